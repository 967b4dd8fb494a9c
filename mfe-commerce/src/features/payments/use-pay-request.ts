import { useRef, useState } from 'react';
import type { Hash } from 'viem';
import { useConfig, useConnection } from 'wagmi';
import type { PaymentRequest } from '@suite/shared';
import { useWalletErrorMessage } from '@suite/shared/react';
import { usePayCatalog } from '../checkout-pay/i18n';
import { payRequest, PayRequestFailure, type PayRequestStep } from './pay-request';

/**
 * How a payment ended: paid, or not with what the buyer is told (null: nothing was tried, or the
 * payment was sent and the device waits for the chain, `onSent`).
 */
export type PayOutcome = { paid: true } | { paid: false; error: string | null };

/**
 * What the buyer reads from the tap until the wallet's first prompt (the allowance is read first):
 * `preparing`, then the wallet's steps.
 */
export type WalletPayStep = 'preparing' | PayRequestStep;

/**
 * Paying a payment request from the connected wallet, with its step for the page and a message
 * when the wallet refuses or the chain reverts. `report` tells the API the mined transaction (the
 * API finds it in the proxy's logs by itself too: a failed report loses nothing), and the payment's
 * transaction that reverted (only a report tells the API of it: the order then says Transaction
 * failed, and can still be paid). `onSent` remembers each payment sent, before it is mined: when
 * the wait for the chain then fails (a timeout, the node), nothing is said to be wrong, because the
 * payment may still be mined; the one who remembered it follows it.
 */
export function usePayRequest() {
  const config = useConfig();
  const { t } = usePayCatalog();
  const walletError = useWalletErrorMessage();
  const { address, chainId } = useConnection();
  const [step, setStep] = useState<WalletPayStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  // One payment per tap: a second tap before the button shows busy would send the payment twice.
  const paying = useRef(false);
  const [busy, setBusy] = useState(false);

  async function pay(
    payment: PaymentRequest,
    report: (hash: string) => Promise<unknown>,
    onSent?: (hash: Hash) => void,
  ): Promise<PayOutcome> {
    if (!address || paying.current) return { paid: false, error: null };
    paying.current = true;
    setBusy(true);
    setError(null);
    setStep('preparing');
    // The wallet's step when the payment stopped (mutated by `onStep`, which TypeScript cannot see).
    const at: { step: PayRequestStep } = { step: 'wallet' };
    const onStep = (next: PayRequestStep) => {
      at.step = next;
      setStep(next);
    };
    try {
      const hashes = await payRequest(config, { address, chainId }, payment, onStep, onSent);
      for (const hash of hashes) await report(hash).catch(() => undefined);
      return { paid: true };
    } catch (failure) {
      if (failure instanceof PayRequestFailure && failure.hash)
        await report(failure.hash).catch(() => undefined);
      else if (onSent && at.step === 'mining') return { paid: false, error: null };
      const message =
        failure instanceof PayRequestFailure
          ? t(`payment.failures.${failure.reason}`)
          : walletError(failure, t(`payment.declined.${at.step}`));
      setError(message);
      return { paid: false, error: message };
    } finally {
      paying.current = false;
      setBusy(false);
      setStep(null);
    }
  }

  /** `busy`: a payment is under way, from the tap on (before its first step). */
  return { address, step, busy, error, pay, clearError: () => setError(null) };
}
