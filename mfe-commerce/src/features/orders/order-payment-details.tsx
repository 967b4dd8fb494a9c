import { Alert, Card, Flex } from 'antd';
import Descriptions from 'antd/es/descriptions';
import type { Order } from '@suite/shared';
import { useCommerceCatalog } from '../../i18n';
import { usePayCatalog } from '../checkout-pay/i18n';
import { tokenOf } from '../explorer';
import { useFailureReasonText } from '../payments/failure-reason';
import { missingWithFees } from '../payments/missing-amount';
import { PaymentProgressDetails } from '../payments/payment-progress';
import { isPaidAfterCancel, isUnderpaid } from './order-status';
import { useFormat } from '@suite/shared/react';

/** Where a Pending order's payment is: not paid yet, confirming, or short of the total. */
function PendingAlert({ order, symbol }: { order: Order; symbol: string }) {
  const format = useFormat();
  const { t } = useCommerceCatalog();
  const payment = order.payment;
  if (payment && isUnderpaid(order)) {
    const values = {
      missing: missingWithFees(payment),
      symbol,
      date: format.dateTime(payment.expiresAt),
      received: payment.receivedAmount,
      amount: order.amount,
    };
    return (
      <Alert
        type="warning"
        showIcon
        title={t('orderPayment.underpaid')}
        description={
          payment.missingAmount === '0'
            ? t('orderPayment.feesShort', values)
            : t('orderPayment.partlyArrived', values)
        }
      />
    );
  }
  if (payment?.progress === 'awaiting') {
    return (
      <Alert
        type="info"
        showIcon
        title={t('orderPayment.awaitingTitle')}
        description={t('orderPayment.awaiting', { date: format.dateTime(payment.expiresAt) })}
      />
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      title={t('orderStatus.Pending')}
      description={t('orderPayment.verifying', {
        confirmations: order.confirmations,
        required: order.requiredConfirmations,
      })}
    />
  );
}

/**
 * What the server found on chain and what the customer gave: why a payment failed, how far a pending
 * one is, an overpayment, and the e-mail and shipping address to fulfil the order with.
 */
export function OrderPaymentDetails({ order }: { order: Order }) {
  const { t } = useCommerceCatalog();
  // The payment's own words are the pay page's, as in the progress details below.
  const { t: payT } = usePayCatalog();
  const failureText = useFailureReasonText();
  const symbol = (tokenOf(order.chainId, order.contractAddress)?.symbol ?? 'USD').toUpperCase();
  const address = order.shippingAddress;
  return (
    <Flex vertical gap={12}>
      {order.status === 'TransactionFailed' && (
        <Alert
          type="error"
          showIcon
          title={t('orderStatus.TransactionFailed')}
          // The reason names the transaction: its hash wraps on a phone.
          description={
            <span style={{ overflowWrap: 'anywhere' }}>
              {failureText(order) ?? payT('payment.notVerified')}
            </span>
          }
        />
      )}
      {order.status === 'Pending' && <PendingAlert order={order} symbol={symbol} />}
      {order.status === 'Refunded' && order.refundReason && (
        <Alert type="info" showIcon title={t('orderStatus.Refunded')} description={order.refundReason} />
      )}
      {isPaidAfterCancel(order) && (
        <Alert
          type="warning"
          showIcon
          title={t('orderPayment.paidAfterCancelTitle')}
          description={t('orderPayment.paidAfterCancel')}
        />
      )}
      {order.status === 'Cancelled' && order.failureReason && (
        <Alert type="info" showIcon title={t('orderStatus.Cancelled')} description={failureText(order)} />
      )}
      {order.overpaidAmount && (
        <Alert
          type="warning"
          showIcon
          title={t('orderPayment.overpaid', {
            overpaid: order.overpaidAmount,
            paid: order.paidAmount ?? '',
            symbol,
          })}
        />
      )}
      {order.payment && (
        <Card title={t('orderPayment.payment')} size="small">
          <PaymentProgressDetails payment={order.payment} symbol={symbol} />
        </Card>
      )}
      {(Boolean(order.email) || address !== null) && (
        <Card title={t('orderPayment.customer')} size="small">
          <Descriptions column={1} size="small">
            {order.email && <Descriptions.Item label={t('common.email')}>{order.email}</Descriptions.Item>}
            {address && (
              <Descriptions.Item label={t('orderPayment.shipTo')}>
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
