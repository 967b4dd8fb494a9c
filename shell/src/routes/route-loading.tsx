import { Skeleton } from 'antd';

/** What a route shows while its module loads. */
export function RouteLoading() {
  return <Skeleton active style={{ padding: 24 }} />;
}
