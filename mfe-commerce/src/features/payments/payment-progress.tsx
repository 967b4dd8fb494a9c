import { Flex, Tag, Typography } from 'antd';
import Descriptions from 'antd/es/descriptions';
import { shortenAddress, type PaymentRequest } from '@suite/shared';
import { TransactionHash } from './transaction-hash';
import { copyableText, RowList, useFormat } from '@suite/shared/react';
import { usePayCatalog } from '../checkout-pay/i18n';

/** A wallet address, shortened, with the whole one to copy. */
function WalletAddress({ address }: { address: string }) {
  return (
    <Typography.Text code copyable={copyableText(address)}>
      {shortenAddress(address)}
    </Typography.Text>
  );
}

/**
 * The marketplace fees of a payment (a sale through a site's asset store): who receives what share,
 * what arrived and what is missing, so the seller and the buyer see where the money went.
 */
function MarketplaceFees({
  payment,
  symbol,
  waiting,
}: {
  payment: PaymentRequest;
  symbol: string;
  waiting: boolean;
}) {
  const { t } = usePayCatalog();
  return (
    <RowList
      size="small"
      style={{ marginBottom: 12 }}
      header={<Typography.Text strong>{t('payment.fees')}</Typography.Text>}
      items={payment.fees}
      rowKey={(fee) => fee.recipient}
      renderRow={(fee) => ({
        label: t('payment.feeTo', { recipient: fee.recipient }),
        content: (
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Typography.Text>
              {t('payment.feeShare', { percentage: fee.percentage })}
              <WalletAddress address={fee.recipient} />
            </Typography.Text>
            <Typography.Text>{`${fee.amount} ${symbol}`}</Typography.Text>
            {fee.missingAmount === '0' && fee.receivedAmount !== '0' ? (
              <Tag color="success">
                {t('payment.feeReceived', { amount: `${fee.receivedAmount} ${symbol}` })}
              </Tag>
            ) : fee.missingAmount === '0' ? (
              <Tag>{t('payment.confirming')}</Tag>
            ) : waiting ? (
              <Tag color="error">{t('payment.feeMissing', { amount: `${fee.missingAmount} ${symbol}` })}</Tag>
            ) : null}
          </Flex>
        ),
      })}
    />
  );
}

/**
 * How far a payment request is, for the customer and the seller alike: the total, what arrived
 * (confirmed and still confirming), what is missing or paid above the total, the marketplace fees
 * of an asset-store sale, and each transfer. Once nothing more is waited for (the order expired, was
 * cancelled or settled by the seller), nothing is said to be missing.
 */
export function PaymentProgressDetails({ payment, symbol }: { payment: PaymentRequest; symbol: string }) {
  const format = useFormat();
  const { t } = usePayCatalog();
  const open = payment.progress === 'awaiting' || payment.progress === 'underpaid';
  const waiting = open || payment.progress === 'confirming';
  return (
    <>
      <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered style={{ marginBottom: 12 }}>
        <Descriptions.Item label={payment.fees.length > 0 ? t('payment.dueToSeller') : t('payment.due')}>
          {`${payment.amount} ${symbol}`}
        </Descriptions.Item>
        <Descriptions.Item
          label={t('payment.received')}
        >{`${payment.receivedAmount} ${symbol}`}</Descriptions.Item>
        {payment.pendingAmount !== '0' && (
          <Descriptions.Item
            label={t('payment.confirming')}
          >{`${payment.pendingAmount} ${symbol}`}</Descriptions.Item>
        )}
        {waiting && payment.missingAmount !== '0' && (
          <Descriptions.Item label={t('payment.missing')}>
            <Typography.Text strong type="danger">{`${payment.missingAmount} ${symbol}`}</Typography.Text>
          </Descriptions.Item>
        )}
        {payment.overpaidAmount && (
          <Descriptions.Item
            label={t('payment.overpaid')}
          >{`${payment.overpaidAmount} ${symbol}`}</Descriptions.Item>
        )}
        {open && (
          <Descriptions.Item label={t('payment.payBefore')}>
            {format.dateTime(payment.expiresAt)}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('payment.reference')}>
          <Typography.Text code copyable={copyableText()}>
            {payment.reference}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      {payment.fees.length > 0 && <MarketplaceFees payment={payment} symbol={symbol} waiting={waiting} />}
      {payment.payments.length > 0 && (
        <RowList
          size="small"
          header={<Typography.Text strong>{t('payment.transfers')}</Typography.Text>}
          items={payment.payments}
          rowKey={(item) => `${item.hash}-${item.seenAt}`}
          renderRow={(item) => ({
            content: (
              <Flex justify="space-between" align="center" gap={8} wrap>
                <TransactionHash chainId={payment.chainId} hash={item.hash} />
                <Typography.Text>
                  {`${item.amount} ${symbol}`}
                  {item.feeAddress && item.feeAmount !== '0' && (
                    <>
                      {t('payment.transferFee', { amount: `${item.feeAmount} ${symbol}` })}
                      <WalletAddress address={item.feeAddress} />
                    </>
                  )}
                </Typography.Text>
                <Typography.Text type={item.confirmed ? 'success' : 'secondary'}>
                  {item.confirmed ? t('payment.confirmed') : t('payment.confirming')}
                </Typography.Text>
              </Flex>
            ),
          })}
        />
      )}
    </>
  );
}
