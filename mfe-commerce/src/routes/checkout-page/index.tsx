import { Typography } from 'antd';
import { PageFrame } from '@suite/shared/react';

/** `/c/{id}`: the public page a customer opens from a checkout's share link. */
export function CheckoutPageRoute({ checkoutId }: { checkoutId: string }) {
  return (
    <PageFrame title="Checkout">
      <Typography.Text type="secondary">
        Checkout <Typography.Text copyable>{checkoutId}</Typography.Text>
      </Typography.Text>
    </PageFrame>
  );
}
