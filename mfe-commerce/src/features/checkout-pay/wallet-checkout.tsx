import { useEffect, useRef, useState } from 'react';
import { Alert } from 'antd';
import type { PublicCheckout, StablecoinToken } from '@suite/shared';
import type { OnPlaced } from './order-in-url';
import { usePayCheckout, type PayRequest, type PayStep } from './use-pay-checkout';
import { WalletPayment } from './wallet-payment';

/** What the customer chose and filled in, checked: everything of a payment but the wallet's part. */
export type CheckedOrder = Omit<PayRequest, 'chainId' | 'token'>;

export interface WalletCheckoutProps {
  checkout: PublicCheckout;
  site: number | undefined;
  /** What the customer pays, fees included; null while a quantity is not valid. */
  due: string | null;
  refresh: () => Promise<PublicCheckout>;
  onPlaced: OnPlaced;
  /** Validates the customer's details and quantities; null (and the errors shown) when they do not hold. */
  checkOrder: () => Promise<CheckedOrder | null>;
  /** The payment's step, so the rest of the page is locked while it runs. */
  onStepChange: (step: PayStep | null) => void;
  /** Puts the API's messages beside the buyer's fields; whether each one was shown there. */
  showBuyerErrors: (fields: Record<string, string>) => boolean;
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
  showBuyerErrors,
}: WalletCheckoutProps) {
  const payment = usePayCheckout({ checkoutId: checkout.id, site, refresh, onPlaced, showBuyerErrors });
  const [checkingDetails, setCheckingDetails] = useState(false);
  const step: PayStep | null = payment.step ?? (checkingDetails ? 'details' : null);
  useEffect(() => onStepChange(step), [step, onStepChange]);

  // One payment per tap: Pay is busy from the tap on, also while the buyer's details are checked
  // (their schema may still be loading), and a tap before it shows so places nothing more.
  const paying = useRef(false);
  async function pay(chainId: number, token: StablecoinToken) {
    if (paying.current) return;
    paying.current = true;
    setCheckingDetails(true);
    try {
      const order = await checkOrder();
      setCheckingDetails(false);
      if (order) await payment.pay({ chainId, token, ...order });
    } finally {
      paying.current = false;
      setCheckingDetails(false);
    }
  }

  return (
    <>
      <WalletPayment
        checkout={checkout}
        total={due}
        step={step}
        onPay={(chainId, token) => void pay(chainId, token)}
      />
      {payment.error && <Alert type="error" showIcon title={payment.error} />}
    </>
  );
}
