import { createORPCClient, ORPCError } from '@orpc/client';
import type { ContractRouterClient } from '@orpc/contract';
import { OpenAPILink } from '@orpc/openapi-client/fetch';
import type { contract } from '../contract';
import { routesRouter } from '../contract/routes';
import { CONTRACT_ROUTES } from '../contract/routes.generated';
import { isRecord } from '../is-record';
import {
  isValidationErrorData,
  readApiErrorData,
  type ApiErrorData,
  type ApiErrorReason,
} from '@suite/shared';

/** Typed by the whole contract; built from its routes alone (`contract/routes.ts`). */
export type ApiClient = ContractRouterClient<typeof contract>;

export interface ApiClientOptions {
  /** Origin of the API (`https://admin.example.com`); empty means the page's own origin, where `/api` is served. */
  baseUrl?: string;
  /**
   * Called on a 401 that says the session is gone (not signed in), whatever call found out, with the
   * call (its method and path) and the API's reason. A 401 that refuses what the call carried (a
   * sign-in or wallet signature, an API key) leaves the session be.
   */
  onUnauthorized?: (call: { method: string; path: string; reason: ApiErrorReason | undefined }) => void;
}

/** The page's origin; undefined outside a browser (Node), where the DOM's types still declare `location`. */
function pageOrigin(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.origin;
}

export function apiUrl(baseUrl = ''): string {
  const origin = baseUrl || pageOrigin();
  if (!origin) throw new Error('apiBaseUrl is required outside a browser');
  return `${origin.replace(/\/$/, '')}/api`;
}

/**
 * The typed API client: every call of the contract, with the session cookie. It sends what the types
 * allow and the server checks every input against the contract's schemas (400 naming the fields).
 */
export function createApiClient({ baseUrl = '', onUnauthorized }: ApiClientOptions = {}): ApiClient {
  const link = new OpenAPILink(routesRouter(CONTRACT_ROUTES), {
    url: apiUrl(baseUrl),
    fetch: async (request, init) => {
      const response = await globalThis.fetch(request, { ...init, credentials: 'include' });
      if (response.status === 401 && onUnauthorized) {
        const reason = await unauthorizedReason(response);
        if (reason === undefined || SESSION_ENDED_REASONS.includes(reason))
          onUnauthorized({ method: request.method, path: new URL(request.url).pathname, reason });
      }
      return response;
    },
  });
  return createORPCClient(link);
}

/** The reasons of a 401 that mean the caller has no session (any other refuses only what it sent). */
const SESSION_ENDED_REASONS: readonly ApiErrorReason[] = ['notSignedIn', 'signInBeforeLinking'];

/**
 * The reason a 401 gives, if one this client knows: the session is gone when it is one of
 * `SESSION_ENDED_REASONS`, or when it gives none.
 */
async function unauthorizedReason(response: Response): Promise<ApiErrorReason | undefined> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  return isRecord(body) ? readApiErrorData(body.data)?.reason : undefined;
}

/** The status of a failed call (0 when the API could not be reached). */
export function apiErrorStatus(error: unknown): number {
  return error instanceof ORPCError ? error.status : 0;
}

/**
 * The server's English text of a failed call, or what went wrong on the way: for logs and tests. The
 * UI words a failure in the page's language with `useApiErrorMessage` (`@suite/shared/react`).
 */
export function apiErrorMessage(error: unknown): string {
  if (error instanceof ORPCError) return error.message;
  if (error instanceof TypeError)
    return 'The server could not be reached. Check your connection and try again.';
  if (error instanceof Error) return error.message;
  return 'Something went wrong';
}

/**
 * Why a call failed (`data.reason`) and the values of its message, or undefined: the API could not be
 * reached, or it answered no reason this client knows (a newer server's, another service's).
 */
export function apiErrorReason(error: unknown): ApiErrorData | undefined {
  if (!(error instanceof ORPCError)) return undefined;
  return readApiErrorData(error.data);
}

/** Field → message of a 400 answer, to show beside each field. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ORPCError) || error.status !== 400) return {};
  return isValidationErrorData(error.data) ? error.data.fields : {};
}
