import { mutate, type KeyedMutator } from 'swr';
import { apiErrorStatus, type ApiClient } from '@suite/shared/client';
import type { AuthenticatedAccount } from '../schemas/user';
import { useApiClientContext } from './api-client-context';
import { useApiResource } from './api-resource';

const SESSION_KEY_PREFIX = 'suite/session';
const CHANNEL_NAME = 'suite-session';

type SessionKey = readonly [typeof SESSION_KEY_PREFIX, string];
type SessionMessage = { type: 'signed-out' } | { type: 'changed' };

/** The swr key of the session for an API origin. */
export function sessionKey(apiBaseUrl: string): SessionKey {
  return [SESSION_KEY_PREFIX, apiBaseUrl];
}

function isSessionKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === SESSION_KEY_PREFIX;
}

/** The signed-in account, `null` when the API answers 401; any other failure is thrown to swr. */
export async function fetchSession(client: ApiClient): Promise<AuthenticatedAccount | null> {
  try {
    return await client.user.authenticatedAccount();
  } catch (error) {
    if (apiErrorStatus(error) === 401) return null;
    throw error;
  }
}

export interface SessionState {
  /** `undefined` while the first answer is pending, `null` when signed out. */
  account: AuthenticatedAccount | null | undefined;
  isLoading: boolean;
  /** A failure other than 401 (the API unreachable, a 500): shown, never taken for "signed out". */
  error: unknown;
  revalidate: KeyedMutator<AuthenticatedAccount | null>;
}

/**
 * The session, from the cookie through `GET /api/user/authenticated/account`. swr is a federation
 * singleton, so the shell and every remote in the page read (and update) the same cache entry.
 */
export function useSession(): SessionState {
  const { client, apiBaseUrl } = useApiClientContext();
  const {
    data,
    error,
    isLoading,
    mutate: revalidate,
  } = useApiResource(sessionKey(apiBaseUrl), () => fetchSession(client), {
    shouldRetryOnError: false,
  });
  return { account: data, isLoading, error, revalidate };
}

let loggingOutHere = false;
const loggedOutHereListeners = new Set<() => void>();

function markSignedOut(): void {
  // The user's own logout in this page: what stays through a session's end elsewhere goes first.
  if (loggingOutHere) for (const listener of loggedOutHereListeners) listener();
  void mutate(isSessionKey, null, { revalidate: false });
}

/**
 * Runs a logout the user asked for in this page (the header's Log out, the account's Sign out): the
 * pages kept through a session that ends elsewhere (`SignedInPage`) are left too, what was typed in
 * them with them.
 */
export async function logOutHere(logout: () => Promise<void>): Promise<void> {
  loggingOutHere = true;
  try {
    await logout();
  } finally {
    loggingOutHere = false;
  }
}

/** Calls `listener` as a logout of `logOutHere` ends the session, before the page hears it ended. */
export function onLoggedOutHere(listener: () => void): () => void {
  loggedOutHereListeners.add(listener);
  return () => {
    loggedOutHereListeners.delete(listener);
  };
}

function revalidateSessions(): void {
  void mutate(isSessionKey);
}

let channel: BroadcastChannel | null | undefined;

function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
    channel?.addEventListener('message', (event: MessageEvent<SessionMessage>) => {
      // Another tab shares the cookie: its sign-out is ours too; after a sign-in, ask the API.
      if (event.data.type === 'signed-out') markSignedOut();
      else revalidateSessions();
    });
  }
  return channel;
}

/** Starts listening to other tabs; called once by the outermost `SuiteProviders`. */
export function listenToOtherTabs(): void {
  sessionChannel();
}

/**
 * A 401 that says the session is gone, from any call (`createApiClient`'s `onUnauthorized`): the user
 * is signed out in every part of this page (shell and remotes) and in the other tabs. Other tabs only
 * update their cache, so two tabs never ping-pong requests.
 */
export function signOutEverywhereInPage(): void {
  markSignedOut();
  sessionChannel()?.postMessage({ type: 'signed-out' } satisfies SessionMessage);
}

/** After a sign-in or an account change: every part of this page and the other tabs re-read the session. */
export function announceSessionChanged(): void {
  revalidateSessions();
  sessionChannel()?.postMessage({ type: 'changed' } satisfies SessionMessage);
}
