import { Alert, Card, Descriptions, Flex } from 'antd';
import type { Order } from '@suite/shared';
import { tokenOf } from '../explorer';

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
      {order.status === 'Pending' && (
        <Alert
          type="info"
          showIcon
          title="Payment pending"
          description={`The payment is being verified on chain: ${order.confirmations} of ${order.requiredConfirmations} confirmations.`}
        />
      )}
      {order.overpaidAmount && (
        <Alert
          type="warning"
          showIcon
          title={`The customer paid ${order.overpaidAmount} ${symbol} more than the total (${order.paidAmount ?? ''} ${symbol} received).`}
        />
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
