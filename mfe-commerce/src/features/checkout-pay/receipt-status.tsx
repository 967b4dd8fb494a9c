import Result from 'antd/es/result';
import Progress from 'antd/es/progress';
import { Flex } from 'antd';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import type { OrderReceipt } from '@suite/shared';
import { useChainName, useFormat } from '@suite/shared/react';
import { usePayCatalog } from './i18n';
import { useFailureReasonText } from '../payments/failure-reason';
import { missingWithFees } from '../payments/missing-amount';

function ConfirmationsProgress({ receipt }: { receipt: OrderReceipt }) {
  const { t } = usePayCatalog();
  const chainName = useChainName();
  const done = Math.min(receipt.confirmations, receipt.requiredConfirmations);
  return (
    <Flex vertical align="center" gap={8}>
      <span>
        {t('receipt.confirmations', {
          network: chainName(receipt.chainId),
          done,
          required: receipt.requiredConfirmations,
        })}
      </span>
      <Progress
        percent={Math.round((100 * done) / receipt.requiredConfirmations)}
        showInfo={false}
        style={{ maxWidth: 280 }}
        aria-label={t('receipt.confirmationsLabel')}
      />
    </Flex>
  );
}

/** Where the order is, as its receipt's headline: its payment, or what the seller did. */
export function StatusResult({ receipt, symbol }: { receipt: OrderReceipt; symbol: string }) {
  const format = useFormat();
  const { t } = usePayCatalog();
  const failureText = useFailureReasonText();
  const chainName = useChainName();
  const title = t(`orderStatus.${receipt.status}`);
  const network = chainName(receipt.chainId);
  const progress = receipt.payment?.progress;
  switch (receipt.status) {
    case 'Pending':
      if (progress === 'underpaid') {
        return (
          <Result
            status="warning"
            title={t('receipt.partlyArrived')}
            subTitle={
              receipt.payment && receipt.payment.missingAmount === '0'
                ? t('receipt.feesShort', { missing: missingWithFees(receipt.payment), symbol })
                : t('receipt.underpaid', {
                    received: receipt.payment?.receivedAmount ?? '0',
                    amount: receipt.amount,
                    missing: receipt.payment ? missingWithFees(receipt.payment) : '',
                    symbol,
                  })
            }
          />
        );
      }
      if (progress === 'confirming') {
        return (
          <Result
            icon={<LoadingOutlined aria-hidden />}
            title={title}
            subTitle={<ConfirmationsProgress receipt={receipt} />}
          />
        );
      }
      return (
        <Result
          icon={<LoadingOutlined aria-hidden />}
          title={t('receipt.awaitingTitle')}
          subTitle={
            receipt.payment
              ? t('receipt.awaitingUntil', { network, date: format.dateTime(receipt.payment.expiresAt) })
              : t('receipt.awaiting', { network })
          }
        />
      );
    case 'PaymentConfirmed':
    case 'Finalized':
      return (
        <Result
          status="success"
          title={t('receipt.confirmedTitle')}
          subTitle={t('receipt.confirmed', { network })}
        />
      );
    case 'TransactionFailed':
      return (
        <Result
          status="error"
          title={title}
          // The reason names the transaction: its hash wraps on a phone.
          subTitle={
            <span style={{ overflowWrap: 'anywhere' }}>
              {failureText(receipt) ?? t('payment.notVerified')}
            </span>
          }
        />
      );
    case 'Refunded':
      return (
        <Result
          status="warning"
          title={title}
          subTitle={
            receipt.refundReason
              ? t('receipt.refundedBecause', { reason: receipt.refundReason })
              : t('receipt.refunded')
          }
        />
      );
    case 'Cancelled':
      return (
        <Result
          status="warning"
          title={title}
          subTitle={
            // A payment that reached it after all came after the seller cancelled it (ADR 0038).
            (receipt.payment?.payments.length ?? 0) > 0
              ? t('receipt.paidAfterCancel')
              : (failureText(receipt) ?? t('receipt.changed'))
          }
        />
      );
  }
}
