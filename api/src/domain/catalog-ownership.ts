// References to the owner's catalog: the categories, products and collections a product, a collection
// or a checkout names must be the owner's own (another user's is refused like a missing one).
import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../db';
import { productCategories, productCollectionItems, productCollections, products } from '../db/schema';
import { invalidInput } from '../errors';

/** A transaction or the database: both run the same queries. */
type Queryable = Pick<AppDatabase, 'select' | 'insert' | 'delete'>;

/** Where a kind of record is and whose it is: its table, and its id and owner columns. */
export interface OwnedRecords {
  table: PgTable;
  id: PgColumn;
  owner: PgColumn;
}

/**
 * Which of `ids` are records of the owner's, in one query (`also` narrows them further); another
 * user's id is answered like a missing one, so a caller reports both the same way, on its field.
 */
export async function ownedAmong(
  db: Pick<AppDatabase, 'select'>,
  records: OwnedRecords,
  ownerId: string,
  ids: readonly (string | number)[],
  also?: SQL,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: records.id })
    .from(records.table)
    .where(and(inArray(records.id, [...ids]), eq(records.owner, ownerId), also));
  return new Set(rows.map((row) => String(row.id)));
}

const PRODUCTS: OwnedRecords = { table: products, id: products.id, owner: products.ownerId };
const COLLECTIONS: OwnedRecords = {
  table: productCollections,
  id: productCollections.id,
  owner: productCollections.ownerId,
};

export async function assertOwnCategory(
  db: Queryable,
  ownerId: string,
  categoryId: string | null | undefined,
) {
  if (!categoryId) return;
  const [row] = await db
    .select({ id: productCategories.id })
    .from(productCategories)
    .where(and(eq(productCategories.id, categoryId), eq(productCategories.ownerId, ownerId)));
  if (!row) throw invalidInput({ categoryId: 'Unknown category' });
}

/** `fieldOf(index)` names the failing entry, e.g. `items.3.productId`. */
export async function assertOwnProducts(
  db: Queryable,
  ownerId: string,
  productIds: readonly string[],
  fieldOf: (index: number) => string,
) {
  const owned = await ownedAmong(db, PRODUCTS, ownerId, productIds);
  const fields: Record<string, string> = {};
  productIds.forEach((id, index) => {
    if (!owned.has(id)) fields[fieldOf(index)] = 'Unknown product';
  });
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
}

export async function assertOwnCollections(db: Queryable, ownerId: string, collectionIds: readonly string[]) {
  const owned = await ownedAmong(db, COLLECTIONS, ownerId, collectionIds);
  const fields: Record<string, string> = {};
  collectionIds.forEach((id, index) => {
    if (!owned.has(id)) fields[`collections.${index}`] = 'Unknown collection';
  });
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
}

/** Makes the product a member of exactly these (already checked) collections; a new membership goes last. */
export async function setProductCollections(
  db: Queryable,
  ownerId: string,
  productId: string,
  collectionIds: readonly string[],
) {
  const unique = [...new Set(collectionIds)];
  await db
    .delete(productCollectionItems)
    .where(
      and(
        eq(productCollectionItems.productId, productId),
        unique.length > 0 ? notInArray(productCollectionItems.collectionId, unique) : undefined,
      ),
    );
  const present = await db
    .select({ collectionId: productCollectionItems.collectionId })
    .from(productCollectionItems)
    .where(eq(productCollectionItems.productId, productId));
  const missing = unique.filter((id) => !present.some((row) => row.collectionId === id));
  if (missing.length === 0) return;
  await db.insert(productCollectionItems).values(
    missing.map((collectionId) => ({
      collectionId,
      productId,
      ownerId,
      position: sql<number>`(select coalesce(max(${productCollectionItems.position}) + 1, 0) from ${productCollectionItems} where ${productCollectionItems.collectionId} = ${collectionId})`,
    })),
  );
}
