import { useState } from 'react';
import type { BuyerDetails, PublicCheckout, StablecoinToken } from '@suite/shared';
import { CHECKOUT_LINK_SITE_ID, paymentDueUnits } from '@suite/shared/schemas';
import { useApiErrorMessage, useUnavailableReasonText } from '@suite/shared/react';
import { usePlaceOrder, useReportPayment } from '../../api/checkout-pay';
import { usePayCatalog } from './i18n';
import type { PayRequestStep } from '../payments/pay-request';
import { usePayRequest } from '../payments/use-pay-request';
import { checkoutTotal, feesAtTotal, toTokenUnits, totalWithFees } from './amounts';
import type { OnPlaced } from './order-in-url';

/**
 * Where paying a checkout is; the page says it as `payment.steps.{step}` (catalog). `details`: the
 * buyer's details are being checked, before anything else.
 */
export type PayStep = 'details' | 'checking' | 'placing' | PayRequestStep;

export interface PayRequest {
  chainId: number;
  token: StablecoinToken;
  /** Checked quantities (1–100 each). */
  quantities: Record<string, number>;
  buyer: BuyerDetails;
  /** The price total the customer saw; nothing is placed if the server's prices say otherwise. */
  total: string;
  /** What the customer saw they pay, marketplace fees included; nothing is paid if the order says otherwise. */
  due: string;
}

/**
 * Paying a checkout: read the prices again, place the order (which gives its payment request and the
 * receipt link's secret), then pay the request from the wallet through the payment proxy, carrying the
 * order's reference. The receipt's address is written as soon as the order exists, so a reload or a
 * closed wallet prompt never loses it; the receipt is shown once the wallet is done, paid or not (an
 * unpaid order can be paid from its receipt until it expires), with why the wallet did not pay.
 */
export function usePayCheckout(options: {
  checkoutId: string;
  /** The site whose asset store sold it: the server decides its marketplace fees. */
  site?: number;
  refresh: () => Promise<PublicCheckout | undefined>;
  onPlaced: OnPlaced;
}) {
  const errorMessage = useApiErrorMessage();
  const unavailableText = useUnavailableReasonText();
  const { checkoutId, site, refresh, onPlaced } = options;
  const { t } = usePayCatalog();
  const placeOrder = usePlaceOrder();
  const reportPayment = useReportPayment();
  const wallet = usePayRequest();
  const [step, setStep] = useState<'checking' | 'placing' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function pay(request: PayRequest): Promise<void> {
    const payer = wallet.address;
    if (!payer) return;
    setError(null);
    wallet.clearError();
    try {
      setStep('checking');
      const fresh = await refresh();
      if (!fresh) throw new Error(t('pay.readAgainFailed'));
      if (fresh.unavailableReason) throw new Error(unavailableText(fresh.unavailableReason));
      const freshTotal = checkoutTotal(fresh.items, request.quantities);
      if (freshTotal !== request.total) throw new Error(t('pay.pricesChanged'));
      if (totalWithFees(freshTotal, feesAtTotal(freshTotal, fresh.marketplaceFees)) !== request.due)
        throw new Error(t('pay.pricesChanged'));
      setStep('placing');
      const placed = await placeOrder({
        siteId: site === undefined ? CHECKOUT_LINK_SITE_ID : String(site),
        checkoutId,
        ...(site === undefined ? {} : { marketplaceSiteId: site }),
        // The NFT of the site's listing: the order names it (and is refused once it is sold).
        ...(fresh.listing ? { listingTokenId: fresh.listing.tokenId } : {}),
        ...request.buyer,
        sender: payer,
        chainId: request.chainId,
        tokenAddress: request.token.address,
        items: fresh.items.map((item) => ({
          productId: item.productId,
          quantity: request.quantities[item.productId] ?? item.quantity,
        })),
      });
      const link = { orderId: placed.order.id, receiptToken: placed.receiptToken };
      onPlaced(link, { quiet: true });
      setStep(null);
      const payment = placed.order.payment;
      // The server decided the fees again when placing: never pay more than the page showed.
      if (payment && paymentDueUnits(payment) !== toTokenUnits(request.due, request.token))
        throw new Error(t('pay.pricesChanged'));
      const outcome = payment
        ? await wallet.pay(payment, (hash) => reportPayment(placed.order.id, hash))
        : null;
      // The receipt follows whatever the wallet did: the order exists, and it is paid again from there
      // (a Pay here would place a second order). What the wallet said shows above the receipt's Pay.
      onPlaced(link, outcome?.paid === false && outcome.error ? { walletError: outcome.error } : {});
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setStep(null);
    }
  }

  return { step: step ?? wallet.step, error: error ?? wallet.error, pay };
}
