import { MIN_CREDITS_PER_ORDER_USD, type CreditsTopUpInput, type PaymentRequest } from '@suite/shared';
import { useApiClient, useApiResource } from '@suite/shared/react';
import { useCommerceKey, useRevalidate } from './keys';

export function useCreditsAccount() {
  const client = useApiClient();
  return useApiResource(useCommerceKey('credits', 'account'), () => client.credits.account());
}

/**
 * Whether the store's credits cannot cover one more order (0.5 USD each): checkouts refuse orders
 * then. Undefined while loading.
 */
export function useCreditsTooLow(): { tooLow: boolean | undefined; available: string | undefined } {
  const { data } = useCreditsAccount();
  if (!data) return { tooLow: undefined, available: undefined };
  return {
    tooLow: Number(data.creditsAvailable) < Number(MIN_CREDITS_PER_ORDER_USD),
    available: data.creditsAvailable,
  };
}

export function useCreditHistory(page: number, limit: number) {
  const client = useApiClient();
  return useApiResource(
    useCommerceKey('credits', 'history', page, limit),
    () => client.credits.history({ page, limit }),
    {
      keepPreviousData: true,
    },
  );
}

export function useTopUpOptions() {
  const client = useApiClient();
  return useApiResource(useCommerceKey('credits', 'top-up-options'), () => client.credits.topUpOptions());
}

/** Buying credits: open a top-up, tell the API its transaction, and read the credits again once added. */
export function useTopUps() {
  const client = useApiClient();
  const revalidate = useRevalidate();
  return {
    open: (input: CreditsTopUpInput) => client.credits.topUp(input),
    report: (id: string, hash: string) => client.credits.reportTopUpPayment({ id, hash }),
    credited: () => revalidate('credits'),
  };
}

/** How often a followed top-up is read until its credits are added. */
const TOP_UP_POLL_MS = 1_000;

/** A top-up this device paid, read until it is paid (then the credits are added) or settled otherwise. */
export function useTopUp(id: string) {
  const client = useApiClient();
  return useApiResource(useCommerceKey('credits', 'top-up', id), () => client.credits.getTopUp({ id }), {
    refreshInterval: (topUp: PaymentRequest | undefined) => (topUp?.progress === 'paid' ? 0 : TOP_UP_POLL_MS),
  });
}
