import { MIN_CREDITS_PER_ORDER_USD, type CreditsTopUpInput } from '@suite/shared';
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

/** Buying credits: open a top-up, tell the API the transaction, follow it until credited. */
export function useTopUps() {
  const client = useApiClient();
  const revalidate = useRevalidate();
  return {
    open: (input: CreditsTopUpInput) => client.credits.topUp(input),
    report: (id: string, hash: string) => client.credits.reportTopUpPayment({ id, hash }),
    read: (id: string) => client.credits.getTopUp({ id }),
    credited: () => revalidate('credits'),
  };
}
