import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { StandaloneRemoteLayout } from '@suite/shared/standalone';
import { useWidgetEditorCatalog } from '../i18n';

/**
 * mfe_widget_editor's own page (port 3002): its header, named in the page's language, with
 * mfe_auth's account area borrowed through this remote's own federation runtime, then the route.
 */
export function StandaloneLayout() {
  const { t } = useWidgetEditorCatalog();
  return <StandaloneRemoteLayout title={t('menu.label')} runtime={{ loadRemote, registerRemotes }} />;
}
