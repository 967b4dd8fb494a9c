// The webhook outbox: events queued for the owner's webhook with the change they tell of; the
// webhook worker (payments/webhook-worker.ts) delivers them.
import { randomUUID } from 'node:crypto';
import type { WebhookEventType, WebhookPayload } from '@suite/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db';
import { checkoutSettings, webhookDeliveries } from '../db/schema';

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** A Standard Webhooks message id: unique, and kept by every attempt so receivers can de-duplicate. */
function newWebhookId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`;
}

/**
 * Queues an event for the owner's webhook, in the caller's transaction (the outbox: written iff the
 * event is). Nothing is queued when the owner has no webhook URL. The worker delivers it.
 */
export async function enqueueWebhook(
  tx: Executor,
  values: { ownerId: string; type: WebhookEventType; data: unknown; orderId?: string; now?: Date },
): Promise<WebhookDeliveryRow | undefined> {
  const [settings] = await tx
    .select({ url: checkoutSettings.webhookUrl })
    .from(checkoutSettings)
    .where(eq(checkoutSettings.ownerId, values.ownerId));
  if (!settings?.url) return undefined;
  const now = values.now ?? new Date();
  const payload: WebhookPayload = { type: values.type, timestamp: now.toISOString(), data: values.data };
  const [row] = await tx
    .insert(webhookDeliveries)
    .values({
      id: newWebhookId(),
      ownerId: values.ownerId,
      orderId: values.orderId ?? null,
      eventType: values.type,
      payload: JSON.stringify(payload),
      status: 'pending',
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning();
  return row;
}
