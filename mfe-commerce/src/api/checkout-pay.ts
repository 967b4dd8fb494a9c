import { useSWRConfig } from 'swr';
import type { OrderCreateInput, OrderReceipt, OrderStatus } from '@suite/shared';
import {
  resourceKey,
  useApiClient,
  useApiClientContext,
  useApiResource,
  usePublicResourceKey,
} from '@suite/shared/react';

// The customer's side of a checkout: public calls, no session. Their keys are public ones (no
// account) of their own scope, so they never mix with the back office's (`useCommerceKey`).
const SCOPE = 'checkout-pay';

/** The key and the call of a checkout as its buyer sees it (see `usePublicCheckout`). */
function usePublicCheckoutCall(id: string, site?: number, token?: string) {
  const client = useApiClient();
  const key = usePublicResourceKey(SCOPE, 'checkout', id, site ?? null, token ?? null);
  const query = { id, ...(site === undefined ? {} : { site }), ...(token === undefined ? {} : { token }) };
  return { key, read: () => client.publicCheckouts.get(query) };
}

/**
 * A checkout as its buyer sees it; `site`: the asset store the buyer came from (its marketplace fees),
 * `token`: the NFT of its listing the buyer came for (the checkout's `listing`).
 */
export function usePublicCheckout(id: string, site?: number, token?: string) {
  const { key, read } = usePublicCheckoutCall(id, site, token);
  return useApiResource(key, read, {
    // Prices are read again right before paying; a focus refetch would only move the page under the customer.
    revalidateOnFocus: false,
  });
}

/**
 * Reads the checkout again, right before paying, and rejects with why it could not. Not swr's
 * `mutate()`, which answers the copy it already has when the read fails: paying at those prices is
 * what this read is there to prevent.
 */
export function useReadCheckoutAgain(id: string, site?: number, token?: string) {
  const { key, read } = usePublicCheckoutCall(id, site, token);
  const { mutate } = useSWRConfig();
  return async () => {
    const fresh = await read();
    await mutate(key, fresh, { revalidate: false });
    return fresh;
  };
}

/**
 * How the site the buyer came from looks to its visitors (its theme and footer): the pay page wears
 * it, as the site's own pages do. None without a site.
 */
export function useSiteLookOf(site: number | undefined) {
  const client = useApiClient();
  const key = usePublicResourceKey(SCOPE, 'look', site ?? null);
  return useApiResource(
    site === undefined ? null : key,
    () => client.siteContent.look({ siteId: site ?? 0 }),
    {
      revalidateOnFocus: false,
    },
  );
}

/** Statuses the receipt stops following: the chain has spoken or the seller has acted. */
const SETTLED: readonly OrderStatus[] = ['PaymentConfirmed', 'Finalized', 'Refunded', 'Cancelled'];
const RECEIPT_POLL_MS = 2_000;

/** Whether the receipt may still change by itself: a payment may still arrive, or be confirmed. */
function stillOpen(receipt: OrderReceipt): boolean {
  if (SETTLED.includes(receipt.status)) return false;
  // A failed transaction: the order can still be paid until its time is up.
  return receipt.status !== 'TransactionFailed' || receipt.payment?.progress === 'awaiting';
}

/** The order's receipt, read every 2 s while its payment may still arrive. */
export function useOrderReceipt(id: string) {
  const client = useApiClient();
  return useApiResource(usePublicResourceKey(SCOPE, 'receipt', id), () => client.orders.receipt({ id }), {
    refreshInterval: (receipt: OrderReceipt | undefined) =>
      receipt && !stillOpen(receipt) ? 0 : RECEIPT_POLL_MS,
  });
}

export function usePlaceOrder() {
  const client = useApiClient();
  return (input: OrderCreateInput) => client.orders.create(input);
}

/** Tells the API the transaction that paid an order; it answers the receipt as the chain shows it. */
export function useReportPayment() {
  const { client, apiBaseUrl } = useApiClientContext();
  const { mutate } = useSWRConfig();
  return async (id: string, hash: string) => {
    const receipt = await client.orders.reportPayment({ id, hash });
    await mutate(resourceKey(SCOPE, apiBaseUrl, null, 'receipt', id), receipt, { revalidate: false });
    return receipt;
  };
}

/** The protected content of a paid order's digital products, for the holder of its receipt link. */
export function useOrderContent(id: string, token: string | null, paid: boolean) {
  const client = useApiClient();
  const key = usePublicResourceKey(SCOPE, 'content', id);
  return useApiResource(token && paid ? key : null, () => client.orders.content({ id, token: token ?? '' }), {
    revalidateOnFocus: false,
  });
}
