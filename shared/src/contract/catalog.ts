import { oc } from '@orpc/contract';
import * as z from 'zod/v4';
import {
  CategoryInputSchema,
  CategoryListQuerySchema,
  CategoryPageSchema,
  CategorySchema,
  CollectionInputSchema,
  CollectionItemsPageSchema,
  CollectionItemsQuerySchema,
  CollectionListQuerySchema,
  CollectionPageSchema,
  CollectionPickPageSchema,
  CollectionSchema,
  BySiteQuerySchema,
  EntityIdSchema,
  ProductCreateSchema,
  ProductImagesSchema,
  ProductListQuerySchema,
  ProductPageSchema,
  ProductSchema,
  ProductSearchPageSchema,
  ProductSearchQuerySchema,
  ProductUpdateSchema,
} from '../schemas/catalog';
import { DeletedCountSchema } from '../schemas/orders';
import { IdsBodySchema } from '../schemas/paging';

const ById = z.object({ id: EntityIdSchema });

const category = oc.route({ tags: ['Product categories'] });
export const productCategoriesContract = {
  list: category
    .route({
      method: 'GET',
      path: '/product-category',
      summary: 'A page of the categories, with product counts',
    })
    .input(CategoryListQuerySchema)
    .output(CategoryPageSchema),
  create: category
    .route({ method: 'POST', path: '/product-category', summary: 'Create a category' })
    .input(CategoryInputSchema)
    .output(CategorySchema),
  update: category
    .route({ method: 'PUT', path: '/product-category/{id}', summary: 'Rename a category' })
    .input(ById.extend(CategoryInputSchema.shape))
    .output(CategorySchema),
  remove: category
    .route({
      method: 'DELETE',
      path: '/product-category/{id}',
      summary: 'Delete a category (its products become uncategorised)',
    })
    .input(ById)
    .output(DeletedCountSchema),
  removeMany: category
    .route({
      method: 'DELETE',
      path: '/product-category',
      summary: "Delete the caller's categories by ids: all of them, or none and 404",
    })
    .input(IdsBodySchema)
    .output(DeletedCountSchema),
};

const product = oc.route({ tags: ['Products'] });
export const productsContract = {
  list: product
    .route({
      method: 'GET',
      path: '/products',
      summary:
        'A page of the products: q searches the name; filter by categoryId and status; sort by any column',
    })
    .input(ProductListQuerySchema)
    .output(ProductPageSchema),
  search: product
    .route({
      method: 'GET',
      path: '/products/search',
      summary:
        'Product picker search (id, name, imageUrl, priceCents, publishedAt), at most 10 per page; status filters active or inactive',
    })
    .input(ProductSearchQuerySchema)
    .output(ProductSearchPageSchema),
  create: product
    .route({
      method: 'POST',
      path: '/products',
      summary: 'Create a product (price 0.01 and inactive by default)',
    })
    .input(ProductCreateSchema)
    .output(ProductSchema),
  get: product
    .route({ method: 'GET', path: '/products/{id}', summary: 'One product, with its protected content' })
    .input(ById)
    .output(ProductSchema),
  update: product
    .route({
      method: 'PUT',
      path: '/products/{id}',
      summary: 'Change the fields sent (publishedAt alone toggles visibility)',
    })
    .input(ById.extend(ProductUpdateSchema.shape))
    .output(ProductSchema),
  remove: product
    .route({
      method: 'DELETE',
      path: '/products/{id}',
      summary: 'Delete a product; one in a checkout is refused with 409 naming the checkouts',
    })
    .input(ById)
    .output(DeletedCountSchema),
  removeMany: product
    .route({
      method: 'DELETE',
      path: '/products',
      summary:
        "Delete the caller's products by ids: all of them, or none (404; 409 when one is in a checkout)",
    })
    .input(IdsBodySchema)
    .output(DeletedCountSchema),
  duplicate: product
    .route({
      method: 'POST',
      path: '/products/{id}/duplicate',
      summary: 'Copy a product with its images and collections, as inactive',
    })
    .input(ById)
    .output(ProductSchema),
  images: product
    .route({ method: 'GET', path: '/products/{id}/images', summary: "The product's images, in order" })
    .input(ById)
    .output(ProductImagesSchema),
  setImages: product
    .route({ method: 'POST', path: '/products/{id}/images', summary: 'Replace the images (at most 8 URLs)' })
    .input(ById.extend(ProductImagesSchema.shape))
    .output(ProductImagesSchema),
};

const collection = oc.route({ tags: ['Product collections'] });
export const productCollectionsContract = {
  list: collection
    .route({ method: 'GET', path: '/product-collections', summary: 'A page of the product collections' })
    .input(CollectionListQuerySchema)
    .output(CollectionPageSchema),
  bySite: collection
    .route({
      method: 'GET',
      path: '/product-collections/by-site/{siteId}',
      summary: "The collection picker of a site's editor (id, name)",
    })
    .input(BySiteQuerySchema)
    .output(CollectionPickPageSchema),
  create: collection
    .route({ method: 'POST', path: '/product-collections', summary: 'Create a collection of products' })
    .input(CollectionInputSchema)
    .output(CollectionSchema),
  get: collection
    .route({ method: 'GET', path: '/product-collections/{id}', summary: 'One collection' })
    .input(ById)
    .output(CollectionSchema),
  update: collection
    .route({
      method: 'PUT',
      path: '/product-collections/{id}',
      summary: 'Rename a collection and set its products',
    })
    .input(ById.extend(CollectionInputSchema.shape))
    .output(CollectionSchema),
  remove: collection
    .route({ method: 'DELETE', path: '/product-collections/{id}', summary: 'Delete a collection' })
    .input(ById)
    .output(DeletedCountSchema),
  removeMany: collection
    .route({
      method: 'DELETE',
      path: '/product-collections',
      summary: "Delete the caller's collections by ids: all of them, or none and 404",
    })
    .input(IdsBodySchema)
    .output(DeletedCountSchema),
  items: collection
    .route({
      method: 'GET',
      path: '/product-collections/{id}/items',
      summary: "A page of the collection's products, in order",
    })
    .input(ById.extend(CollectionItemsQuerySchema.shape))
    .output(CollectionItemsPageSchema),
};
