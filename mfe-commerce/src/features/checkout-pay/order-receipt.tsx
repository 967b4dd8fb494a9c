import { orderReference } from '@suite/shared';
import { lazy, useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import Result from 'antd/es/result';
import Descriptions from 'antd/es/descriptions';
import type { OrderItem, OrderReceipt } from '@suite/shared';
import { apiErrorStatus } from '@suite/shared/client';
import {
  copyableText,
  ErrorAlert,
  RowList,
  useApiErrorMessage,
  useChainName,
  useFormat,
  WalletGate,
} from '@suite/shared/react';
import { useOrderContent, useOrderReceipt } from '../../api/checkout-pay';
import { usePayCatalog } from './i18n';
import { tokenOf } from '../explorer';
import { PaymentProgressDetails } from '../payments/payment-progress';
import { forgetSentPayment, useSentPayment } from '../payments/sent-payments';
import { TransactionHash } from '../payments/transaction-hash';
import { missingWithFees } from '../payments/missing-amount';
import { ProductImage } from '../products/product-image';
import { ConnectWalletTrigger } from './connect-wallet-trigger';
import { ListedNftText } from './listed-nft';
import type { PayMissingProps } from './pay-missing';
import { StatusResult } from './receipt-status';
import { SentPaymentNotice } from './sent-payment-notice';

const PayMissing = lazy(() => import('./pay-missing'));

/** Paying what an order still misses: the wallet's code loads when the customer asks to connect. */
function PayMissingGate({ orderId, payment, symbol, onPay }: PayMissingProps) {
  const { t } = usePayCatalog();
  const intro = (action: ReactNode) => (
    <Flex vertical gap={8} align="center">
      <Typography.Text>
        {t('receipt.connectToPay', { amount: `${missingWithFees(payment)} ${symbol}` })}
      </Typography.Text>
      {action}
    </Flex>
  );
  return (
    <WalletGate
      idle={(start) => intro(<ConnectWalletTrigger loading={false} onClick={start} />)}
      loading={intro(<ConnectWalletTrigger loading onClick={() => undefined} />)}
    >
      <PayMissing orderId={orderId} payment={payment} symbol={symbol} onPay={onPay} />
    </WalletGate>
  );
}

/** The digital products' protected content: for the holder of the receipt link, once the order is paid. */
function ProtectedContent({ receipt, receiptToken }: { receipt: OrderReceipt; receiptToken: string | null }) {
  const { t } = usePayCatalog();
  const paid = receipt.status === 'PaymentConfirmed' || receipt.status === 'Finalized';
  const { data, error, isLoading, mutate } = useOrderContent(receipt.id, receiptToken, paid);
  if (!paid) return null;
  if (!receiptToken) {
    return <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('receipt.contentInEmail')} />;
  }
  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (error) {
    // What the buyer paid for: a failed read (the network, a busy server) is worth another try.
    return (
      <div style={{ marginBottom: 16 }}>
        <ErrorAlert title={t('receipt.contentFailed')} error={error} onRetry={() => void mutate()} />
      </div>
    );
  }
  if (!data || data.items.length === 0) return null;
  return (
    <Card type="inner" title={t('receipt.digitalProducts')} style={{ marginBottom: 16 }}>
      <RowList
        items={data.items}
        rowKey={(item) => `${item.productId ?? ''}-${item.title}`}
        renderRow={(item) => ({
          content: (
            <Flex vertical gap={4}>
              <Typography.Text strong>{item.title}</Typography.Text>
              <Typography.Paragraph
                copyable={copyableText()}
                style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}
              >
                {item.content}
              </Typography.Paragraph>
            </Flex>
          ),
        })}
      />
    </Card>
  );
}

/**
 * The receipt a customer sees after placing an order: its payment, followed live (and paid, or paid
 * the rest of, from here while it is open), what was bought, and once paid the protected content of
 * its digital products for the holder of the receipt link. `walletError`: why the payment the buyer
 * just made from the checkout did not go through, told above Pay until they pay again. A payment this
 * device sent that the order does not show yet is followed instead of offering Pay (a second payment).
 */
