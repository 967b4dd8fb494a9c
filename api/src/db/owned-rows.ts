// Rows that belong to a user (an `owner_id`): deleting the caller's own by id, where another user's
// id, one that does not exist or one that is not even a uuid deletes nothing.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { uuidsOnly } from './ids';
import type { AppDatabase } from './index';
import { checkouts, productCategories, productCollections, products } from './schema';

/** The tables whose rows are deleted by id, one or many at once. */
type OwnedTable = typeof products | typeof productCategories | typeof productCollections | typeof checkouts;

/** Deletes the owner's rows among `ids` (and, when given, only those `also` holds for) and answers how many went. */
export async function deleteOwned(
  db: Pick<AppDatabase, 'delete'>,
  table: OwnedTable,
  ownerId: string,
  ids: readonly string[],
  also?: SQL,
): Promise<number> {
  const valid = uuidsOnly(ids);
  if (valid.length === 0) return 0;
  const deleted = await db
    .delete(table)
    .where(and(inArray(table.id, valid), eq(table.ownerId, ownerId), also))
    .returning({ id: table.id });
  return deleted.length;
}
