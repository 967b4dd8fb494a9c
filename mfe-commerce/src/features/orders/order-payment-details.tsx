import { Alert, Card, Flex } from 'antd';
import Descriptions from 'antd/es/descriptions';
import type { Order } from '@suite/shared';
import { tokenOf } from '../explorer';
import { missingWithFees } from '../payments/missing-amount';
import { PaymentProgressDetails } from '../payments/payment-progress';
import { isUnderpaid } from './order-status';
import { useFormat } from '@suite/shared/react';

/** Where a Pending order's payment is: not paid yet, confirming, or short of the total. */
function PendingAlert({ order, symbol }: { order: Order; symbol: string }) {
  const format = useFormat();
  const payment = order.payment;
  if (payment && isUnderpaid(order)) {
    const missing = missingWithFees(payment);
    if (payment.missingAmount === '0') {
      return (
        <Alert
          type="warning"
          showIcon
          title="Underpaid"
          description={`The price arrived, but the marketplace fees are short: ${missing} ${symbol} missing. The customer can pay the rest from the receipt until ${format.dateTime(payment.expiresAt)}, or you accept what arrived as paid, or refund it with a reason.`}
        />
      );
    }
    return (
      <Alert
        type="warning"
        showIcon
        title="Underpaid"
        description={`${payment.receivedAmount} of ${order.amount} ${symbol} arrived; ${missing} ${symbol} are missing. The customer can pay the rest from the receipt until ${format.dateTime(payment.expiresAt)}, or you accept what arrived as paid, or refund it with a reason.`}
      />
    );
  }
  if (payment?.progress === 'awaiting') {
    return (
      <Alert
        type="info"
        showIcon
        title="Waiting for the payment"
        description={`No payment carrying this order's reference has arrived yet. Unpaid, the order is cancelled on ${format.dateTime(payment.expiresAt)}.`}
      />
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      title="Payment pending"
      description={`The payment is being verified on chain: ${order.confirmations} of ${order.requiredConfirmations} confirmations.`}
    />
  );
}

/**
 * What the server found on chain and what the customer gave: why a payment failed, how far a pending
 * one is, an overpayment, and the e-mail and shipping address to fulfil the order with.
 */
export function OrderPaymentDetails({ order }: { order: Order }) {
  const symbol = (tokenOf(order.chainId, order.contractAddress)?.symbol ?? 'USD').toUpperCase();
  const address = order.shippingAddress;
  return (
    <Flex vertical gap={12}>
      {order.status === 'TransactionFailed' && (
        <Alert
          type="error"
          showIcon
          title="Transaction failed"
          description={order.failureReason ?? 'The payment could not be verified.'}
        />
      )}
      {order.status === 'Pending' && <PendingAlert order={order} symbol={symbol} />}
      {order.status === 'Refunded' && order.refundReason && (
        <Alert type="info" showIcon title="Refunded" description={order.refundReason} />
      )}
      {order.status === 'Cancelled' && order.failureReason && (
        <Alert type="info" showIcon title="Cancelled" description={order.failureReason} />
      )}
      {order.overpaidAmount && (
        <Alert
          type="warning"
          showIcon
          title={`The customer paid ${order.overpaidAmount} ${symbol} more than the total (${order.paidAmount ?? ''} ${symbol} received).`}
        />
      )}
      {order.payment && (
        <Card title="Payment" size="small">
          <PaymentProgressDetails payment={order.payment} symbol={symbol} />
        </Card>
      )}
      {(order.email || address) && (
        <Card title="Customer" size="small">
          <Descriptions column={1} size="small">
            {order.email && <Descriptions.Item label="E-mail">{order.email}</Descriptions.Item>}
            {address && (
              <Descriptions.Item label="Ship to">
                <span style={{ whiteSpace: 'pre-line' }}>
                  {[
                    address.name,
                    address.line1,
                    address.line2,
                    [address.postalCode, address.city].join(' '),
                    address.region,
                    address.country,
                  ]
                    .filter(Boolean)
                    .join('\n')}
                </span>
              </Descriptions.Item>
            )}
          </Descriptions>
        </Card>
      )}
    </Flex>
  );
}
