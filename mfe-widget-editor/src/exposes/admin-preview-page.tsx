import type { AdminPreviewPageProps } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { WidgetRemotesProvider } from '../federation/widget-remotes-provider';
import { AdminPreviewRoute } from '../routes/admin-preview';

/** `mfe_widget_editor/AdminPreviewPage`: the embedded preview of one page of a site. */
function AdminPreviewPage({ apiBaseUrl, basePath: _basePath, ...preview }: AdminPreviewPageProps) {
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <WidgetRemotesProvider>
        <AdminPreviewRoute {...preview} />
      </WidgetRemotesProvider>
    </SuiteProviders>
  );
}

export default AdminPreviewPage;
