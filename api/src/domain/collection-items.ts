// What a product collection holds: its items in the owner's order, joined with their products. The
// owner's editor and a site's public collection section read them alike.
import { asc, eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../db';
import { productCollectionItems, products } from '../db/schema';

/** A collection's order: the position the owner gave each item, then the item's id. */
export const collectionOrder = [asc(productCollectionItems.position), asc(productCollectionItems.id)];

/** `columns` of collection items joined with their products; the caller adds its filter and page. */
export function collectionProducts<Columns extends SelectedFields>(
  db: Pick<AppDatabase, 'select'>,
  columns: Columns,
) {
  return db
    .select(columns)
    .from(productCollectionItems)
    .innerJoin(products, eq(products.id, productCollectionItems.productId));
}
