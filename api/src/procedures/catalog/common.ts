import type { ORPCError } from '@orpc/server';
import type { SortOrder } from '@suite/shared';
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { inputError, type InputErrorData } from '../../http/errors';

export { notFound } from '../../http/errors';

/** A 400 shaped like a schema failure, for rules only the database can check (ownership of referenced ids). */
export function invalidFields(fields: Record<string, string>): ORPCError<'BAD_REQUEST', InputErrorData> {
  return inputError(fields);
}

/** `%text%` for ILIKE, with the pattern characters the user typed matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Bulk deletes take any strings; one that is not a UUID can match nothing, and must not reach a uuid column. */
export function uuidsOnly(ids: readonly string[]): string[] {
  return ids.filter((id) => UUID.test(id));
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

export function paging(page: number, limit: number): { offset: number; limit: number } {
  return { offset: page * limit, limit };
}

/** numeric(24,6) comes back as '12.500000'; the API answers the shortest exact form ('12.5'). */
export function decimalText(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

export function isoOrNull(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}
