import { CommerceFrame } from '../../features/commerce-frame';

export function CheckoutCreateRoute() {
  return (
    <CommerceFrame
      title="New Checkout"
      crumbs={[{ title: 'Checkouts', to: 'checkouts' }, { title: 'New Checkout' }]}
    />
  );
}
