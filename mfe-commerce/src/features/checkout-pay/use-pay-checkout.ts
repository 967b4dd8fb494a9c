import { useState } from 'react';
import type { BuyerDetails, PublicCheckout, StablecoinToken } from '@suite/shared';
import { CHECKOUT_LINK_SITE_ID, paymentDueUnits } from '@suite/shared/schemas';
import { useApiErrorMessage, useUnavailableReasonText } from '@suite/shared/react';
import { usePlaceOrder, useReportPayment } from '../../api/checkout-pay';
import { usePayCatalog } from './i18n';
import { rememberSentPayment, reportSentPayment } from '../payments/sent-payments';
import { usePayRequest, type WalletPayStep } from '../payments/use-pay-request';
import { checkoutTotal, feesAtTotal, toTokenUnits, totalWithFees } from './amounts';
import type { OnPlaced } from './order-in-url';
import { orderRefusal, orderRefusalText } from './order-refusal';

/**
 * Where paying a checkout is; the page says it as `payment.steps.{step}` (catalog). `details`: the
 * buyer's details are being checked, before anything else.
 */
export type PayStep = 'details' | 'checking' | 'placing' | WalletPayStep;

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
 * unpaid order can be paid from its receipt until it expires), with why the wallet did not pay. Each
 * payment the wallet sends is remembered on this device until it is mined (`sent-payments.ts`): the
 * receipt follows it rather than offering Pay again.
 */
export function usePayCheckout(options: {
  checkoutId: string;
  /** The site whose asset store sold it: the server decides its marketplace fees. */
  site?: number;
  /** Reads the checkout again from the API; rejects when it cannot (never the page's older copy). */
  refresh: () => Promise<PublicCheckout>;
  onPlaced: OnPlaced;
  /** Puts the API's messages beside the buyer's fields; whether each one was shown there. */
  showBuyerErrors?: (fields: Record<string, string>) => boolean;
}) {
  const errorMessage = useApiErrorMessage();
  const unavailableText = useUnavailableReasonText();
  const { checkoutId, site, refresh, onPlaced, showBuyerErrors } = options;
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
      const fresh = await refresh().catch((failure: unknown) => {
        // Paying at the prices this page read earlier is what the read is there to prevent.
        throw new Error(t('pay.readAgainFailed', { error: errorMessage(failure) }));
      });
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
      const orderId = placed.order.id;
      const link = { orderId, receiptToken: placed.receiptToken };
      onPlaced(link, { quiet: true });
      // 'placing' stays until the wallet's own first step: the progress never blanks in between.
      const payment = placed.order.payment;
      // The server decided the fees again when placing: never pay more than the page showed.
      if (payment && paymentDueUnits(payment) !== toTokenUnits(request.due, request.token))
        throw new Error(t('pay.pricesChanged'));
      const outcome = payment
        ? await wallet.pay(
            payment,
            (hash) => reportSentPayment(orderId, hash, reportPayment),
            (hash) => rememberSentPayment(orderId, payment.chainId, hash),
          )
        : null;
      // The receipt follows whatever the wallet did: the order exists, and it is paid again from there
      // (a Pay here would place a second order). What the wallet said shows above the receipt's Pay;
      // a payment sent but not mined yet shows there as such, remembered.
      onPlaced(link, outcome?.paid === false && outcome.error ? { walletError: outcome.error } : {});
    } catch (failure) {
      const refusal = orderRefusal(failure);
      if (refusal) {
        const shownBeside =
          Object.keys(refusal.buyer).length > 0 && (showBuyerErrors?.(refusal.buyer) ?? false);
        setError(orderRefusalText(t, refusal, shownBeside));
      } else setError(errorMessage(failure));
    } finally {
      setStep(null);
    }
  }

  return { step: wallet.step ?? step, error: error ?? wallet.error, pay };
}
