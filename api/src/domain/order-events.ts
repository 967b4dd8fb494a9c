// What happens to an order, told once: each event becomes the seller's notification and, when a
// webhook URL is set, a webhook, both written with the event.
import { orderReference, type NotificationParams } from '@suite/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db';
import { notifications, type orders } from '../db/schema';
import { chainName } from './chains';
import { normalizeDecimal, toMicros } from './decimal';
import { notify } from './notifications';
import { toOrder } from './order-view';
import { enqueueWebhook } from './webhook-outbox';

type OrderRow = typeof orders.$inferSelect;

/** Everything that happens to an order; each becomes a notification and a webhook. */
export type OrderEvent =
  | 'created'
  | 'confirmed'
  | 'failed'
  | 'finalized'
  | 'refunded'
  | 'cancelled'
  | 'paidAfterCancel'
  | 'paidAfterRefund'
  | 'paidAfterAccept'
  | 'paidAfterPaid';

/**
 * A payment that reached an order after the seller settled it: the notification's title, and how its
 * message ends (what the seller did before it, and what to do now).
 */
const PAID_AFTER = {
  paidAfterCancel: {
    title: 'Payment after cancellation',
    after: 'it was cancelled: return it to the customer, then mark the order refunded.',
  },
  paidAfterRefund: {
    title: 'Payment after refund',
    after: 'it was refunded: return it to the customer too.',
  },
  paidAfterAccept: {
    title: 'Payment after accepting',
    after: 'you accepted its short payment: the customer paid more.',
  },
  paidAfterPaid: {
    title: 'Payment after full payment',
    after: 'it was paid in full: return it to the customer.',
  },
} as const;

/** What the notification of an order event says in English, and the values a page words it with. */
function describe(order: OrderRow, event: OrderEvent, received?: string) {
  const id = orderReference(order.id);
  const amount = normalizeDecimal(order.amount);
  const overpaid = order.overpaidAmount ? normalizeDecimal(order.overpaidAmount) : undefined;
  const params: NotificationParams = { amount, chainId: order.chainId };
  switch (event) {
    case 'created':
      return {
        title: 'New order',
        message: `A customer paid a new order of ${amount} USD: the payment is being confirmed.`,
        params,
      };
    case 'confirmed': {
      // A short payment the seller accepted: the order is confirmed with less than its total, which
      // the seller must read, not the total they did not get.
      const short = received !== undefined && toMicros(received) < toMicros(order.amount);
      if (short) {
        const paid = normalizeDecimal(received);
        return {
          title: 'Payment confirmed',
          message:
            `The customer paid ${paid} USD of ${amount} USD for order ${id} on ` +
            `${chainName(order.chainId)}: you accepted the short payment.`,
          params: { ...params, received: paid },
        };
      }
      return {
        title: 'Payment confirmed',
        message:
          `The payment of ${amount} USD for order ${id} was confirmed on ${chainName(order.chainId)}.` +
          (overpaid ? ` The customer paid ${overpaid} USD more than the total.` : ''),
        params: { ...params, overpaid },
      };
    }
    case 'failed':
      return {
        title: 'Transaction failed',
        message: `The payment for order ${id} was not accepted: ${order.failureReason ?? 'unknown reason'}.`,
        params: { ...params, failure: order.failure ?? undefined },
      };
    case 'finalized':
      return { title: 'Order finalized', message: `Order ${id} was finalized.`, params };
    case 'refunded':
      return { title: 'Order refunded', message: `Order ${id} was marked as refunded.`, params };
    case 'cancelled':
      return { title: 'Order cancelled', message: `Order ${id} was cancelled.`, params };
    case 'paidAfterCancel':
    case 'paidAfterRefund':
    case 'paidAfterAccept':
    case 'paidAfterPaid':
      return {
        title: PAID_AFTER[event].title,
        message: `A payment of ${received ?? amount} USD reached order ${id} after ${PAID_AFTER[event].after}`,
        params: { ...params, received },
      };
  }
}

/**
 * Records an order event in the caller's transaction: the owner's notification and, when a webhook
 * URL is set, the webhook to deliver (with the order as the API shows it). Returns whether a webhook
 * was queued, so the caller can wake the webhook worker after committing. `received` is what reached
 * the order, USD (a payment after its cancel, refund, accept or full payment; for `confirmed`, what a
 * short payment the seller accepted came to).
 */
export async function recordOrderEvent(
  tx: Executor,
  order: OrderRow,
  event: OrderEvent,
  received?: string,
): Promise<boolean> {
  await notify(tx, {
    ownerId: order.ownerId,
    kind: `order.${event}`,
    ...describe(order, event, received),
    orderId: order.id,
  });
  const delivery = await enqueueWebhook(tx, {
    ownerId: order.ownerId,
    type: `order.${event}`,
    data: { order: await toOrder(tx, order) },
    orderId: order.id,
  });
  return delivery !== undefined;
}

/** Whether the seller was already told this event of the order (its notification exists). */
export async function toldOrderEvent(tx: Executor, orderId: string, event: OrderEvent): Promise<boolean> {
  const [told] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.orderId, orderId), eq(notifications.kind, `order.${event}`)))
    .limit(1);
  return told !== undefined;
}
