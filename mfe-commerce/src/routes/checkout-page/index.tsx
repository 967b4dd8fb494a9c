import { Button, Result, Skeleton } from 'antd';
import { PageFrame } from '@suite/shared/react';
import { apiErrorMessage, apiErrorStatus } from '@suite/shared/client';
import { usePublicCheckout } from '../../api/checkout-pay';
import { CheckoutPayPanel } from '../../features/checkout-pay/checkout-pay-panel';
import { OrderReceiptView } from '../../features/checkout-pay/order-receipt';
import { useOrderInUrl } from '../../features/checkout-pay/order-in-url';

/**
 * `/c/{id}`: the public page a customer opens from a checkout's share link: the checkout, then the
 * payment, then (`?order={orderId}`) the receipt that follows the order's status.
 */
export function CheckoutPageRoute({ checkoutId }: { checkoutId: string }) {
  const [orderId, showOrder] = useOrderInUrl();
  return (
    <div style={{ maxWidth: 1120, margin: '0 auto' }}>
      {orderId ? (
        <PageFrame title="Your payment">
          <OrderReceiptView orderId={orderId} onBack={() => showOrder(null)} />
        </PageFrame>
      ) : (
        <CheckoutPayment checkoutId={checkoutId} onRecorded={showOrder} />
      )}
    </div>
  );
}

function CheckoutPayment({
  checkoutId,
  onRecorded,
}: {
  checkoutId: string;
  onRecorded: (orderId: string) => void;
}) {
  const { data: checkout, error, mutate, isValidating } = usePublicCheckout(checkoutId);
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
      <CheckoutPayPanel checkout={checkout} refresh={() => mutate()} onRecorded={onRecorded} />
    </PageFrame>
  );
}
