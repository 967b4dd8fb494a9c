import { Tag, Typography } from 'antd';
import Descriptions from 'antd/es/descriptions';
import List from 'antd/es/list';
import { shortenAddress, type PaymentRequest } from '@suite/shared';
import { transactionUrl } from '../explorer';
import { useFormat } from '@suite/shared/react';

/** A transaction hash: a link to its explorer, or the hash to copy (the local chain has no explorer). */
export function TransactionHash({ chainId, hash }: { chainId: number; hash: string }) {
  const url = transactionUrl(chainId, hash);
  return url ? (
    <Typography.Link href={url} target="_blank" rel="noreferrer">
      {`${hash.slice(0, 10)}…${hash.slice(-6)}`}
    </Typography.Link>
  ) : (
    <Typography.Text copyable={{ text: hash }} style={{ wordBreak: 'break-all' }}>
      {`${hash.slice(0, 10)}…${hash.slice(-6)}`}
    </Typography.Text>
  );
}

/** A wallet address, shortened, with the whole one to copy. */
function WalletAddress({ address }: { address: string }) {
  return (
    <Typography.Text code copyable={{ text: address }}>
      {shortenAddress(address)}
    </Typography.Text>
  );
}

/**
 * The marketplace fees of a payment (a sale through a site's asset store): who receives what share,
 * what arrived and what is missing, so the seller and the buyer see where the money went.
 */
function MarketplaceFees({ payment, symbol }: { payment: PaymentRequest; symbol: string }) {
  return (
    <List
      size="small"
      style={{ marginBottom: 12 }}
      header={
        <Typography.Text strong>Marketplace fees (paid by the buyer on top of the price)</Typography.Text>
      }
      dataSource={payment.fees}
      rowKey={(fee) => fee.recipient}
      renderItem={(fee) => (
        <List.Item aria-label={`Marketplace fee to ${fee.recipient}`}>
          <Typography.Text>
            {`${fee.percentage}% to `}
            <WalletAddress address={fee.recipient} />
          </Typography.Text>
          <Typography.Text>{`${fee.amount} ${symbol}`}</Typography.Text>
          {fee.missingAmount === '0' && fee.receivedAmount !== '0' ? (
            <Tag color="success">{`Received ${fee.receivedAmount} ${symbol}`}</Tag>
          ) : fee.missingAmount === '0' ? (
            <Tag>Confirming</Tag>
          ) : (
            <Tag color="error">{`Missing ${fee.missingAmount} ${symbol}`}</Tag>
          )}
        </List.Item>
      )}
    />
  );
}

/**
 * How far a payment request is, for the customer and the seller alike: the total, what arrived
 * (confirmed and still confirming), what is missing or paid above the total, the marketplace fees
 * of an asset-store sale, and each transfer.
 */
export function PaymentProgressDetails({ payment, symbol }: { payment: PaymentRequest; symbol: string }) {
  const format = useFormat();
  const open = payment.progress === 'awaiting' || payment.progress === 'underpaid';
  return (
    <>
      <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered style={{ marginBottom: 12 }}>
        <Descriptions.Item label={payment.fees.length > 0 ? 'Due to the seller' : 'Due'}>
          {`${payment.amount} ${symbol}`}
        </Descriptions.Item>
        <Descriptions.Item label="Received">{`${payment.receivedAmount} ${symbol}`}</Descriptions.Item>
        {payment.pendingAmount !== '0' && (
          <Descriptions.Item label="Confirming">{`${payment.pendingAmount} ${symbol}`}</Descriptions.Item>
        )}
        {payment.missingAmount !== '0' && (
          <Descriptions.Item label="Missing">
            <Typography.Text strong type="danger">{`${payment.missingAmount} ${symbol}`}</Typography.Text>
          </Descriptions.Item>
        )}
        {payment.overpaidAmount && (
          <Descriptions.Item label="Paid above the total">{`${payment.overpaidAmount} ${symbol}`}</Descriptions.Item>
        )}
        {open && (
          <Descriptions.Item label="Pay before">{format.dateTime(payment.expiresAt)}</Descriptions.Item>
        )}
        <Descriptions.Item label="Reference">
          <Typography.Text code copyable>
            {payment.reference}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      {payment.fees.length > 0 && <MarketplaceFees payment={payment} symbol={symbol} />}
      {payment.payments.length > 0 && (
        <List
          size="small"
          header={<Typography.Text strong>Transfers</Typography.Text>}
          dataSource={payment.payments}
          rowKey={(item) => `${item.hash}-${item.seenAt}`}
          renderItem={(item) => (
            <List.Item>
              <TransactionHash chainId={payment.chainId} hash={item.hash} />
              <Typography.Text>
                {`${item.amount} ${symbol}`}
                {item.feeAddress && item.feeAmount !== '0' && (
                  <>
                    {` + fee ${item.feeAmount} ${symbol} to `}
                    <WalletAddress address={item.feeAddress} />
                  </>
                )}
              </Typography.Text>
              <Typography.Text type={item.confirmed ? 'success' : 'secondary'}>
                {item.confirmed ? 'Confirmed' : 'Confirming'}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </>
  );
}
