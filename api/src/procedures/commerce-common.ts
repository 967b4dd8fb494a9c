import type { ORPCError } from '@orpc/server';
import type { ApiErrorData, ApiErrorReason, ApiErrorValues } from '@suite/shared';
import type { AppDatabase } from '../db';
import { apiError, inputError, type InputErrorData } from '../http/errors';

export { notFound } from '../http/errors';

/** A database or a transaction: helpers run inside the caller's transaction when there is one. */
export type Executor = Pick<AppDatabase, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids; anything else cannot exist, so it is answered like an unknown id (404), not sent to SQL. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** A 409: what the resource's state does not allow now. */
export function conflict(
  reason: ApiErrorReason,
  message: string,
  values?: ApiErrorValues,
): ORPCError<'CONFLICT', ApiErrorData> {
  return apiError('CONFLICT', reason, message, values);
}

/** A 400 naming the failing fields, like a schema failure, for rules only the server can check. */
export function badFields(fields: Record<string, string>): ORPCError<'BAD_REQUEST', InputErrorData> {
  return inputError(fields);
}

/** `%`, `_` and `\` typed by a user are literal characters, not LIKE wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Paging arithmetic shared by the lists (0-based pages). */
export function pageWindow(page: number, limit: number): { offset: number; limit: number } {
  return { offset: page * limit, limit };
}
