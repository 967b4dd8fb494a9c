// The API's failures, in one place: what every procedure, domain function and the HTTP edge answers
// when something goes wrong — its code (the HTTP status), its reason for the UI, its English message.
import { ORPCError, type ValidationError } from '@orpc/server';
import {
  NOT_FOUND_SUBJECT_NAMES,
  type ApiErrorData,
  type ApiErrorReason,
  type ApiErrorValues,
  type NotFoundSubject,
  type ValidationErrorData,
} from '@suite/shared';

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
 * A 400 naming its fields (`data.fields`, each message in English), in the same shape as a schema
 * failure, for rules only the server can check; reason `invalidInput` unless the whole request has a
 * reason of its own.
 */
export function invalidInput(
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

/** The same answer for an unknown id and another user's: nothing about other users leaks. */
export function notFound(what: NotFoundSubject): ORPCError<'NOT_FOUND', ApiErrorData> {
  return apiError('NOT_FOUND', 'notFound', `${NOT_FOUND_SUBJECT_NAMES[what]} not found`, { what });
}

/** A 409: what the resource's state does not allow now. */
export function conflict(
  reason: ApiErrorReason,
  message: string,
  values?: ApiErrorValues,
): ORPCError<'CONFLICT', ApiErrorData> {
  return apiError('CONFLICT', reason, message, values);
}

/** A chain this server has no RPC for: 400 on `chainId`. */
export function noRpc(chainId: number): ORPCError<'BAD_REQUEST', InputErrorData> {
  const message = `No RPC is configured for chain ${chainId}`;
  return invalidInput({ chainId: message }, { reason: 'noRpc', message, values: { chainId } });
}

/** A chain's RPC failed to answer (502): the chain's fault, not the request's. */
export function rpcUnreadable(chainId: number): ORPCError<'BAD_GATEWAY', ApiErrorData> {
  return apiError('BAD_GATEWAY', 'rpcUnreadable', `The RPC of chain ${chainId} could not be read`, {
    chainId,
  });
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
