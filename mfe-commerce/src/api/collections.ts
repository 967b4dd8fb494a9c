import type { CollectionInput, CollectionListQuery } from '@suite/shared';
import { useApiClient, useApiResource } from '@suite/shared/react';
import { deleteThenRefetch, useCommerceKey, useRevalidate } from './keys';

export function useCollections(query: CollectionListQuery) {
  const client = useApiClient();
  return useApiResource(
    useCommerceKey('collections', 'list', query),
    () => client.productCollections.list(query),
    {
      keepPreviousData: true,
    },
  );
}

export function useCollection(id: string) {
  const client = useApiClient();
  return useApiResource(useCommerceKey('collections', 'detail', id), () =>
    client.productCollections.get({ id }),
  );
}

/** The collection's products with their names (the first 50, as the picker loads). */
export function useCollectionItems(id: string) {
  const client = useApiClient();
  return useApiResource(useCommerceKey('collections', 'items', id), () =>
    client.productCollections.items({ id, page: 0, limit: 50 }),
  );
}

/** Collections change the products' collection lists too. */
export function useCollectionMutations() {
  const client = useApiClient();
  const revalidate = useRevalidate();
  const after = () => revalidate('collections', 'products');
  return {
    create: async (input: CollectionInput) => {
      const collection = await client.productCollections.create(input);
      await after();
      return collection;
    },
    update: async (id: string, input: CollectionInput) => {
      await client.productCollections.update({ id, ...input });
      await after();
    },
    remove: (id: string) => deleteThenRefetch(() => client.productCollections.remove({ id }), after),
    removeMany: (ids: string[]) =>
      deleteThenRefetch(() => client.productCollections.removeMany({ ids }), after),
  };
}
