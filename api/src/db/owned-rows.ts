// Rows that belong to a user (an `owner_id`), deleted by id, one or many at once: all or nothing, so
// another user's id, one that does not exist or one that is not even a uuid answers 404 and deletes
// nothing (a bulk delete is not a way to learn which ids are someone else's, nor half done).
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { NotFoundSubject } from '@suite/shared';
import { notFound } from '../errors';
import { isUuid } from './ids';
import type { AppDatabase } from './index';
import { checkouts, productCategories, productCollections, products } from './schema';

/** The tables whose rows are deleted by id, one or many at once. */
type OwnedTable = typeof products | typeof productCategories | typeof productCollections | typeof checkouts;

/**
 * Deletes the rows `ids` of `ownerId` (each of them, and only where `also` holds when given) and
 * answers how many went; throws 404 naming `what`, having deleted nothing, unless every one is there.
 */
export async function deleteOwned(
  db: Pick<AppDatabase, 'transaction'>,
  table: OwnedTable,
  what: NotFoundSubject,
  ownerId: string,
  ids: readonly string[],
  also?: SQL,
): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  if (!unique.every(isUuid)) throw notFound(what);
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(table)
      .where(and(inArray(table.id, unique), eq(table.ownerId, ownerId), also))
      .returning({ id: table.id });
    // Throwing rolls the transaction back: the caller's rows among them stay too.
    if (deleted.length !== unique.length) throw notFound(what);
    return { deleted: deleted.length };
  });
}
