import { CommerceFrame } from '../../features/commerce-frame';

export function OrdersRoute() {
  return <CommerceFrame title="Orders" crumbs={[{ title: 'Orders' }]} />;
}
