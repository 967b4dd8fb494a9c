import type { ORPCError } from '@orpc/server';
import { inputError, type InputErrorData } from '../http/errors';

export { notFound } from '../http/errors';

/** A 400 that names its fields, in the same shape as a schema failure (`data.fields`). */
export function invalidInput(fields: Record<string, string>): ORPCError<'BAD_REQUEST', InputErrorData> {
  return inputError(fields);
}

/** An ILIKE pattern matching `text` anywhere, with its own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Whether a database error (PGlite or node-postgres, possibly wrapped by Drizzle in `cause`) is a
 * unique violation (SQLSTATE 23505) — how a race between two writers shows up.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
