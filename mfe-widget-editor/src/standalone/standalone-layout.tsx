import { Outlet } from 'react-router';
import { StandaloneLayout as Layout } from '@suite/shared/react';
import { useWidgetEditorCatalog } from '../i18n';
import { StandaloneAccountArea } from './account-area';

/** mfe_widget_editor's own page (port 3002): its header, named in the page's language, then the route. */
export function StandaloneLayout() {
  const { t } = useWidgetEditorCatalog();
  return (
    <Layout title={t('menu.label')} account={<StandaloneAccountArea />}>
      <Outlet />
    </Layout>
  );
}
