import { Alert, Button, Card, Descriptions, Flex, List, Progress, Result, Skeleton, Typography } from 'antd';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import type { OrderItem, OrderReceipt } from '@suite/shared';
import { apiErrorMessage, apiErrorStatus } from '@suite/shared/client';
import { useOrderReceipt } from '../../api/checkout-pay';
import { tokenOf, transactionUrl } from '../explorer';
import { shortOrderId } from '../format';
import { ORDER_STATUS_LABELS } from '../orders/order-status';
import { ProductImage } from '../products/product-image';
import { formatUsdExact } from './amounts';
import { networkName } from './payment-options';

function StatusResult({ receipt }: { receipt: OrderReceipt }) {
  const title = ORDER_STATUS_LABELS[receipt.status];
  const progress = `${Math.min(receipt.confirmations, receipt.requiredConfirmations)} of ${receipt.requiredConfirmations}`;
  const network = networkName(receipt.chainId);
  switch (receipt.status) {
    case 'Pending':
      return (
        <Result
          icon={<LoadingOutlined />}
          title={title}
          subTitle={
            <Flex vertical align="center" gap={8}>
              <span>
                The store is verifying your transaction on {network}. Confirmations: {progress}.
              </span>
              <Progress
                percent={Math.round(
                  (100 * Math.min(receipt.confirmations, receipt.requiredConfirmations)) /
                    receipt.requiredConfirmations,
                )}
                showInfo={false}
                style={{ maxWidth: 280 }}
                aria-label="Confirmations"
              />
              <span>
                You can keep this page open or come back to it later: its address shows this receipt.
              </span>
            </Flex>
          }
        />
      );
    case 'PaymentConfirmed':
    case 'Finalized':
      return (
        <Result
          status="success"
          title={receipt.status === 'Finalized' ? 'Payment confirmed' : title}
          subTitle={`Your payment was confirmed on ${network} (confirmations ${progress}). The seller has your order.`}
        />
      );
    case 'TransactionFailed':
      return (
        <Result
          status="error"
          title={title}
          subTitle={receipt.failureReason ?? 'The payment could not be verified.'}
        />
      );
    default:
      return (
        <Result
          status="warning"
          title={title}
          subTitle="The seller changed this order. Contact them for details."
        />
      );
  }
}

function TransactionValue({ receipt }: { receipt: OrderReceipt }) {
  const url = transactionUrl(receipt.chainId, receipt.hash);
  return url ? (
    <Typography.Link href={url} target="_blank" rel="noreferrer">
      View transaction
    </Typography.Link>
  ) : (
    <Typography.Text copyable style={{ wordBreak: 'break-all' }}>
      {receipt.hash}
    </Typography.Text>
  );
}

/** The receipt a customer sees after paying: the order's status, followed live, and what was bought. */
export function OrderReceiptView({ orderId, onBack }: { orderId: string; onBack: () => void }) {
  const { data: receipt, error } = useOrderReceipt(orderId);
  if (!receipt) {
    if (error) {
      return (
        <Result
          status={apiErrorStatus(error) === 404 ? '404' : 'error'}
          title={apiErrorStatus(error) === 404 ? 'Order not found' : 'The order could not be read'}
          subTitle={apiErrorMessage(error)}
          extra={<Button onClick={onBack}>Back to the checkout</Button>}
        />
      );
    }
    return <Skeleton active />;
  }
  const symbol = tokenOf(receipt.chainId, receipt.contractAddress)?.symbol ?? 'USD';
  return (
    <Card>
      <div aria-live="polite">
        <StatusResult receipt={receipt} />
      </div>
      {error && (
        <Alert type="warning" showIcon title={`Could not refresh the status: ${apiErrorMessage(error)}`} />
      )}
      {receipt.overpaidAmount && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`You paid ${receipt.overpaidAmount} ${symbol} more than the total. Contact the seller about the difference.`}
        />
      )}
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label="Order">{shortOrderId(receipt.id)}</Descriptions.Item>
        <Descriptions.Item label="Total">{`${receipt.amount} ${symbol}`}</Descriptions.Item>
        {receipt.paidAmount && (
          <Descriptions.Item label="Paid">{`${receipt.paidAmount} ${symbol}`}</Descriptions.Item>
        )}
        <Descriptions.Item label="Network">{networkName(receipt.chainId)}</Descriptions.Item>
        <Descriptions.Item label="Transaction">
          <TransactionValue receipt={receipt} />
        </Descriptions.Item>
      </Descriptions>
      <List<OrderItem>
        size="small"
        dataSource={receipt.items}
        locale={{ emptyText: 'No items' }}
        renderItem={(item) => (
          <List.Item>
            <Flex gap={12} align="center" style={{ width: '100%' }}>
              <ProductImage src={item.product.imageUrl} width={40} height={40} />
              <Typography.Text style={{ flex: 1 }}>{item.title}</Typography.Text>
              <Typography.Text>
                {item.quantity} × {formatUsdExact(item.price)}
              </Typography.Text>
            </Flex>
          </List.Item>
        )}
      />
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Button onClick={onBack}>Back to the checkout</Button>
      </Flex>
    </Card>
  );
}
