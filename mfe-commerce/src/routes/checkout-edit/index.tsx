import { useNavigate, useParams } from 'react-router';
import { commercePaths } from '@suite/shared';
import { useCommerceSectionTitle } from '@suite/shared/react';
import { useCheckout, useCheckoutMutations } from '../../api/checkouts';
import { CheckoutForm } from '../../features/checkouts/checkout-form';
import { useCommerceBasePath } from '../../features/commerce-base-path';
import { CommerceFrame } from '../../features/commerce-frame';
import { useCommerceCatalog } from '../../i18n';
import { KeptRead } from '../../features/kept-read';

/** commerce.checkouts.edit {id} */
export function CheckoutEditRoute() {
  const { id = '' } = useParams();
  const { t } = useCommerceCatalog();
  const sectionTitle = useCommerceSectionTitle();
  return (
    <CommerceFrame
      title={t('checkouts.edit')}
      crumbs={[{ title: sectionTitle('checkouts'), to: 'checkouts' }, { title: t('checkouts.edit') }]}
    >
      <CheckoutEditPage id={id} />
    </CommerceFrame>
  );
}

function CheckoutEditPage({ id }: { id: string }) {
  const navigate = useNavigate();
  const { t } = useCommerceCatalog();
  const checkoutsPath = commercePaths.section(useCommerceBasePath(), 'checkouts');
  const read = useCheckout(id);
  const { update } = useCheckoutMutations();
  return (
    <KeptRead read={read}>
      {(checkout) => (
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
          successText={t('checkouts.updated')}
          onSubmit={(values) => update(id, values)}
          onCancel={() => navigate(checkoutsPath)}
          onDone={() => navigate(checkoutsPath)}
        />
      )}
    </KeptRead>
  );
}
