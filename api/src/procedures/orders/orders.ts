import { ORDER_ACTION_FROM, PAID_ORDER_STATUSES, type ApiErrorReason, type OrderStatus } from '@suite/shared';
import { and, asc, count, desc, eq, gt, inArray, lte, sql, sum, type SQL } from 'drizzle-orm';
import { isHex } from 'viem';
import type { Executor } from '../../db';
import { isUuid } from '../../db/ids';
import { countRows, listPage, readPage, textSearch } from '../../db/paging';
import { orderItems, orders, paymentRequests } from '../../db/schema';
import { chargeOrderFee } from '../../domain/credits-ledger';
import { normalizeDecimal, toMicros } from '../../domain/decimal';
import { recordOrderEvent, type OrderEvent } from '../../domain/order-events';
import {
  deletableOrders,
  ordersPaymentsReached,
  toOrder,
  toOrders,
  toReceipt,
} from '../../domain/order-view';
import {
  toPaymentRequest,
  WATCHED_REQUEST_STATUSES,
  type PaymentRequestRow,
} from '../../domain/payment-requests';
import {
  closeSoldListing,
  queueOrderMails,
  settleReportedTransaction,
  wakeAfter,
} from '../../domain/payment-settlement';
import { isReceiptToken, receiptSecret } from '../../domain/receipt-links';
import { conflict, invalidInput, notFound } from '../../errors';
import type { PublicReadsLimit } from '../../http/public-reads-limit';
import { base, requireSession } from '../../orpc';
import type { Services } from '../../services';
import { createOrderProcedure } from './create';

/** The order state machine: each action, the statuses it may start from, and what it answers otherwise. */
const TRANSITIONS = {
  finalize: {
    event: 'finalized',
    to: 'Finalized',
    from: ORDER_ACTION_FROM.finalize,
    refusal: 'Only a confirmed order can be finalized',
    reason: 'orderNotFinalizable',
  },
  refund: {
    event: 'refunded',
    to: 'Refunded',
    // And an underpaid Pending order, refunded with its reason, and a Cancelled one a payment reached
    // after its cancel (see `transition`).
    from: ORDER_ACTION_FROM.refund,
    refusal:
      'Only a confirmed, finalized or underpaid order, or a cancelled one a payment reached, can be refunded',
    reason: 'orderNotRefundable',
  },
  cancel: {
    event: 'cancelled',
    to: 'Cancelled',
    from: ORDER_ACTION_FROM.cancel,
    // And only while no payment has reached it (see `transition`): a paid order is refunded.
    refusal: 'Only a pending or failed order that no payment has reached can be cancelled: refund a paid one',
    reason: 'orderNotCancellable',
  },
} as const satisfies Record<
  string,
  {
    event: OrderEvent;
    to: OrderStatus;
    from: readonly OrderStatus[];
    refusal: string;
    reason: ApiErrorReason;
  }
>;

/**
 * An order is underpaid when payments are confirmed but they do not reach its total, or reach it
 * while a marketplace fee of its payment is short (the order is then still Pending).
 */
async function isUnderpaid(
  db: Executor,
  order: { id: string; status: OrderStatus; amount: string },
): Promise<boolean> {
  if (order.status !== 'Pending') return false;
  const [request] = await db.select().from(paymentRequests).where(eq(paymentRequests.orderId, order.id));
  if (!request) return false;
  const view = await toPaymentRequest(db, request);
  // Confirmed money reached it: to the seller, or only to a fee recipient (whoever holds the
  // reference can send a fee alone), and not all that is due.
  const reached =
    toMicros(view.receivedAmount) > 0n || view.fees.some((fee) => toMicros(fee.receivedAmount) > 0n);
  return (
    reached &&
    (toMicros(view.receivedAmount) < toMicros(order.amount) ||
      view.fees.some((fee) => toMicros(fee.receivedAmount) < toMicros(fee.amount)))
  );
}

