// The oRPC base every procedure is built on: what it knows of its request, and the session it may require.
// The dependencies the procedures share are in services.ts.
import { implement, type ORPCError } from '@orpc/server';
import type { ResponseHeadersPluginContext } from '@orpc/server/plugins';
import type { ApiErrorData } from '@suite/shared';
import { contract } from '@suite/shared/contract';
import { findSession } from './auth/sessions';
import type { AppDatabase } from './db';
import { apiError } from './errors';

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

/** The oRPC implementer of the contract: every procedure starts from it (see router.ts). */
export const base = implement(contract).$context<RequestContext>();

function notSignedIn(): ORPCError<'UNAUTHORIZED', ApiErrorData> {
  return apiError('UNAUTHORIZED', 'notSignedIn', 'Not signed in');
}

/** Adds `session` to the context, or answers 401. */
export function requireSession({ db }: { db: AppDatabase }) {
  return base.middleware(async ({ context, next }) => {
    const session = await findSession(db, context.sessionToken);
    if (!session) throw notSignedIn();
    context.trace.userId = session.userId;
    return next({ context: { session } });
  });
}
