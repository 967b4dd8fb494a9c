import type { Product, ProductListQuerySchema, SortOrder } from '@suite/shared';
import { and, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDatabase } from '../../db';
import { listPage, orderBy, pageWindow, textSearch } from '../../db/paging';
import { productCategories, productCollectionItems, productImages, products } from '../../db/schema';
import { normalizeDecimal } from '../../domain/decimal';
import { notFound } from '../../errors';

/**
 * Everything a product answer needs in one statement: the category by join, images and collections as
 * JSON arrays from correlated subqueries (json, not arrays, because both drivers parse it the same way).
 */
const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  price: products.price,
  imageUrl: products.imageUrl,
  publishedAt: products.publishedAt,
  digital: products.digital,
  content: products.content,
  createdAt: products.createdAt,
  categoryId: productCategories.id,
  categoryName: productCategories.name,
  images: sql<
    string[]
  >`coalesce((select json_agg(${productImages.url} order by ${productImages.position}) from ${productImages} where ${productImages.productId} = "products"."id"), '[]'::json)`,
  collections: sql<
    string[]
  >`coalesce((select json_agg(distinct ${productCollectionItems.collectionId}) from ${productCollectionItems} where ${productCollectionItems.productId} = "products"."id"), '[]'::json)`,
};

type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: normalizeDecimal(row.price),
    imageUrl: row.imageUrl,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    category: row.categoryId && row.categoryName ? { id: row.categoryId, name: row.categoryName } : null,
    digital: row.digital,
    content: row.content,
    collections: row.collections,
    images: row.images,
    createdAt: row.createdAt.toISOString(),
  };
}

function selectProducts(db: AppDatabase) {
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId));
}

export async function findProduct(db: AppDatabase, ownerId: string, id: string): Promise<Product> {
  const [row] = await selectProducts(db).where(and(eq(products.id, id), eq(products.ownerId, ownerId)));
  if (!row) throw notFound('product');
  return toProduct(row);
}

type ProductListInput = z.output<typeof ProductListQuerySchema>;

/** The owner's products matching q (name), category and status: the list's filter and the picker's. */
export function productFilter(
  ownerId: string,
  input: Partial<Pick<ProductListInput, 'q' | 'categoryId' | 'status'>>,
): SQL | undefined {
  return and(
    eq(products.ownerId, ownerId),
    textSearch(input.q, products.name),
    input.categoryId ? eq(products.categoryId, input.categoryId) : undefined,
    input.status === 'active' ? isNotNull(products.publishedAt) : undefined,
    input.status === 'inactive' ? isNull(products.publishedAt) : undefined,
  );
}

type ProductSort = SortOrder<'name' | 'price' | 'createdAt' | 'publishedAt'>;

/**
 * The two statements of `GET /products`, built but not run, so the benchmark can run exactly the same
 * SQL through a raw driver.
 */
export function productListQueries(db: AppDatabase, ownerId: string, input: ProductListInput) {
  const where = productFilter(ownerId, input);
  const { offset, limit } = pageWindow(input);
  const sort: ProductSort = input.sort;
  const page = selectProducts(db)
    .where(where)
    .orderBy(
      ...orderBy(
        sort,
        {
          name: products.name,
          price: products.price,
          createdAt: products.createdAt,
          publishedAt: products.publishedAt,
        },
        products.id,
      ),
    )
    .limit(limit)
    .offset(offset);
  const total = db.select({ value: count() }).from(products).where(where);
  return { page, total };
}

export async function listProducts(db: AppDatabase, ownerId: string, input: ProductListInput) {
  const { page, total } = productListQueries(db, ownerId, input);
  const [rows, [totalRow]] = await Promise.all([page, total]);
  return listPage(input, rows.map(toProduct), totalRow?.value ?? 0);
}