export function OrderReceiptView({
  orderId,
  receiptToken,
  walletError = null,
  onBack,
}: {
  orderId: string;
  receiptToken: string | null;
  walletError?: string | null;
  onBack: () => void;
}) {
  const [failedPayment, setFailedPayment] = useState(walletError);
  const errorMessage = useApiErrorMessage();
  const format = useFormat();
  const { t } = usePayCatalog();
  const { data: receipt, error } = useOrderReceipt(orderId);
  const chainName = useChainName();
  const sent = useSentPayment(orderId);
  const paid = receipt?.status === 'PaymentConfirmed' || receipt?.status === 'Finalized';
  useEffect(() => {
    if (paid && sent) forgetSentPayment(orderId);
  }, [paid, sent, orderId]);
  if (!receipt) {
    if (error) {
      return (
        <Result
          status={apiErrorStatus(error) === 404 ? '404' : 'error'}
          title={apiErrorStatus(error) === 404 ? t('receipt.notFound') : t('receipt.readFailed')}
          subTitle={errorMessage(error)}
          extra={<Button onClick={onBack}>{t('receipt.back')}</Button>}
        />
      );
    }
    return <Skeleton active />;
  }
  const symbol = tokenOf(receipt.chainId, receipt.contractAddress)?.symbol ?? 'USD';
  const payment = receipt.payment;
  // Awaiting its payment, underpaid, or its transaction failed: it can be paid from here while open.
  const payable =
    (receipt.status === 'Pending' || receipt.status === 'TransactionFailed') &&
    payment &&
    (payment.progress === 'awaiting' || payment.progress === 'underpaid');
  const waiting = Boolean(payable) && sent !== null;
  return (
    <Card>
      <div aria-live="polite">
        {waiting ? (
          <SentPaymentNotice orderId={receipt.id} sent={sent} onLost={setFailedPayment} />
        ) : (
          <StatusResult receipt={receipt} symbol={symbol} />
        )}
      </div>
      {payable && !waiting && (
        <Flex vertical gap={8} style={{ marginBottom: 16 }}>
          {/* Only while it can be paid: once a payment is seen, what the wallet said is outdated. */}
          {failedPayment && <Alert type="error" showIcon title={failedPayment} />}
          <PayMissingGate
            orderId={receipt.id}
            payment={payment}
            symbol={symbol}
            onPay={() => setFailedPayment(null)}
          />
        </Flex>
      )}
      {Boolean(error) && (
        <Alert type="warning" showIcon title={t('receipt.refreshFailed', { error: errorMessage(error) })} />
      )}
      {receipt.overpaidAmount && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('receipt.overpaid', { overpaid: receipt.overpaidAmount, symbol })}
        />
      )}
      <ProtectedContent receipt={receipt} receiptToken={receiptToken} />
      <Descriptions column={{ xs: 1, md: 2 }} size="small" style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('orders.order')}>{orderReference(receipt.id)}</Descriptions.Item>
        <Descriptions.Item label={t('common.total')}>{`${receipt.amount} ${symbol}`}</Descriptions.Item>
        {receipt.paidAmount && (
          <Descriptions.Item label={t('receipt.paid')}>{`${receipt.paidAmount} ${symbol}`}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('pay.network')}>{chainName(receipt.chainId)}</Descriptions.Item>
        {receipt.listing && (
          <Descriptions.Item label={t('pay.nft')}>
            <ListedNftText nft={receipt.listing} />
          </Descriptions.Item>
        )}
        {receipt.hash && (
          <Descriptions.Item label={t('orders.transaction')}>
            <TransactionHash chainId={receipt.chainId} hash={receipt.hash} />
          </Descriptions.Item>
        )}
      </Descriptions>
      {payment && <PaymentProgressDetails payment={payment} symbol={symbol} />}
      <RowList<OrderItem>
        size="small"
        items={receipt.items}
        rowKey={(item) => item.id}
        emptyText={t('common.noItems')}
        renderRow={(item) => ({
          content: (
            <Flex gap={12} align="center">
              <ProductImage src={item.product.imageUrl} width={40} height={40} />
              <Typography.Text style={{ flex: 1 }}>{item.title}</Typography.Text>
              <Typography.Text style={{ whiteSpace: 'nowrap' }}>
                {item.quantity} × {format.usd(item.price)}
              </Typography.Text>
            </Flex>
          ),
        })}
      />
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Button onClick={onBack}>{t('receipt.back')}</Button>
      </Flex>
    </Card>
  );
}
