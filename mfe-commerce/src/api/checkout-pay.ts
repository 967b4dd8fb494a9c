import useSWR, { useSWRConfig } from 'swr';
import type { OrderCreateInput, OrderReceipt, OrderStatus } from '@suite/shared';
import { useApiClient, useApiClientContext } from '@suite/shared/react';

// The customer's side of a checkout: public calls, no session. Keys carry the API origin, not an
// account, so they never mix with the back office's (`useCommerceKey`).

/** A checkout as its buyer sees it; `site`: the asset store the buyer came from (its marketplace fees). */
export function usePublicCheckout(id: string, site?: number) {
  const { client, apiBaseUrl } = useApiClientContext();
  const key = ['checkout-pay', apiBaseUrl, 'checkout', id, site ?? null];
  return useSWR(key, () => client.publicCheckouts.get(site === undefined ? { id } : { id, site }), {
    // Prices are read again right before paying; a focus refetch would only move the page under the customer.
    revalidateOnFocus: false,
  });
}

/** Statuses the receipt stops following: the chain has spoken or the seller has acted. */
const SETTLED: readonly OrderStatus[] = [
  'PaymentConfirmed',
  'TransactionFailed',
  'Finalized',
  'Refunded',
  'Cancelled',
];
export const RECEIPT_POLL_MS = 2_000;

/** The order's receipt, read every 2 s while its payment is pending. */
export function useOrderReceipt(id: string) {
  const { client, apiBaseUrl } = useApiClientContext();
  return useSWR(['checkout-pay', apiBaseUrl, 'receipt', id], () => client.orders.receipt({ id }), {
    refreshInterval: (receipt: OrderReceipt | undefined) =>
      receipt && SETTLED.includes(receipt.status) ? 0 : RECEIPT_POLL_MS,
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
    await mutate(['checkout-pay', apiBaseUrl, 'receipt', id], receipt, { revalidate: false });
    return receipt;
  };
}

/** The protected content of a paid order's digital products, for the holder of its receipt link. */
export function useOrderContent(id: string, token: string | null, paid: boolean) {
  const { client, apiBaseUrl } = useApiClientContext();
  return useSWR(
    token && paid ? ['checkout-pay', apiBaseUrl, 'content', id] : null,
    () => client.orders.content({ id, token: token ?? '' }),
    { revalidateOnFocus: false },
  );
}
