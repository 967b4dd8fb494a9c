import { Result } from 'antd';
import { AppLink } from '../../features/app-link';
import { widgetPaths } from '../../features/widget-paths';

export function NotFoundRoute() {
  return (
    <Result
      status="404"
      title="Page not found"
      extra={<AppLink to={widgetPaths.list}>Go to Manage Widgets</AppLink>}
    />
  );
}
