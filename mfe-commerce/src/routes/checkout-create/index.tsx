import { useNavigate, useSearchParams } from 'react-router';
import { useCheckoutMutations } from '../../api/checkouts';
import { CheckoutForm } from '../../features/checkouts/checkout-form';
import { ReceiverNotice, useReceiverReady } from '../../features/checkouts/receiver-missing';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { useCommerceCatalog } from '../../i18n';
import { commercePaths } from '@suite/shared';
import { useCommerceSectionTitle } from '@suite/shared/react';

/** commerce.checkouts.create (the New Checkout dialog passes `?title=&description=`). */
export function CheckoutCreateRoute() {
  const { t } = useCommerceCatalog();
  const sectionTitle = useCommerceSectionTitle();
  return (
    <CommerceFrame
      title={t('checkouts.new')}
      crumbs={[{ title: sectionTitle('checkouts'), to: 'checkouts' }, { title: t('checkouts.new') }]}
    >
      <CheckoutCreatePage />
    </CommerceFrame>
  );
}

function CheckoutCreatePage() {
  const navigate = useNavigate();
  const { t } = useCommerceCatalog();
  const [params] = useSearchParams();
  const checkoutsPath = commercePaths.section(useCommerceBasePath(), 'checkouts');
  const receiver = useReceiverReady();
  const { create } = useCheckoutMutations();
  return (
    <>
      <ReceiverNotice receiver={receiver} />
      <CheckoutForm
        initialValues={{
          title: params.get('title') ?? '',
          description: params.get('description') ?? '',
          requireEmail: false,
          requireAddress: false,
          editable: false,
          items: [],
        }}
        readOnly={receiver.ready !== true}
        successText={t('checkouts.created')}
        onSubmit={create}
        onCancel={() => navigate(checkoutsPath)}
        onDone={() => navigate(checkoutsPath)}
      />
    </>
  );
}
