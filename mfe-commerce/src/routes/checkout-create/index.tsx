import { useNavigate, useSearchParams } from 'react-router';
import { useCheckoutMutations } from '../../api/checkouts';
import { CheckoutForm } from '../../features/checkouts/checkout-form';
import { ReceiverMissingAlert, useReceiverReady } from '../../features/checkouts/receiver-missing';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { joinPath } from '../../features/commerce-paths';

/** commerce.checkouts.create (the New Checkout dialog passes `?title=&description=`). */
export function CheckoutCreateRoute() {
  return (
    <CommerceFrame
      title="New Checkout"
      crumbs={[{ title: 'Checkouts', to: 'checkouts' }, { title: 'New Checkout' }]}
    >
      <CheckoutCreatePage />
    </CommerceFrame>
  );
}

function CheckoutCreatePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const checkoutsPath = joinPath(useCommerceBasePath(), 'checkouts');
  const ready = useReceiverReady();
  const { create } = useCheckoutMutations();
  return (
    <>
      {ready === false ? <ReceiverMissingAlert /> : null}
      <CheckoutForm
        initialValues={{
          title: params.get('title') ?? '',
          description: params.get('description') ?? '',
          requireEmail: false,
          requireAddress: false,
          editable: false,
          items: [],
        }}
        readOnly={ready !== true}
        successText="Checkout Created"
        onSubmit={create}
        onCancel={() => navigate(checkoutsPath)}
        onDone={() => navigate(checkoutsPath)}
      />
    </>
  );
}
