import type { CollectionInput, CollectionListQuery } from '@suite/shared';
import { useApiClient, useApiResource } from '@suite/shared/react';
import { readAllPages } from './all-pages';
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

/**
 * The names of these collections, each read by its id: those a picker must name that are not on the
 * page of collections it read (a product's collections past the first 50). None asked, none read.
 */
export function useCollectionNames(ids: readonly string[]) {
  const client = useApiClient();
  const sorted = [...ids].sort();
  const key = useCommerceKey('collections', 'names', sorted);
  return useApiResource(sorted.length === 0 ? null : key, () =>
    Promise.all(
      sorted.map(async (id) => {
        const { name } = await client.productCollections.get({ id });
        return { id, name };
      }),
    ),
  );
}

export function useCollection(id: string) {
  const client = useApiClient();
  return useApiResource(useCommerceKey('collections', 'detail', id), () =>
    client.productCollections.get({ id }),
  );
}

/** Every product of the collection with its name, image and price (a collection holds up to 500). */
export function useCollectionItems(id: string) {
  const client = useApiClient();
  return useApiResource(useCommerceKey('collections', 'items', id), () =>
    readAllPages((page, limit) => client.productCollections.items({ id, page, limit })),
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
