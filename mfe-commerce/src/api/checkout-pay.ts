import useSWR from 'swr';
import type { OrderCreateInput, OrderReceipt, OrderStatus } from '@suite/shared';
import { useApiClient, useApiClientContext } from '@suite/shared/react';

// The customer's side of a checkout: public calls, no session. Keys carry the API origin, not an
// account, so they never mix with the back office's (`useCommerceKey`).

export function usePublicCheckout(id: string) {
  const { client, apiBaseUrl } = useApiClientContext();
  return useSWR(['checkout-pay', apiBaseUrl, 'checkout', id], () => client.publicCheckouts.get({ id }), {
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
