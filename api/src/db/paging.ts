// What every list does the same way: a search typed by a user, a stable sort, and one page of rows
// read with the total of the same filter.
import type { SortOrder } from '@suite/shared';
import { asc, count, desc, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { AppDatabase } from './index';

/** `%text%` for ILIKE: `%`, `_` and `\` typed by a user are literal characters, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Rows where any of `columns` contains `q`, ignoring case; no filter (undefined) without `q`. */
export function textSearch(q: string | undefined, ...columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * The ORDER BY of a list: the chosen column, then the id, so equal values never reshuffle between pages.
 * The id follows the column's direction, so an index `(owner_id, column desc, id desc)` serves
 * `-column` as one backward-or-forward scan (no sort step).
 */
export function orderBy<Field extends string>(
  sort: SortOrder<Field>,
  columns: Record<Field, AnyColumn | SQL>,
  id: AnyColumn,
): SQL[] {
  const direction = sort.direction === 'asc' ? asc : desc;
  return [direction(columns[sort.field]), direction(id)];
}

/** A page asked for: `limit` rows from the 0-based `page`. */
export interface PageQuery {
  page: number;
  limit: number;
}

/** The LIMIT and OFFSET of a page. */
export function pageWindow({ page, limit }: PageQuery): { limit: number; offset: number } {
  return { limit, offset: page * limit };
}

/**
 * Reads one page of `rows` (a query made `$dynamic()`: its LIMIT and OFFSET are added here) and the
 * total of the same filter, at once.
 */
export async function readPage<Query extends PgSelect>(
  query: PageQuery,
  rows: Query,
  total: PromiseLike<{ value: number }[]>,
): Promise<{ rows: Awaited<Query>; totalItems: number }> {
  const { limit, offset } = pageWindow(query);
  const [page, [counted]] = await Promise.all([rows.limit(limit).offset(offset), total]);
  return { rows: page, totalItems: counted?.value ?? 0 };
}

/** How many rows of `table` match `where`: a list's total. */
export function countRows(db: Pick<AppDatabase, 'select'>, table: PgTable, where: SQL | undefined) {
  return db.select({ value: count() }).from(table).where(where);
}

/** A list's answer: the page's items, the total, and the page asked for. */
export function listPage<Item>(
  query: PageQuery,
  items: Item[],
  totalItems: number,
): { items: Item[]; totalItems: number; currentPage: number; pageSize: number } {
  return { items, totalItems, currentPage: query.page, pageSize: query.limit };
}
