import { implement, type ORPCError } from '@orpc/server';
import type { ResponseHeadersPluginContext } from '@orpc/server/plugins';
import type { ApiErrorData } from '@suite/shared';
import { contract } from '@suite/shared/contract';
import { findSession } from './auth/sessions';
import type { SignatureVerifier } from './auth/siwe';
import type { Config } from './config';
import type { AppDatabase, DatabaseKind } from './db';
import { apiError } from './http/errors';
import type { RateLimits } from './http/rate-limit';
import type { Logger } from './log';
import type { BackgroundJobs } from './payments/background';

/** What every procedure knows about its request; built by the HTTP layer for each request. */
export interface RequestContext extends ResponseHeadersPluginContext {
  /** The host the client addressed: `x-forwarded-host` when a proxy set it, else `host`. */
  host: string | undefined;
  origin: string | undefined;
  /**
   * The client's IP address: the peer's, or — when the peer is this machine's own proxy (the apps'
   * static servers forward `/api`) — the last address that proxy appended to `x-forwarded-for`.
   */
  clientIp: string;
  /** The session cookie's token, if the request carried one. */
  sessionToken: string | undefined;
  /** This request's id: answered in `x-request-id`, in its log lines and in a 500's body. */
  requestId: string;
  /**
   * Learnt while the request runs, for its log line and metrics: the operation's path template once
   * its procedure is called, the signed-in user once a session is found.
   */
  trace: { route?: string; userId?: string };
}

/** Long-lived dependencies of the procedures, built once per app. */
export interface Services {
  config: Config;
  db: AppDatabase;
  databaseKind: DatabaseKind;
  verifier: SignatureVerifier;
  version: string;
  log: Logger;
  /** Where rate limits are counted (shared by every instance on PostgreSQL). */
  rateLimits: RateLimits;
  /** Payment checks and webhook deliveries, woken after a change; absent where none run (the seed CLI). */
  background?: Pick<BackgroundJobs, 'payments' | 'webhooks' | 'mail'>;
}

export const base = implement(contract).$context<RequestContext>();

export function notSignedIn(): ORPCError<'UNAUTHORIZED', ApiErrorData> {
  return apiError('UNAUTHORIZED', 'notSignedIn', 'Not signed in');
}

/** Adds `session` to the context, or answers 401. */
export function requireSession(services: Services) {
  return base.middleware(async ({ context, next }) => {
    const session = await findSession(services.db, context.sessionToken);
    if (!session) throw notSignedIn();
    context.trace.userId = session.userId;
    return next({ context: { session } });
  });
}
