import { PageFrame } from '@suite/shared/react';
import { ADMIN_CRUMB } from '../../features/widget-paths';

/** `/admin/widget`: Manage Widgets. */
export function WidgetListRoute() {
  return (
    <PageFrame
      title="Manage Widgets"
      breadcrumbs={[ADMIN_CRUMB, { key: 'widgets', title: 'Manage Widgets' }]}
    />
  );
}
