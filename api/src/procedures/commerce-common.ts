import { ORPCError } from '@orpc/server';
import type { AppDatabase } from '../db';

/** A database or a transaction: helpers run inside the caller's transaction when there is one. */
export type Executor = Pick<AppDatabase, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot exist, so it is answered like an unknown id (404), not sent to SQL. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export function notFound(what: string): ORPCError<'NOT_FOUND', undefined> {
  return new ORPCError('NOT_FOUND', { message: `${what} not found` });
}

export function conflict(message: string): ORPCError<'CONFLICT', undefined> {
  return new ORPCError('CONFLICT', { message });
}

/** A 400 naming the failing fields, like a schema failure, for rules only the server can check. */
export function badFields(
  fields: Record<string, string>,
): ORPCError<'BAD_REQUEST', { fields: Record<string, string> }> {
  return new ORPCError('BAD_REQUEST', { message: 'Input validation failed', data: { fields } });
}

/** `%`, `_` and `\` typed by a user are literal characters, not LIKE wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Paging arithmetic shared by the lists (0-based pages). */
export function pageWindow(page: number, limit: number): { offset: number; limit: number } {
  return { offset: page * limit, limit };
}
