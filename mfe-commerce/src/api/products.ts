import type {
  Product,
  ProductCreateInput,
  ProductListQuery,
  ProductSearchQuery,
  ProductUpdateInput,
} from '@suite/shared';
import { useApiClient, useApiResource } from '@suite/shared/react';
import { deleteThenRefetch, useCommerceKey, useRevalidate } from './keys';

/** The products list is stale after 1 second (seed §9). */
export function useProducts(query: ProductListQuery) {
  const client = useApiClient();
  return useApiResource(useCommerceKey('products', 'list', query), () => client.products.list(query), {
    keepPreviousData: true,
    dedupingInterval: 1000,
  });
}

/** One page (10) of the picker search, `GET /products/search`: every product, active or not. */
export function useProductSearch(query: ProductSearchQuery) {
  const client = useApiClient();
  return useApiResource(useCommerceKey('products', 'search', query), () => client.products.search(query), {
    keepPreviousData: true,
  });
}

export function useProduct(id: string | undefined) {
  const client = useApiClient();
  const key = useCommerceKey('products', 'detail', id);
  return useApiResource(id ? key : null, () => client.products.get({ id: id ?? '' }));
}

/**
 * A product was created, but its images were not saved (`cause` says why): it exists, so saving
 * again updates `product` — creating again would make a second product.
 */
export class ProductImagesNotSaved extends Error {
  readonly product: Product;
  constructor(product: Product, cause: unknown) {
    super('The product was created, but its images were not saved', { cause });
    this.name = 'ProductImagesNotSaved';
    this.product = product;
  }
}

export function useProductMutations() {
  const client = useApiClient();
  const revalidate = useRevalidate();
  // Product changes move category counts and collection contents as well.
  const after = () => revalidate('products', 'categories', 'collections');
  return {
    /** Creates the product, then sets its images: `ProductImagesNotSaved` when only the first worked. */
    create: async (input: ProductCreateInput, images: string[]) => {
      const product = await client.products.create(input);
      try {
        if (images.length > 0) await client.products.setImages({ id: product.id, images });
      } catch (cause) {
        await after().catch(() => undefined);
        throw new ProductImagesNotSaved(product, cause);
      }
      await after();
      return product;
    },
    update: async (id: string, input: ProductUpdateInput, images?: string[]) => {
      const product = await client.products.update({ id, ...input });
      if (images) await client.products.setImages({ id, images });
      await after();
      return product;
    },
    setVisibility: async (id: string, active: boolean) => {
      await client.products.update({ id, publishedAt: active ? new Date().toISOString() : null });
      await after();
    },
    duplicate: async (id: string) => {
      const product = await client.products.duplicate({ id });
      await after();
      return product;
    },
    remove: (id: string) => deleteThenRefetch(() => client.products.remove({ id }), after),
    removeMany: (ids: string[]) => deleteThenRefetch(() => client.products.removeMany({ ids }), after),
  };
}
