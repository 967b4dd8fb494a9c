import { CommerceFrame } from '../../features/commerce-frame';

export function CollectionsRoute() {
  return <CommerceFrame title="Collections" crumbs={[{ title: 'Collections' }]} />;
}
