import { useEffect, useState } from 'react';

const ORDER_PARAM = 'order';
const TOKEN_PARAM = 'receipt';

/** The receipt a page shows: the order, and the secret of its receipt link when this browser has it. */
export interface ReceiptLink {
  orderId: string;
  receiptToken: string | null;
}

function readLink(): ReceiptLink | null {
  const orderId = new URLSearchParams(window.location.search).get(ORDER_PARAM);
  if (!orderId) return null;
  const receiptToken = new URLSearchParams(window.location.hash.slice(1)).get(TOKEN_PARAM);
  return { orderId, receiptToken };
}

/**
 * The receipt lives in the page's address: `/c/{id}?order={orderId}#receipt={token}`, so a reload, a
 * bookmark or the receipt e-mail's link shows it again. The token stays in the fragment, which the
 * browser never sends to a server. Written with `replaceState` (keeping the router's history state),
 * because the page is mounted by hosts with routers of their own; `quiet` writes the address without
 * showing the receipt yet (an order placed, its payment still in the wallet).
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
    window.history.replaceState(window.history.state, '', url);
    if (!options.quiet) setLink(next);
  };
  return [link, show];
}
