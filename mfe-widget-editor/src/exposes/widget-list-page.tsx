import type { WidgetListPageProps } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { WidgetListRoute } from '../routes/widget-list';

/** `mfe_widget_editor/WidgetListPage`: Manage Widgets (`/admin/widget`). */
export function WidgetListPage({ apiBaseUrl }: WidgetListPageProps) {
  return (
    <SuiteProviders apiBaseUrl={apiBaseUrl}>
      <WidgetListRoute />
    </SuiteProviders>
  );
}

export default WidgetListPage;
