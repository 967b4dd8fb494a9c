import { CommerceFrame } from '../../features/commerce-frame';

export function ProductCreateRoute() {
  return (
    <CommerceFrame
      title="New product"
      crumbs={[{ title: 'Products', to: 'products' }, { title: 'New product' }]}
    />
  );
}
