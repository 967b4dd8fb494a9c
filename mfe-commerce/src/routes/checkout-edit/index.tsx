import { Alert, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { apiErrorMessage } from '@suite/shared/client';
import { useCheckout, useCheckoutMutations } from '../../api/checkouts';
import { CheckoutForm } from '../../features/checkouts/checkout-form';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { joinPath } from '../../features/commerce-paths';

/** commerce.checkouts.edit {id} */
export function CheckoutEditRoute() {
  const { id = '' } = useParams();
  return (
    <CommerceFrame
      title="Edit checkout"
      crumbs={[{ title: 'Checkouts', to: 'checkouts' }, { title: 'Edit checkout' }]}
    >
      <CheckoutEditPage id={id} />
    </CommerceFrame>
  );
}

function CheckoutEditPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const checkoutsPath = joinPath(useCommerceBasePath(), 'checkouts');
  const { data: checkout, error } = useCheckout(id);
  const { update } = useCheckoutMutations();
  if (error) return <Alert type="error" showIcon title={apiErrorMessage(error)} />;
  if (!checkout) return <Skeleton active />;
  return (
    <CheckoutForm
      key={checkout.id}
      initialValues={{
        title: checkout.title,
        description: checkout.description,
        requireEmail: checkout.requireEmail,
        requireAddress: checkout.requireAddress,
        editable: checkout.editable,
        items: checkout.items.map(({ productId, quantity }) => ({ productId, quantity })),
      }}
      knownProducts={Object.fromEntries(
        checkout.items.map(({ productId, name, active }) => [productId, { name, active }]),
      )}
      successText="Checkout updated"
      onSubmit={(values) => update(id, values)}
      onCancel={() => navigate(checkoutsPath)}
      onDone={() => navigate(checkoutsPath)}
    />
  );
}