/**
 * Takes the orders' payment request row locks first, as the payment worker does (request, then
 * order), in id order: a seller's action and a payment being settled then queue instead of
 * deadlocking (PostgreSQL answers one of them `deadlock detected`, a 500).
 */
async function lockPaymentRequests(tx: Executor, orderIds: string[]): Promise<void> {
  await tx
    .select({ id: paymentRequests.id })
    .from(paymentRequests)
    .where(inArray(paymentRequests.orderId, orderIds))
    .orderBy(asc(paymentRequests.id))
    .for('update');
}

/**
 * The seller's action ends the wait for the order's payment: an open request, or an expired one (a
 * failed order whose time ran out), so that no late payment takes the order up again (ADR 0031).
 */
async function closePaymentRequest(tx: Executor, orderId: string): Promise<void> {
  await tx
    .update(paymentRequests)
    .set({ status: 'closed', nextCheckAt: null, updatedAt: new Date() })
    .where(
      and(eq(paymentRequests.orderId, orderId), inArray(paymentRequests.status, WATCHED_REQUEST_STATUSES)),
    );
}

/**
 * The seller's orders (list, figures, the state machine's actions) and the buyer's public calls (place,
 * receipt, reported payment, paid content).
 */
export function ordersProcedures(services: Services, publicReads: PublicReadsLimit) {
  const { db } = services;
  const signedIn = requireSession(services);

  async function ownedOrder(ownerId: string, id: string) {
    if (!isUuid(id)) throw notFound('order');
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.ownerId, ownerId)));
    if (!row) throw notFound('order');
    return row;
  }

  const list = base.orders.list.use(signedIn).handler(async ({ input, context }) => {
    const filters: SQL[] = [eq(orders.ownerId, context.session.userId)];
    if (input.status) filters.push(eq(orders.status, input.status));
    const matches = textSearch(
      input.q,
      sql<string>`${orders.id}::text`,
      orders.hash,
      orders.senderAddress,
      orders.email,
    );
    if (matches) filters.push(matches);
    const where = and(...filters);
    const { rows, totalItems } = await readPage(
      input,
      db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).$dynamic(),
      countRows(db, orders, where),
    );
    return listPage(input, await toOrders(db, rows), totalItems);
  });

  const get = base.orders.get
    .use(signedIn)
    .handler(async ({ input, context }) => toOrder(db, await ownedOrder(context.session.userId, input.id)));

  const items = base.orders.items.use(signedIn).handler(async ({ input, context }) => {
    const order = await toOrder(db, await ownedOrder(context.session.userId, input.id));
    return { items: order.items };
  });

  const countOrders = base.orders.count.use(signedIn).handler(async ({ context }) => {
    const [row] = await db
      .select({ value: count() })
      .from(orders)
      .where(eq(orders.ownerId, context.session.userId));
    return { count: row?.value ?? 0 };
  });

  /**
   * Revenue counts money the seller actually received: what the payments of a paid order carried (a
   * short payment the seller accepted counts for what arrived, an overpayment whole), or its total when
   * no payment is recorded (an order confirmed before payments were recorded).
   */
  const totalRevenue = base.orders.totalRevenue.use(signedIn).handler(async ({ context }) => {
    const [row] = await db
      .select({ value: sum(sql`coalesce(${orders.paidAmount}, ${orders.amount})`) })
      .from(orders)
      .where(
        and(eq(orders.ownerId, context.session.userId), inArray(orders.status, [...PAID_ORDER_STATUSES])),
      );
    return { totalRevenue: normalizeDecimal(row?.value ?? '0'), currency: 'USD' as const };
  });

  function transition(action: keyof typeof TRANSITIONS) {
    const rule = TRANSITIONS[action];
    return async (ownerId: string, id: string, values: { refundReason?: string } = {}) => {
      const current = await ownedOrder(ownerId, id);
      // Refunding a Pending order is settling an underpaid one; an unpaid one is cancelled instead.
      if (action === 'refund' && current.status === 'Pending') {
        if (!(await isUnderpaid(db, current))) throw conflict(rule.reason, rule.refusal);
        if (!values.refundReason)
          throw invalidInput({ reason: 'Required: tell the customer why their payment is refunded' });
      }
      const { order, webhookQueued } = await db.transaction(async (tx) => {
        await lockPaymentRequests(tx, [id]);
        // Read under the request's lock, which the payment worker holds while it records a payment.
        const paymentReached = async () => (await ordersPaymentsReached(tx, [id])).has(id);
        if (action === 'cancel' && (await paymentReached())) throw conflict(rule.reason, rule.refusal);
        // A cancelled order is refunded only when money reached it after all (the customer's to get back).
        const refundsCancelled = action === 'refund' && current.status === 'Cancelled';
        if (refundsCancelled && !(await paymentReached())) throw conflict(rule.reason, rule.refusal);
        // Conditional on the current status, so two concurrent actions cannot both apply.
        const [updated] = await tx
          .update(orders)
          .set({ status: rule.to, ...values, updatedAt: new Date() })
          .where(
            and(
              eq(orders.id, id),
              eq(orders.ownerId, ownerId),
              action === 'refund' && (current.status === 'Pending' || refundsCancelled)
                ? eq(orders.status, current.status)
                : inArray(orders.status, [...rule.from]),
            ),
          )
          .returning();
        if (!updated) throw conflict(rule.reason, rule.refusal);
        await closePaymentRequest(tx, id);
        const queued = await recordOrderEvent(tx, updated, rule.event);
        return { order: await toOrder(tx, updated), webhookQueued: queued };
      });
      if (webhookQueued) services.background?.webhooks.kick();
      return order;
    };
  }
  const finalizeOrder = transition('finalize');
  const refundOrder = transition('refund');
  const cancelOrder = transition('cancel');

  const finalize = base.orders.finalize
    .use(signedIn)
    .handler(({ input, context }) => finalizeOrder(context.session.userId, input.id));
  const refund = base.orders.refund
    .use(signedIn)
    .handler(({ input, context }) =>
      refundOrder(context.session.userId, input.id, input.reason ? { refundReason: input.reason } : {}),
    );
  const cancel = base.orders.cancel
    .use(signedIn)
    .handler(({ input, context }) => cancelOrder(context.session.userId, input.id));

  // The seller accepts a short payment as the order's: confirmed with what was received.
  const acceptPayment = base.orders.acceptPayment.use(signedIn).handler(async ({ input, context }) => {
    const ownerId = context.session.userId;
    const current = await ownedOrder(ownerId, input.id);
    if (!(await isUnderpaid(db, current)))
      throw conflict('orderNotUnderpaid', 'Only an underpaid order can be accepted as paid');
    const { order, webhookQueued, mailQueued } = await db.transaction(async (tx) => {
      await lockPaymentRequests(tx, [input.id]);
      const [updated] = await tx
        .update(orders)
        .set({ status: 'PaymentConfirmed', confirmedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(orders.id, input.id), eq(orders.ownerId, ownerId), eq(orders.status, 'Pending')))
        .returning();
      if (!updated) throw conflict('orderNotUnderpaid', 'Only an underpaid order can be accepted as paid');
      await closePaymentRequest(tx, input.id);
      await chargeOrderFee(tx, ownerId, updated.id);
      await closeSoldListing(tx, services.config, updated);
      // Told with what arrived (the confirmed sum the worker last wrote, under this same lock), not
      // the total: nothing of the price may have arrived when only a fee was paid.
      const queued = await recordOrderEvent(tx, updated, 'confirmed', updated.paidAmount ?? '0');
      const mailed = await queueOrderMails(tx, services, updated);
      return { order: await toOrder(tx, updated), webhookQueued: queued, mailQueued: mailed };
    });
    wakeAfter(services, { webhookQueued, mailQueued });
    return order;
  });

  async function publicOrder(id: string, executor: Executor = db) {
    if (!isUuid(id)) throw notFound('order');
    const [row] = await executor.select().from(orders).where(eq(orders.id, id));
    if (!row) throw notFound('order');
    return row;
  }

  /**
   * The receipt as of one instant: the order and its payments read in one snapshot, so a payment
   * settled between the two reads never shows as received on a request and not on its order.
   */
  function readReceipt(id: string) {
    return db.transaction(async (tx) => toReceipt(tx, await publicOrder(id, tx)), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
  }

  async function requestOfOrder(orderId: string): Promise<PaymentRequestRow | undefined> {
    const [request] = await db.select().from(paymentRequests).where(eq(paymentRequests.orderId, orderId));
    return request;
  }

  // Public: the customer's receipt page polls it. An order id is an unguessable uuid, and the receipt
  // leaves out the buyer's e-mail and address. A due check is started, so the page sees progress even
  // between the worker's rounds.
  const receipt = base.orders.receipt.use(publicReads).handler(async ({ input }) => {
    const row = await publicOrder(input.id);
    const [due] = await db
      .select({ id: paymentRequests.id })
      .from(paymentRequests)
      .where(
        and(
          eq(paymentRequests.orderId, row.id),
          eq(paymentRequests.status, 'open'),
          lte(paymentRequests.nextCheckAt, new Date()),
        ),
      );
    if (due) services.background?.payments.kick();
    return readReceipt(row.id);
  });

  // Public: the page that paid reports its transaction, so the receipt shows it at once. It counts
  // only for what it carries: logs of the proxy with this order's reference, to its receiver.
  const reportPayment = base.orders.reportPayment.use(publicReads).handler(async ({ input }) => {
    const row = await publicOrder(input.id);
    const request = await requestOfOrder(row.id);
    if (!request || !isHex(input.hash)) throw notFound('order');
    await settleReportedTransaction(services, request, input.hash);
    return readReceipt(input.id);
  });

  // Public: what the buyer bought that is protected (digital products' content), once the order is
  // paid, for the holder of the receipt link only; anyone else gets the same 404 as an unknown order.
  const content = base.orders.content.use(publicReads).handler(async ({ input }) => {
    const row = await publicOrder(input.id);
    if (!isReceiptToken(await receiptSecret(db), row.id, input.token)) throw notFound('order');
    if (row.status !== 'PaymentConfirmed' && row.status !== 'Finalized') {
      throw conflict('contentAwaitsPayment', 'The content is shown once the payment is confirmed');
    }
    // The content as it was ordered (order_items.content): a later edit or deletion of the product
    // takes nothing from a buyer who paid.
    const items = await db
      .select({ productId: orderItems.productId, title: orderItems.title, content: orderItems.content })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, row.id), gt(sql`length(${orderItems.content})`, 0)))
      .orderBy(orderItems.position);
    return { items: items.flatMap((item) => (item.content ? [{ ...item, content: item.content }] : [])) };
  });

  const bulkDelete = base.orders.bulkDelete.use(signedIn).handler(async ({ input, context }) => {
    const ids = [...new Set(input.ids)];
    if (!ids.every(isUuid)) throw notFound('order');
    return db.transaction(async (tx) => {
      // The delete reaches the requests through its cascade: their locks first, as for any action.
      await lockPaymentRequests(tx, ids);
      const owned = and(eq(orders.ownerId, context.session.userId), inArray(orders.id, ids));
      const rows = await tx
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(owned)
        .for('update');
      // All or nothing: one id that is not the caller's, or one order a payment reached, deletes none.
      if (rows.length !== ids.length) throw notFound('order');
      const deletable = await deletableOrders(tx, rows);
      if (rows.some((row) => !deletable.has(row.id))) {
        throw conflict(
          'orderNotDeletable',
          'Only a cancelled order that no payment reached or can still reach can be deleted',
        );
      }
      const deleted = await tx.delete(orders).where(owned).returning({ id: orders.id });
      return { deleted: deleted.length };
    });
  });

  return {
    list,
    create: createOrderProcedure(services),
    receipt,
    reportPayment,
    content,
    acceptPayment,
    bulkDelete,
    count: countOrders,
    totalRevenue,
    get,
    items,
    finalize,
    refund,
    cancel,
  };
}
