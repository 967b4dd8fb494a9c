import { Alert, Button, Flex, Typography } from 'antd';
import type { PaymentRequest } from '@suite/shared';
import { useReportPayment } from '../../api/checkout-pay';
import { usePayCatalog } from './i18n';
import { missingWithFees } from '../payments/missing-amount';
import { rememberSentPayment, reportSentPayment } from '../payments/sent-payments';
import { usePayRequest } from '../payments/use-pay-request';
import { ConnectWalletButton } from './connect-wallet';

export interface PayMissingProps {
  orderId: string;
  payment: PaymentRequest;
  /** The stablecoin's symbol (tUSDC). */
  symbol: string;
  /** The buyer tapped Pay: what an earlier attempt said no longer holds. */
  onPay?: () => void;
}

/**
 * Paying what an order still misses from the customer's wallet: all of it, or the rest of a short
 * payment. Each payment sent is remembered until mined: the receipt then follows it instead of this.
 */
export default function PayMissing({ orderId, payment, symbol, onPay }: PayMissingProps) {
  const { t } = usePayCatalog();
  const wallet = usePayRequest();
  const report = useReportPayment();
  const missing = `${missingWithFees(payment)} ${symbol}`;
  if (!wallet.address) {
    return (
      <Flex vertical gap={8} align="center">
        <Typography.Text>{t('receipt.connectToPay', { amount: missing })}</Typography.Text>
        <ConnectWalletButton />
      </Flex>
    );
  }
  return (
    <Flex vertical gap={8} align="center">
      <Button
        type="primary"
        size="large"
        loading={wallet.busy}
        onClick={() => {
          onPay?.();
          void wallet.pay(
            payment,
            (hash) => reportSentPayment(orderId, hash, report),
            (hash) => rememberSentPayment(orderId, payment.chainId, hash),
          );
        }}
      >
        {payment.progress === 'underpaid'
          ? t('receipt.payMissing', { amount: missing })
          : t('pay.payAmount', { amount: missing })}
      </Button>
      {wallet.step && (
        <Typography.Text type="secondary" role="status">
          {t(`payment.steps.${wallet.step}`)}
        </Typography.Text>
      )}
      {wallet.error && <Alert type="error" showIcon title={wallet.error} />}
    </Flex>
  );
}
