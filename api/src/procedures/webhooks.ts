import type { WebhookAttempt, WebhookDelivery } from '@suite/shared';
import { WEBHOOK_NOT_CONFIGURED_MESSAGE, WebhookEventTypeSchema } from '@suite/shared/schemas';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { countRows, listPage, readPage } from '../db/paging';
import { checkoutSettings, webhookAttempts, webhookDeliveries } from '../db/schema';
import { enqueueWebhook, type WebhookDeliveryRow } from '../domain/webhook-outbox';
import { conflict, notFound } from '../errors';
import { base, requireSession } from '../orpc';
import type { Services } from '../services';

type AttemptRow = typeof webhookAttempts.$inferSelect;

function toAttempt(row: AttemptRow): WebhookAttempt {
  return {
    id: row.id,
    attemptedAt: row.attemptedAt.toISOString(),
    url: row.url,
    responseStatus: row.responseStatus,
    responseBody: row.responseBody,
    error: row.error,
    durationMs: row.durationMs,
  };
}

function toDelivery(row: WebhookDeliveryRow, last: AttemptRow | undefined): WebhookDelivery {
  const eventType = WebhookEventTypeSchema.safeParse(row.eventType);
  if (!eventType.success) throw new Error(`Unknown webhook event type ${row.eventType}`);
  return {
    id: row.id,
    eventType: eventType.data,
    orderId: row.orderId,
    status: row.status,
    attemptCount: row.attemptCount,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    lastResponseStatus: last?.responseStatus ?? null,
    lastError: last?.error ?? null,
  };
}

/** The latest attempt of each delivery (one query for a page). */
async function lastAttempts(db: Executor, ids: string[]): Promise<Map<string, AttemptRow>> {
  const latest = new Map<string, AttemptRow>();
  if (ids.length === 0) return latest;
  const rows = await db
    .select()
    .from(webhookAttempts)
    .where(inArray(webhookAttempts.deliveryId, ids))
    .orderBy(asc(webhookAttempts.attemptedAt));
  for (const row of rows) latest.set(row.deliveryId, row);
  return latest;
}

/** The delivery log of Settings, "Send test event" and "Redeliver". */
export function webhookProcedures(services: Services) {
  const { db } = services;
  const signedIn = requireSession(services);
  const wake = () => services.background?.webhooks.kick();

  async function owned(ownerId: string, id: string): Promise<WebhookDeliveryRow> {
    const [row] = await db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.ownerId, ownerId)));
    if (!row) throw notFound('webhookDelivery');
    return row;
  }

  async function assertConfigured(ownerId: string): Promise<void> {
    const [settings] = await db
      .select({ url: checkoutSettings.webhookUrl })
      .from(checkoutSettings)
      .where(eq(checkoutSettings.ownerId, ownerId));
    if (!settings?.url) throw conflict('webhookNotConfigured', WEBHOOK_NOT_CONFIGURED_MESSAGE);
  }

  const deliveries = base.webhooks.deliveries.use(signedIn).handler(async ({ input, context }) => {
    const where = eq(webhookDeliveries.ownerId, context.session.userId);
    const { rows, totalItems } = await readPage(
      input,
      db
        .select()
        .from(webhookDeliveries)
        .where(where)
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .$dynamic(),
      countRows(db, webhookDeliveries, where),
    );
    const latest = await lastAttempts(
      db,
      rows.map((row) => row.id),
    );
    return listPage(
      input,
      rows.map((row) => toDelivery(row, latest.get(row.id))),
      totalItems,
    );
  });

  const delivery = base.webhooks.delivery.use(signedIn).handler(async ({ input, context }) => {
    const row = await owned(context.session.userId, input.id);
    const attempts = await db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, row.id))
      .orderBy(desc(webhookAttempts.attemptedAt));
    return { ...toDelivery(row, attempts[0]), payload: row.payload, attempts: attempts.map(toAttempt) };
  });

  const sendTest = base.webhooks.sendTest.use(signedIn).handler(async ({ context }) => {
    const ownerId = context.session.userId;
    await assertConfigured(ownerId);
    const row = await enqueueWebhook(db, {
      ownerId,
      type: 'webhook.test',
      data: { message: 'A test event sent from the commerce settings.' },
    });
    if (!row) throw conflict('webhookNotConfigured', WEBHOOK_NOT_CONFIGURED_MESSAGE);
    wake();
    return toDelivery(row, undefined);
  });

  const redeliver = base.webhooks.redeliver.use(signedIn).handler(async ({ input, context }) => {
    const ownerId = context.session.userId;
    await owned(ownerId, input.id);
    await assertConfigured(ownerId);
    // Same id and body; a new round of retries starts from this attempt.
    const [row] = await db
      .update(webhookDeliveries)
      .set({
        status: 'pending',
        nextAttemptAt: new Date(),
        deliveredAt: null,
        roundStartAttempt: sql`${webhookDeliveries.attemptCount}`,
      })
      .where(and(eq(webhookDeliveries.id, input.id), eq(webhookDeliveries.ownerId, ownerId)))
      .returning();
    if (!row) throw notFound('webhookDelivery');
    wake();
    const latest = await lastAttempts(db, [row.id]);
    return toDelivery(row, latest.get(row.id));
  });

  return { deliveries, delivery, sendTest, redeliver };
}
