import { createHash, randomBytes } from 'node:crypto';
import { SESSION_TTL_DAYS } from '@suite/shared';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AppDatabase } from '../db';
import { sessions } from '../db/schema';

export interface SessionRecord {
  id: string;
  userId: string;
  address: string;
}

/** Sessions are looked up by the hash of the cookie token; the token itself is never stored. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session row and returns the token to put in the cookie (256 random bits). */
export async function createSession(
  db: Pick<AppDatabase, 'insert'>,
  userId: string,
  address: string,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ id: sessionIdOf(token), userId, address, expiresAt });
  return token;
}

/** The live (not revoked, not expired) session of a cookie token, or undefined. */
export async function findSession(
  db: AppDatabase,
  token: string | undefined,
): Promise<SessionRecord | undefined> {
  if (!token) return undefined;
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId, address: sessions.address })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionIdOf(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeSession(db: Pick<AppDatabase, 'update'>, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session signed in with `address`, except `keepSessionId`. */
export async function revokeSessionsOfAddress(
  db: Pick<AppDatabase, 'update'>,
  address: string,
  keepSessionId: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.address, address), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
}

/** Revokes every live session of the user, on every device ("sign out everywhere"). */
export async function revokeSessionsOfUser(db: Pick<AppDatabase, 'update'>, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
