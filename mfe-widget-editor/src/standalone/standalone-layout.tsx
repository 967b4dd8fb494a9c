import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { Outlet } from 'react-router';
import { StandaloneLayout as Layout, StandaloneAccountArea } from '@suite/shared/react';
import { useWidgetEditorCatalog } from '../i18n';

/**
 * mfe_widget_editor's own page (port 3002): its header, named in the page's language, with
 * mfe_auth's account area borrowed through this remote's own federation runtime, then the route.
 */
export function StandaloneLayout() {
  const { t } = useWidgetEditorCatalog();
  return (
    <Layout
      title={t('menu.label')}
      account={<StandaloneAccountArea runtime={{ loadRemote, registerRemotes }} />}
    >
      <Outlet />
    </Layout>
  );
}
