import { useState } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { PageFrame } from '@suite/shared/react';
import { apiErrorMessage, apiErrorStatus } from '@suite/shared/client';
import { usePublicCheckout } from '../../api/checkout-pay';
import { CheckoutPayPanel } from '../../features/checkout-pay/checkout-pay-panel';
import { OrderReceiptView } from '../../features/checkout-pay/order-receipt';
import { useReceiptInUrl, type ReceiptLink } from '../../features/checkout-pay/order-in-url';
import { siteInUrl } from '../../features/checkout-pay/site-in-url';

/**
 * `/c/{id}`: the public page a customer opens from a checkout's share link: the checkout, then the
 * payment, then (`?order={orderId}#receipt={token}`) the receipt that follows the order's payment and,
 * once paid, shows its protected content to the holder of the receipt link. Opened from a site's asset
 * store (`?site={widgetId}`), the marketplace fees the server puts on that sale are shown and paid.
 */
export function CheckoutPageRoute({ checkoutId }: { checkoutId: string }) {
  const [receipt, showReceipt] = useReceiptInUrl();
  return (
    <div style={{ maxWidth: 1120, margin: '0 auto' }}>
      {receipt ? (
        <PageFrame title="Your order">
          <OrderReceiptView
            orderId={receipt.orderId}
            receiptToken={receipt.receiptToken}
            onBack={() => showReceipt(null)}
          />
        </PageFrame>
      ) : (
        <CheckoutPayment checkoutId={checkoutId} onPlaced={showReceipt} />
      )}
    </div>
  );
}

function CheckoutPayment({
  checkoutId,
  onPlaced,
}: {
  checkoutId: string;
  onPlaced: (link: ReceiptLink, options?: { quiet?: boolean }) => void;
}) {
  const [site] = useState(siteInUrl);
  const { data: checkout, error, mutate, isValidating } = usePublicCheckout(checkoutId, site);
  if (!checkout) {
    if (error) {
      const missing = apiErrorStatus(error) === 404;
      return (
        <PageFrame title="Checkout">
          <Result
            status={missing ? '404' : 'error'}
            title={missing ? 'Checkout not found' : 'The checkout could not be loaded'}
            subTitle={apiErrorMessage(error)}
            extra={
              missing ? undefined : (
                <Button loading={isValidating} onClick={() => void mutate()}>
                  Retry
                </Button>
              )
            }
          />
        </PageFrame>
      );
    }
    return (
      <PageFrame title="Checkout">
        <Skeleton active paragraph={{ rows: 6 }} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={checkout.title}>
      <CheckoutPayPanel checkout={checkout} site={site} refresh={() => mutate()} onPlaced={onPlaced} />
    </PageFrame>
  );
}
