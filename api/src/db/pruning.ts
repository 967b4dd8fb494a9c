import { and, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Services } from '../orpc';
import { workerLoop, type WorkerLoop } from '../payments/worker-loop';
import { rateLimits, sessions, signInNonces, webhookAttempts, webhookDeliveries } from './schema';

/** How often expired rows are looked for. */
const INTERVAL_MS = 60 * 60_000;
/** Rows deleted per statement, so a large backlog never holds long locks. */
const BATCH = 5_000;
/** Sign-in messages are kept this long past their expiry (a late signature still gets "expired", not "unknown"). */
const NONCE_GRACE_MS = 24 * 60 * 60_000;
/** Expired or revoked sessions are kept this long, for support questions ("was I signed out?"). */
const SESSION_GRACE_MS = 7 * 24 * 60 * 60_000;
/** Any key of our own: with several instances, one prunes at a time and the others skip the run. */
const PRUNING_LOCK_KEY = 5_130_002;

const LockResultSchema = z.object({ rows: z.array(z.object({ locked: z.boolean() })) });

export interface Pruned {
  nonces: number;
  sessions: number;
  webhookAttempts: number;
  rateLimits: number;
}

export interface PruningWorker extends WorkerLoop {
  /** One pass now; undefined when another instance holds the pruning lock (tests, and the loop). */
  prune(now?: Date): Promise<Pruned | undefined>;
}

/**
 * Deletes what nobody will read again: sign-in messages a day past their expiry (one row is written
 * per anonymous "message to sign"), sessions a week after they expired or were revoked, and webhook
 * attempts older than `WEBHOOK_ATTEMPTS_RETENTION_DAYS` of deliveries that are settled (a pending
 * delivery keeps its whole log), and rate-limit counts whose window ended.
 */
export function createPruningWorker(services: Pick<Services, 'db' | 'config' | 'log'>): PruningWorker {
  const { db, config, log } = services;

  async function deleteInBatches(run: () => Promise<number>): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await run();
      total += deleted;
      if (deleted < BATCH) return total;
    }
  }

  async function prune(now = new Date()): Promise<Pruned | undefined> {
    return db.transaction(async (tx) => {
      // Both drivers answer `{ rows }`; the query builder's type for it is driver-specific.
      const { rows } = LockResultSchema.parse(
        await tx.execute(sql`select pg_try_advisory_xact_lock(${PRUNING_LOCK_KEY}) as locked`),
      );
      const [lock] = rows;
      if (!lock?.locked) return undefined;

      const nonceCutoff = new Date(now.getTime() - NONCE_GRACE_MS);
      const nonces = await deleteInBatches(async () => {
        const rows = await tx
          .delete(signInNonces)
          .where(
            inArray(
              signInNonces.nonce,
              tx
                .select({ nonce: signInNonces.nonce })
                .from(signInNonces)
                .where(lt(signInNonces.expiresAt, nonceCutoff))
                .limit(BATCH),
            ),
          )
          .returning({ nonce: signInNonces.nonce });
        return rows.length;
      });

      const sessionCutoff = new Date(now.getTime() - SESSION_GRACE_MS);
      const sessionsPruned = await deleteInBatches(async () => {
        const rows = await tx
          .delete(sessions)
          .where(
            inArray(
              sessions.id,
              tx
                .select({ id: sessions.id })
                .from(sessions)
                .where(
                  or(
                    lt(sessions.expiresAt, sessionCutoff),
                    and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, sessionCutoff)),
                  ),
                )
                .limit(BATCH),
            ),
          )
          .returning({ id: sessions.id });
        return rows.length;
      });

      const attemptCutoff = new Date(now.getTime() - config.webhooks.attemptsRetentionMs);
      const attempts = await deleteInBatches(async () => {
        const rows = await tx
          .delete(webhookAttempts)
          .where(
            inArray(
              webhookAttempts.id,
              tx
                .select({ id: webhookAttempts.id })
                .from(webhookAttempts)
                .innerJoin(webhookDeliveries, sql`${webhookDeliveries.id} = ${webhookAttempts.deliveryId}`)
                .where(
                  and(
                    lt(webhookAttempts.attemptedAt, attemptCutoff),
                    ne(webhookDeliveries.status, 'pending'),
                  ),
                )
                .limit(BATCH),
            ),
          )
          .returning({ id: webhookAttempts.id });
        return rows.length;
      });

      // Rate-limit windows that ended (PostgreSQL's shared counts; the table stays empty on PGlite).
      const limits = await deleteInBatches(async () => {
        const rows = await tx
          .delete(rateLimits)
          .where(
            inArray(
              rateLimits.key,
              tx
                .select({ key: rateLimits.key })
                .from(rateLimits)
                .where(lt(rateLimits.expire, now.getTime()))
                .limit(BATCH),
            ),
          )
          .returning({ key: rateLimits.key });
        return rows.length;
      });

      const pruned = { nonces, sessions: sessionsPruned, webhookAttempts: attempts, rateLimits: limits };
      if (nonces + sessionsPruned + attempts + limits > 0) log.info(pruned, 'Pruned expired rows');
      return pruned;
    });
  }

  return {
    ...workerLoop(
      'pruning',
      INTERVAL_MS,
      async () => {
        await prune();
      },
      log,
    ),
    prune,
  };
}
