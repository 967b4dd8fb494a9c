import { CommerceFrame } from '../../features/commerce-frame';

export function ProductsRoute() {
  return <CommerceFrame title="Products" crumbs={[{ title: 'Products' }]} />;
}
