import { useEffect, useState } from 'react';

const ORDER_PARAM = 'order';
const TOKEN_PARAM = 'receipt';

/** The receipt a page shows: the order, and the secret of its receipt link when this browser has it. */
export interface ReceiptLink {
  orderId: string;
  receiptToken: string | null;
}

/**
 * How a placed order's receipt is shown: `quiet` writes its address without showing it (its payment
 * still in the wallet); `walletError` is why its first payment, from the checkout, did not go through.
 */
interface PlacedOptions {
  quiet?: boolean;
  walletError?: string;
}

/** The order is placed: its receipt's address, and how it is shown. */
export type OnPlaced = (link: ReceiptLink, options?: PlacedOptions) => void;

function readLink(): ReceiptLink | null {
  const orderId = new URLSearchParams(window.location.search).get(ORDER_PARAM);
  if (!orderId) return null;
  const receiptToken = new URLSearchParams(window.location.hash.slice(1)).get(TOKEN_PARAM);
  return { orderId, receiptToken };
}

/**
 * The receipt lives in the page's address: `/c/{id}?order={orderId}#receipt={token}`, so a reload, a
 * bookmark or the receipt e-mail's link shows it again. The token stays in the fragment, which the
 * browser never sends to a server. Written keeping the router's history state, because the page is
 * mounted by hosts with routers of their own; `quiet` writes the address without showing the receipt
 * yet (an order placed, its payment still in the wallet). A receipt replaces the checkout's entry;
 * leaving it pushes a new one, so the browser's Back shows the receipt again: its address may be the
 * only copy of the link, for an order without an e-mail.
 */
export function useReceiptInUrl(): [
  ReceiptLink | null,
  (link: ReceiptLink | null, options?: { quiet?: boolean }) => void,
] {
  const [link, setLink] = useState<ReceiptLink | null>(readLink);
  useEffect(() => {
    const onPop = () => setLink(readLink());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const show = (next: ReceiptLink | null, options: { quiet?: boolean } = {}) => {
    const url = new URL(window.location.href);
    if (next) {
      url.searchParams.set(ORDER_PARAM, next.orderId);
      url.hash = next.receiptToken ? `${TOKEN_PARAM}=${next.receiptToken}` : '';
    } else {
      url.searchParams.delete(ORDER_PARAM);
      url.hash = '';
    }
    if (next) window.history.replaceState(window.history.state, '', url);
    else window.history.pushState(window.history.state, '', url);
    if (!options.quiet) setLink(next);
  };
  return [link, show];
}
