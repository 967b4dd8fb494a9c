import { useEffect } from 'react';
import { Alert } from 'antd';
import type { PublicCheckout, StablecoinToken } from '@suite/shared';
import type { ReceiptLink } from './order-in-url';
import { usePayCheckout, type PayRequest, type PayStep } from './use-pay-checkout';
import { WalletPayment } from './wallet-payment';

/** What the customer chose and filled in, checked: everything of a payment but the wallet's part. */
export type CheckedOrder = Omit<PayRequest, 'chainId' | 'token'>;

export interface WalletCheckoutProps {
  checkout: PublicCheckout;
  site: number | undefined;
  /** What the customer pays, fees included; null while a quantity is not valid. */
  due: string | null;
  refresh: () => Promise<PublicCheckout | undefined>;
  onPlaced: (link: ReceiptLink, options?: { quiet?: boolean }) => void;
  /** Validates the customer's details and quantities; null (and the errors shown) when they do not hold. */
  checkOrder: () => Promise<CheckedOrder | null>;
  /** The payment's step, so the rest of the page is locked while it runs. */
  onStepChange: (step: PayStep | null) => void;
}

/**
 * The checkout's wallet side: connect, choose, pay — the part of the pay page whose code (wagmi,
 * viem's clients) loads only when the customer asks to connect a wallet (`WalletGate`).
 */
export default function WalletCheckout({
  checkout,
  site,
  due,
  refresh,
  onPlaced,
  checkOrder,
  onStepChange,
}: WalletCheckoutProps) {
  const payment = usePayCheckout({ checkoutId: checkout.id, site, refresh, onPlaced });
  useEffect(() => onStepChange(payment.step), [payment.step, onStepChange]);

  async function pay(chainId: number, token: StablecoinToken) {
    const order = await checkOrder();
    if (order) await payment.pay({ chainId, token, ...order });
  }

  return (
    <>
      <WalletPayment
        checkout={checkout}
        total={due}
        step={payment.step}
        onPay={(chainId, token) => void pay(chainId, token)}
      />
      {payment.error && <Alert type="error" showIcon title={payment.error} />}
    </>
  );
}
