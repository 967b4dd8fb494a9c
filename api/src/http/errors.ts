import { ORPCError, ValidationError } from '@orpc/server';
import {
  findUnstorableText,
  NOT_FOUND_SUBJECT_NAMES,
  type ApiErrorData,
  type ApiErrorReason,
  type ApiErrorValues,
  type NotFoundSubject,
  type ValidationErrorData,
} from '@suite/shared';
import type { Logger } from '../log';
import type { RequestContext } from '../orpc';

type Issue = ValidationError['issues'][number];

/** The `data` of a failure, without `values` when its message has none. */
export function reasonData(reason: ApiErrorReason, values?: ApiErrorValues): ApiErrorData {
  return values ? { reason, values } : { reason };
}

interface ApiErrorOptions {
  /** For a code oRPC does not know (`PAYMENT_REQUIRED` is 402). */
  status?: number;
  cause?: unknown;
}

/**
 * Every failure the API answers: its code (the HTTP status), its reason (`data.reason`, which the UI
 * words in the page's language) with the values of its message, and the English message for logs,
 * scripts and older clients. `options.data` adds to the reason (`fields` of a 400, `requestId` of a 500).
 */
export function apiError<Code extends string>(
  code: Code,
  reason: ApiErrorReason,
  message: string,
  values?: ApiErrorValues,
  options?: ApiErrorOptions,
): ORPCError<Code, ApiErrorData>;
export function apiError<Code extends string, Extra extends object>(
  code: Code,
  reason: ApiErrorReason,
  message: string,
  values: ApiErrorValues | undefined,
  options: ApiErrorOptions & { data: Extra },
): ORPCError<Code, ApiErrorData & Extra>;
export function apiError(
  code: string,
  reason: ApiErrorReason,
  message: string,
  values?: ApiErrorValues,
  { data, ...options }: ApiErrorOptions & { data?: object } = {},
): ORPCError<string, ApiErrorData> {
  return new ORPCError(code, { ...options, message, data: { ...data, ...reasonData(reason, values) } });
}

/** `{ "items.0.name": "Required" }`: the first message per dot path, `""` for the whole input. */
export function fieldErrors(issues: readonly Issue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = (issue.path ?? [])
      .map((segment) => (typeof segment === 'object' ? segment.key : segment))
      .map((key) => String(key))
      .join('.');
    fields[path] ??= issue.message;
  }
  return fields;
}

export type InputErrorData = ValidationErrorData & ApiErrorData;

/**
 * A 400 naming its fields (`data.fields`, each message in English), as a schema failure does;
 * `invalidInput` unless the whole request has a reason of its own.
 */
export function inputError(
  fields: Record<string, string>,
  {
    reason = 'invalidInput',
    message = 'Input validation failed',
    values,
    cause,
  }: { reason?: ApiErrorReason; message?: string; values?: ApiErrorValues; cause?: unknown } = {},
): ORPCError<'BAD_REQUEST', InputErrorData> {
  return apiError('BAD_REQUEST', reason, message, values, { cause, data: { fields } });
}

export function validationFailed(
  fields: Record<string, string>,
  cause: unknown,
): ORPCError<'BAD_REQUEST', InputErrorData> {
  return inputError(fields, { cause });
}

/** The same answer for an unknown id and another user's: nothing about other users leaks. */
export function notFound(what: NotFoundSubject): ORPCError<'NOT_FOUND', ApiErrorData> {
  return apiError('NOT_FOUND', 'notFound', `${NOT_FOUND_SUBJECT_NAMES[what]} not found`, { what });
}

/** A chain's RPC failed to answer (502): the chain's fault, not the request's. */
export function rpcUnreadable(chainId: number): ORPCError<'BAD_GATEWAY', ApiErrorData> {
  return apiError('BAD_GATEWAY', 'rpcUnreadable', `The RPC of chain ${chainId} could not be read`, {
    chainId,
  });
}

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
    throw validationFailed(fieldErrors(error.cause.issues), error.cause);
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
      throw validationFailed(
        { '': 'The request body could not be read; send JSON with content-type application/json' },
        error,
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
  if (found) throw validationFailed({ [found.path.join('.')]: found.message }, undefined);
  return next();
}
