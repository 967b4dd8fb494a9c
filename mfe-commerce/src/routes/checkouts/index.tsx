import { CommerceFrame } from '../../features/commerce-frame';

export function CheckoutsRoute() {
  return <CommerceFrame title="Checkouts" crumbs={[{ title: 'Checkouts' }]} />;
}
