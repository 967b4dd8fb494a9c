import type { CheckoutInput, CheckoutListQuery } from '@suite/shared';
import { useApiClient, useApiResource } from '@suite/shared/react';
import { deleteThenRefetch, useCommerceKey, useRevalidate } from './keys';

export function useCheckouts(query: CheckoutListQuery) {
  const client = useApiClient();
  return useApiResource(useCommerceKey('checkouts', 'list', query), () => client.checkouts.list(query), {
    keepPreviousData: true,
  });
}

export function useCheckout(id: string) {
  const client = useApiClient();
  return useApiResource(useCommerceKey('checkouts', 'detail', id), () => client.checkouts.get({ id }));
}

export function useCheckoutMutations() {
  const client = useApiClient();
  const revalidate = useRevalidate();
  const after = () => revalidate('checkouts');
  return {
    create: async (input: CheckoutInput) => {
      const checkout = await client.checkouts.create(input);
      await after();
      return checkout;
    },
    update: async (id: string, input: CheckoutInput) => {
      await client.checkouts.update({ id, ...input });
      await after();
    },
    remove: (id: string) => deleteThenRefetch(() => client.checkouts.remove({ id }), after),
  };
}
