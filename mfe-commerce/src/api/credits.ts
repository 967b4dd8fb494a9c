import { creditsNeededForAnotherOrder, type CreditsTopUpInput } from '@suite/shared';
import { useApiClient, useApiResource } from '@suite/shared/react';
import { useCommerceKey, useRevalidate } from './keys';

export function useCreditsAccount() {
  const client = useApiClient();
  return useApiResource(useCommerceKey('credits', 'account'), () => client.credits.account());
}

/** The query that counts the store's orders awaiting payment (its total is what is read). */
const AWAITING_PAYMENT = { status: 'Pending', limit: 1 } as const;

/**
 * Whether the store's credits cannot cover one more order: 0.5 USD for it and for each order still
 * awaiting payment, each charged when paid (`creditsNeededForAnotherOrder`, the rule the API places
 * orders by); checkouts refuse orders then. Undefined while loading. When the orders awaiting payment
 * cannot be read, the credits alone decide.
 */
export function useCreditsTooLow(): {
  tooLow: boolean | undefined;
  available: string | undefined;
  awaitingPayment: number;
} {
  const client = useApiClient();
  const { data } = useCreditsAccount();
  const awaiting = useApiResource(useCommerceKey('orders', 'list', AWAITING_PAYMENT), () =>
    client.orders.list(AWAITING_PAYMENT),
  );
  const awaitingPayment = awaiting.data?.totalItems ?? 0;
  if (!data || (awaiting.data === undefined && awaiting.error === undefined)) {
    return { tooLow: undefined, available: undefined, awaitingPayment };
  }
  return {
    tooLow: Number(data.creditsAvailable) < creditsNeededForAnotherOrder(awaitingPayment),
    available: data.creditsAvailable,
    awaitingPayment,
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
