import { ORPCError, ValidationError } from '@orpc/server';
import { findUnstorableText, type ValidationErrorData } from '@suite/shared';

type Issue = ValidationError['issues'][number];

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

export function validationFailed(
  fields: Record<string, string>,
  cause: unknown,
): ORPCError<'BAD_REQUEST', ValidationErrorData> {
  return new ORPCError('BAD_REQUEST', { message: 'Input validation failed', data: { fields }, cause });
}

/**
 * Procedure-level (an `onError` client interceptor): oRPC reports a schema failure as BAD_REQUEST with the raw issues; the contract
 * promises `{ fields }` (ValidationErrorDataSchema), which the client shows beside each field. Anything else thrown
 * that is not an ORPCError becomes a 500.
 */
export function convertInputValidationError(error: unknown): void {
  if (error instanceof ORPCError && error.code === 'BAD_REQUEST' && error.cause instanceof ValidationError) {
    throw validationFailed(fieldErrors(error.cause.issues), error.cause);
  }
  // A fault inside a procedure (a database error, a bug) is the server's: 500, logged below with its
  // cause, never mistaken for a request the client got wrong.
  if (!(error instanceof ORPCError)) {
    throw new ORPCError('INTERNAL_SERVER_ERROR', { message: 'Internal server error', cause: error });
  }
}

/**
 * Request-level (an `onError` interceptor): anything that is not an ORPCError here failed while decoding the request (bad
 * JSON, wrong content type), since procedures' own faults arrive as 500s; 5xx errors are logged with their cause, which never reaches the client
 * (oRPC answers "Internal server error" for anything thrown that is not an ORPCError).
 */
export function convertRequestError(error: unknown): void {
  if (!(error instanceof ORPCError)) {
    throw validationFailed(
      { '': 'The request body could not be read; send JSON with content-type application/json' },
      error,
    );
  }
  if (error.status >= 500) {
    console.error(`API error ${error.status}: ${error.message}`, error.cause ?? error);
  }
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
