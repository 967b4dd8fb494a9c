import type { CollectionInput, CollectionListQuery } from '@suite/shared';
import { useApiClient, useApiResource } from '@suite/shared/react';
import { useCommerceKey, useRevalidate } from './keys';

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
    remove: async (id: string) => {
      await client.productCollections.remove({ id });
      await after();
    },
    removeMany: async (ids: string[]) => {
      await client.productCollections.removeMany({ ids });
      await after();
    },
  };
}
