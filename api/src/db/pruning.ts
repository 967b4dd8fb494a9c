import { and, inArray, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Services } from '../services';
import { workerLoop, type WorkerLoop } from '../payments/worker-loop';
import { queryRows } from './index';
import {
  nftMetadataCache,
  rateLimits,
  sessions,
  signInNonces,
  webhookAttempts,
  webhookDeliveries,
} from './schema';

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

interface Pruned {
  nonces: number;
  sessions: number;
  webhookAttempts: number;
  rateLimits: number;
  nftMetadata: number;
}

export interface PruningWorker extends WorkerLoop {
  /** One pass now; undefined when another instance holds the pruning lock (tests, and the loop). */
  prune(now?: Date): Promise<Pruned | undefined>;
}

/**
 * Deletes what nobody will read again: sign-in messages a day past their expiry (one row is written
 * per anonymous "message to sign"), sessions a week after they expired or were revoked, and webhook
 * attempts older than `WEBHOOK_ATTEMPTS_RETENTION_DAYS` of deliveries that are settled (a pending
 * delivery keeps its whole log), rate-limit counts whose window ended, and cached NFT reads that
 * expired (NFT_METADATA_TTL_SECONDS).
 */
export function createPruningWorker(services: Pick<Services, 'db' | 'config' | 'log'>): PruningWorker {
  const { db, config, log } = services;

  async function prune(now = new Date()): Promise<Pruned | undefined> {
    return db.transaction(async (tx) => {
      const [lock] = await queryRows(
        tx,
        sql`select pg_try_advisory_xact_lock(${PRUNING_LOCK_KEY}) as locked`,
        z.object({ locked: z.boolean() }),
      );
      if (!lock?.locked) return undefined;

      /** Deletes the rows of `table` matching `where`, BATCH at a time (short locks), and counts them. */
      async function deleteWhere(table: PgTable, key: PgColumn, where: SQL | undefined): Promise<number> {
        let total = 0;
        for (;;) {
          const batch = tx.select({ key }).from(table).where(where).limit(BATCH);
          const deleted = await tx.delete(table).where(inArray(key, batch)).returning({ key });
          total += deleted.length;
          if (deleted.length < BATCH) return total;
        }
      }
      const before = (ms: number) => new Date(now.getTime() - ms);

      const nonces = await deleteWhere(
        signInNonces,
        signInNonces.nonce,
        lt(signInNonces.expiresAt, before(NONCE_GRACE_MS)),
      );
      const sessionCutoff = before(SESSION_GRACE_MS);
      const sessionsPruned = await deleteWhere(
        sessions,
        sessions.id,
        or(
          lt(sessions.expiresAt, sessionCutoff),
          and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, sessionCutoff)),
        ),
      );
      const attempts = await deleteWhere(
        webhookAttempts,
        webhookAttempts.id,
        and(
          lt(webhookAttempts.attemptedAt, before(config.webhooks.attemptsRetentionMs)),
          inArray(
            webhookAttempts.deliveryId,
            tx
              .select({ id: webhookDeliveries.id })
              .from(webhookDeliveries)
              .where(ne(webhookDeliveries.status, 'pending')),
          ),
        ),
      );
      // Rate-limit windows that ended (PostgreSQL's shared counts; the table stays empty on PGlite).
      const limits = await deleteWhere(rateLimits, rateLimits.key, lt(rateLimits.expire, now.getTime()));

      const nftMetadata = await deleteWhere(
        nftMetadataCache,
        nftMetadataCache.expiresAt,
        lt(nftMetadataCache.expiresAt, now),
      );

      const pruned = {
        nonces,
        sessions: sessionsPruned,
        webhookAttempts: attempts,
        rateLimits: limits,
        nftMetadata,
      };
      if (nonces + sessionsPruned + attempts + limits + nftMetadata > 0)
        log.info(pruned, 'Pruned expired rows');
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
