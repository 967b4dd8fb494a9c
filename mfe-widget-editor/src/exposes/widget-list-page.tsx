import type { WidgetListPageProps } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { EnsureRouter } from '../features/ensure-router';
import { WidgetRemotesProvider } from '../federation/widget-remotes-provider';
import { WidgetListRoute } from '../routes/widget-list';

/** `mfe_widget_editor/WidgetListPage`: Manage Widgets (`/admin/widget`). */
function WidgetListPage({ apiBaseUrl }: WidgetListPageProps) {
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <WidgetRemotesProvider>
        <EnsureRouter>
          <WidgetListRoute />
        </EnsureRouter>
      </WidgetRemotesProvider>
    </SuiteProviders>
  );
}

export default WidgetListPage;
