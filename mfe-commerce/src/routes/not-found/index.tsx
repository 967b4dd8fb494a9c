import { Result } from 'antd';
import { AppLink } from '../../features/app-link';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { joinPath } from '../../features/commerce-paths';

/** A path below the back office that it does not know. */
export function CommerceNotFoundRoute() {
  return (
    <Result
      status="404"
      title="Page not found"
      extra={
        <AppLink to={joinPath(useCommerceBasePath(), 'dashboard')}>Go to the Commerce dashboard</AppLink>
      }
    />
  );
}
