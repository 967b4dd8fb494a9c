import { CommerceFrame } from '../../features/commerce-frame';

export function DashboardRoute() {
  return <CommerceFrame title="Dashboard" crumbs={[{ title: 'Dashboard' }]} />;
}
