import { Button, Result } from 'antd';
import { Link, useLocation } from 'react-router';

/** Any path the admin does not know. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle={`There is no page at ${pathname}.`}
      extra={
        <Link to="/admin/widget">
          <Button type="primary" tabIndex={-1}>
            Go to Manage Widgets
          </Button>
        </Link>
      }
    />
  );
}
