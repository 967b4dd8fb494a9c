import { useState } from 'react';
import { erc20Abi, getAddress } from 'viem';
import { useConnection, useSwitchChain, useWriteContract } from 'wagmi';
import {
  CHECKOUT_LINK_SITE_ID,
  type BuyerDetails,
  type OrderCreateInput,
  type PublicCheckout,
  type StablecoinToken,
} from '@suite/shared';
import { apiErrorMessage, apiErrorStatus } from '@suite/shared/client';
import { usePlaceOrder } from '../../api/checkout-pay';
import { checkoutTotal, toTokenUnits } from './amounts';
import { clearPendingPayment, loadPendingPayment, savePendingPayment } from './pending-payment';
import { paymentErrorMessage } from './wallet-errors';

export type PayStep = 'checking' | 'switching' | 'wallet' | 'recording';

export const PAY_STEP_TEXT: Record<PayStep, string> = {
  checking: 'Checking the prices…',
  switching: 'Approve the network switch in your wallet…',
  wallet: 'Confirm the payment in your wallet…',
  recording: 'Payment sent. Recording your order…',
};

const DECLINED: Record<PayStep, string> = {
  checking: 'The checkout could not be read again. Try again.',
  switching: 'The network switch was declined in your wallet. Nothing was sent.',
  wallet: 'The payment was declined in your wallet. Nothing was sent.',
  recording: 'The order could not be recorded.',
};

export const PRICES_CHANGED_MESSAGE =
  'The prices changed since this page was opened. Check the new total, then pay again.';
export const ALREADY_RECORDED_MESSAGE = 'This payment was already recorded as an order.';

export interface PayRequest {
  chainId: number;
  token: StablecoinToken;
  /** Checked quantities (1–100 each). */
  quantities: Record<string, number>;
  buyer: BuyerDetails;
  /** The total the customer saw; the payment is refused if the server's prices say otherwise. */
  total: string;
}

/**
 * Paying a checkout: read the prices again, switch the wallet's network if needed, send one ERC-20
 * transfer of the exact total to the seller's receiver, then record the order from the hash. A sent
 * payment whose order could not be recorded is kept (in this browser too) until it is.
 */
export function usePayCheckout(options: {
  checkoutId: string;
  refresh: () => Promise<PublicCheckout | undefined>;
  onRecorded: (orderId: string) => void;
}) {
  const { checkoutId, refresh, onRecorded } = options;
  const { address, chainId: walletChainId } = useConnection();
  const { mutateAsync: switchChain } = useSwitchChain();
  const { mutateAsync: writeContract } = useWriteContract();
  const placeOrder = usePlaceOrder();
  const [step, setStep] = useState<PayStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [unrecorded, setUnrecorded] = useState<OrderCreateInput | null>(() => loadPendingPayment(checkoutId));

  async function record(input: OrderCreateInput): Promise<void> {
    setStep('recording');
    setError(null);
    try {
      const order = await placeOrder(input);
      clearPendingPayment(checkoutId);
      setUnrecorded(null);
      onRecorded(order.id);
    } catch (failure) {
      if (apiErrorStatus(failure) === 409 && apiErrorMessage(failure).includes('already used')) {
        clearPendingPayment(checkoutId);
        setUnrecorded(null);
        setError(ALREADY_RECORDED_MESSAGE);
      } else {
        setUnrecorded(input);
        setError(`Your payment was sent, but the order could not be recorded: ${apiErrorMessage(failure)}`);
      }
    } finally {
      setStep(null);
    }
  }

  async function pay(request: PayRequest): Promise<void> {
    if (!address) return;
    setError(null);
    let current: PayStep = 'checking';
    try {
      setStep(current);
      const fresh = await refresh();
      if (!fresh) throw new Error(DECLINED.checking);
      if (fresh.unavailableReason) throw new Error(fresh.unavailableReason);
      if (checkoutTotal(fresh.items, request.quantities) !== request.total)
        throw new Error(PRICES_CHANGED_MESSAGE);
      if (!fresh.receiverAddress) throw new Error('This store has no receiver address.');
      if (walletChainId !== request.chainId) {
        current = 'switching';
        setStep(current);
        await switchChain({ chainId: request.chainId });
      }
      current = 'wallet';
      setStep(current);
      const hash = await writeContract({
        address: request.token.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [getAddress(fresh.receiverAddress), toTokenUnits(request.total, request.token)],
        chainId: request.chainId,
      });
      const input: OrderCreateInput = {
        siteId: CHECKOUT_LINK_SITE_ID,
        checkoutId,
        ...request.buyer,
        sender: address,
        chainId: request.chainId,
        hash,
        tokenAddress: request.token.address,
        items: fresh.items.map((item) => ({
          productId: item.productId,
          quantity: request.quantities[item.productId] ?? item.quantity,
        })),
      };
      savePendingPayment(input);
      await record(input);
    } catch (failure) {
      setStep(null);
      setError(
        current === 'checking' ? apiErrorMessage(failure) : paymentErrorMessage(failure, DECLINED[current]),
      );
    }
  }

  return {
    step,
    error,
    /** A payment sent from this browser whose order is not recorded yet. */
    unrecorded,
    pay,
    retryRecording: () => (unrecorded ? record(unrecorded) : Promise.resolve()),
    dismissUnrecorded: () => {
      clearPendingPayment(checkoutId);
      setUnrecorded(null);
      setError(null);
    },
  };
}
