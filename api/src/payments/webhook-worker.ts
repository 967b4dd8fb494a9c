import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { checkoutSettings, webhookAttempts, webhookDeliveries } from '../db/schema';
import type { WebhookDeliveryRow } from '../domain/webhook-outbox';
import type { Services } from '../services';
import { sendWebhook } from './webhook-sender';
import { workerLoop, type WorkerLoop } from './worker-loop';

const BATCH = 10;
/** How often the outbox is looked at besides kicks (a retry due in 5 s is sent within this). */
const POLL_MS = 1_000;

export type WebhookWorker = WorkerLoop;

/**
 * Delivers the webhook outbox: each due delivery is POSTed to the owner's current webhook URL with
 * its current secret, every attempt is logged, and a failure is retried after the configured delays
 * (same id, same body) until none is left, when the delivery is `failed`. Requests never wait for it.
 */
export function createWebhookWorker(services: Pick<Services, 'db' | 'config' | 'log'>): WebhookWorker {
  const { db, config, log } = services;
  const { retryDelaysMs, timeoutMs, allowPrivateAddresses } = config.webhooks;
  // A claimed delivery is held for longer than one attempt can take, so another instance skips it.
  const leaseMs = timeoutMs + 30_000;

  async function claimDue(now: Date): Promise<WebhookDeliveryRow[]> {
    const due = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(and(inArray(webhookDeliveries.id, due), eq(webhookDeliveries.status, 'pending')))
      .returning();
  }

  async function attempt(delivery: WebhookDeliveryRow): Promise<void> {
    const [settings] = await db
      .select({ url: checkoutSettings.webhookUrl, secret: checkoutSettings.webhookSecret })
      .from(checkoutSettings)
      .where(eq(checkoutSettings.ownerId, delivery.ownerId));
    const attemptedAt = new Date();
    const result =
      settings?.url && settings.secret
        ? await sendWebhook({
            url: settings.url,
            id: delivery.id,
            payload: delivery.payload,
            secret: settings.secret,
            timeoutMs,
            allowPrivateAddresses,
            now: attemptedAt,
          })
        : {
            ok: false,
            responseStatus: null,
            responseBody: null,
            error: 'No webhook URL is configured',
            durationMs: 0,
          };
    // The n-th failure of a round (first sending, or a redelivery) waits for the n-th delay.
    const failuresThisRound = delivery.attemptCount + 1 - delivery.roundStartAttempt;
    const delay = retryDelaysMs[failuresThisRound - 1];
    const retry = !result.ok && delay !== undefined && Boolean(settings?.url);
    await db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values({
        deliveryId: delivery.id,
        attemptedAt,
        url: settings?.url ?? '',
        responseStatus: result.responseStatus,
        responseBody: result.responseBody,
        error: result.error,
        durationMs: result.durationMs,
      });
      await tx
        .update(webhookDeliveries)
        .set({
          attemptCount: sql`${webhookDeliveries.attemptCount} + 1`,
          lastAttemptAt: attemptedAt,
          status: result.ok ? 'delivered' : retry ? 'pending' : 'failed',
          deliveredAt: result.ok ? new Date() : null,
          nextAttemptAt: retry ? new Date(Date.now() + delay) : null,
        })
        .where(eq(webhookDeliveries.id, delivery.id));
    });
  }

  async function tick(): Promise<void> {
    for (;;) {
      const claimed = await claimDue(new Date());
      const results = await Promise.allSettled(claimed.map(attempt));
      for (const result of results) {
        if (result.status === 'rejected') log.error({ err: result.reason }, 'Delivering a webhook failed');
      }
      if (claimed.length < BATCH) return;
    }
  }

  return workerLoop('webhook worker', POLL_MS, tick, log);
}
