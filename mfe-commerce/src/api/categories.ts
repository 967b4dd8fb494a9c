import type { CategoryInput, CategoryListQuery } from '@suite/shared';
import { useApiClient, useApiResource } from '@suite/shared/react';
import { deleteThenRefetch, useCommerceKey, useRevalidate } from './keys';

export function useCategories(query: CategoryListQuery) {
  const client = useApiClient();
  return useApiResource(
    useCommerceKey('categories', 'list', query),
    () => client.productCategories.list(query),
    {
      keepPreviousData: true,
    },
  );
}

/** Categories change product lists too (a deleted one leaves its products uncategorised). */
export function useCategoryMutations() {
  const client = useApiClient();
  const revalidate = useRevalidate();
  const after = () => revalidate('categories', 'products');
  return {
    create: async (input: CategoryInput) => {
      const category = await client.productCategories.create(input);
      await after();
      return category;
    },
    rename: async (id: string, input: CategoryInput) => {
      await client.productCategories.update({ id, ...input });
      await after();
    },
    remove: (id: string) => deleteThenRefetch(() => client.productCategories.remove({ id }), after),
    removeMany: (ids: string[]) =>
      deleteThenRefetch(() => client.productCategories.removeMany({ ids }), after),
  };
}
