// How what a request throws becomes its answer: oRPC's interceptors (procedure and request level) and
// the check for text the database cannot store. The failures themselves are in ../errors.
import { ORPCError, ValidationError } from '@orpc/server';
import { findUnstorableText } from '@suite/shared';
import { apiError, fieldErrors, invalidInput } from '../errors';
import type { Logger } from '../log';
import type { RequestContext } from '../orpc';

/** What a request answers while the database cannot serve it in time (`DATABASE_*_TIMEOUT_MS`). */
export const DATABASE_BUSY_MESSAGE = 'The database is busy: try again in a moment';

/**
 * PostgreSQL's codes for a statement cancelled by `statement_timeout` (57014) or that gave up waiting
 * for a lock (55P03), and node-postgres's message when no pooled connection freed up in time. Drizzle
 * wraps the driver's error, so the whole `cause` chain is looked at.
 */
function isDatabaseBusy(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = 'code' in current ? current.code : undefined;
    if (code === '57014' || code === '55P03') return true;
    if (current.message.includes('timeout exceeded when trying to connect')) return true;
    current = current.cause;
  }
  return false;
}

/**
 * Procedure-level (an `onError` client interceptor): oRPC reports a schema failure as BAD_REQUEST with the raw issues; the contract
 * promises `{ fields }` (ValidationErrorData), which the client shows beside each field. A query
 * the database cancelled for taking too long is 503 with `Retry-After`; anything else thrown that is
 * not an ORPCError becomes a 500.
 */
export function convertProcedureError(
  error: unknown,
  { context }: { context: Pick<RequestContext, 'resHeaders'> },
): void {
  if (error instanceof ORPCError && error.code === 'BAD_REQUEST' && error.cause instanceof ValidationError) {
    throw invalidInput(fieldErrors(error.cause.issues), { cause: error.cause });
  }
  if (error instanceof ORPCError) return;
  if (isDatabaseBusy(error)) {
    context.resHeaders?.set('retry-after', '1');
    throw apiError('SERVICE_UNAVAILABLE', 'databaseBusy', DATABASE_BUSY_MESSAGE, undefined, { cause: error });
  }
  // A fault inside a procedure (a database error, a bug) is the server's: 500, logged with its
  // cause, never mistaken for a request the client got wrong.
  throw apiError('INTERNAL_SERVER_ERROR', 'internal', 'Internal server error', undefined, { cause: error });
}

/**
 * Request-level (an `onError` interceptor): anything that is not an ORPCError here failed while decoding the request (bad
 * JSON, wrong content type), since procedures' own faults arrive as 500s. A 5xx is logged with its
 * cause and stack, which never reach the client; a 500's body carries the request id to quote.
 */
export function convertRequestError(log: Logger) {
  return (error: unknown, { context }: { context: Pick<RequestContext, 'requestId'> }): void => {
    if (!(error instanceof ORPCError)) {
      throw invalidInput(
        { '': 'The request body could not be read; send JSON with content-type application/json' },
        { cause: error },
      );
    }
    if (error.status < 500) return;
    const cause: unknown = error.cause ?? error;
    if (error.status === 500) {
      log.error({ err: cause, requestId: context.requestId }, `API error 500: ${error.message}`);
      throw apiError('INTERNAL_SERVER_ERROR', 'internal', 'Internal server error', undefined, {
        data: { requestId: context.requestId },
        cause,
      });
    }
    log.warn({ err: cause, requestId: context.requestId }, `API error ${error.status}: ${error.message}`);
  };
}

/**
 * Procedure-level, before the input's own schema: text the database cannot store (NUL, unpaired
 * surrogates) or a value nested too deeply answers 400 naming the field, wherever it is in the input.
 */
export async function refuseUnstorableInput<T>({
  input,
  next,
}: {
  input: unknown;
  next: () => Promise<T>;
}): Promise<T> {
  const found = findUnstorableText(input);
  if (found) throw invalidInput({ [found.path.join('.')]: found.message });
  return next();
}
