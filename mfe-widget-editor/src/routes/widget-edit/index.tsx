import { PageFrame } from '@suite/shared/react';
import { AppLink } from '../../features/app-link';
import { ADMIN_CRUMB, widgetPaths } from '../../features/widget-paths';

/** `/admin/widget/edit/{id}`: the editor of one widget. */
export function WidgetEditRoute({ widgetId }: { widgetId: string }) {
  const title = `Edit widget id ${widgetId}`;
  return (
    <PageFrame
      title={title}
      breadcrumbs={[
        ADMIN_CRUMB,
        { key: 'widgets', title: <AppLink to={widgetPaths.list}>Manage Widgets</AppLink> },
        { key: 'widget', title },
      ]}
    />
  );
}
