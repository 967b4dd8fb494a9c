import type { OrderStatus } from '@suite/shared';
import { and, count, desc, eq, ilike, inArray, or, sql, sum, type SQL } from 'drizzle-orm';
import { orders } from '../db/schema';
import { base, requireSession, type Services } from '../orpc';
import { conflict, isUuid, likePattern, notFound, pageWindow } from './commerce-common';
import { normalizeDecimal } from './decimal';
import { createOrderProcedure } from './order-create';
import { recordOrderEvent, type OrderEvent } from '../payments/order-events';
import { toOrder, toOrders, toReceipt } from './order-view';

/** The order state machine: each action, the statuses it may start from, and what it answers otherwise. */
const TRANSITIONS = {
  finalize: {
    event: 'finalized',
    to: 'Finalized',
    from: ['PaymentConfirmed'],
    refusal: 'Only a confirmed order can be finalized',
  },
  refund: {
    event: 'refunded',
    to: 'Refunded',
    from: ['PaymentConfirmed', 'Finalized'],
    refusal: 'Only a confirmed or finalized order can be refunded',
  },
  cancel: {
    event: 'cancelled',
    to: 'Cancelled',
    from: ['Pending', 'PaymentConfirmed'],
    refusal: 'Only a pending or confirmed order can be cancelled',
  },
} as const satisfies Record<
  string,
  { event: OrderEvent; to: OrderStatus; from: readonly OrderStatus[]; refusal: string }
>;

/** Revenue counts money the seller actually received. */
const REVENUE_STATUSES: OrderStatus[] = ['PaymentConfirmed', 'Finalized'];

export function ordersProcedures(services: Services) {
  const { db } = services;
  const signedIn = requireSession(services);

  async function ownedOrder(ownerId: string, id: string) {
    if (!isUuid(id)) throw notFound('Order');
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.ownerId, ownerId)));
    if (!row) throw notFound('Order');
    return row;
  }

  const list = base.orders.list.use(signedIn).handler(async ({ input, context }) => {
    const filters: SQL[] = [eq(orders.ownerId, context.session.userId)];
    if (input.status) filters.push(eq(orders.status, input.status));
    if (input.q) {
      const pattern = likePattern(input.q);
      const matches = or(
        ilike(sql<string>`${orders.id}::text`, pattern),
        ilike(orders.hash, pattern),
        ilike(orders.senderAddress, pattern),
        ilike(orders.email, pattern),
      );
      if (matches) filters.push(matches);
    }
    const where = and(...filters);
    const { offset, limit } = pageWindow(input.page, input.limit);
    const rows = await db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ value: count() }).from(orders).where(where);
    return {
      items: await toOrders(db, rows),
      totalItems: total?.value ?? 0,
      currentPage: input.page,
      pageSize: input.limit,
    };
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

  const totalRevenue = base.orders.totalRevenue.use(signedIn).handler(async ({ context }) => {
    const [row] = await db
      .select({ value: sum(orders.amount) })
      .from(orders)
      .where(and(eq(orders.ownerId, context.session.userId), inArray(orders.status, REVENUE_STATUSES)));
    return { totalRevenue: normalizeDecimal(row?.value ?? '0'), currency: 'USD' as const };
  });

  function transition(action: keyof typeof TRANSITIONS) {
    const rule = TRANSITIONS[action];
    return async (ownerId: string, id: string) => {
      await ownedOrder(ownerId, id);
      const { order, webhookQueued } = await db.transaction(async (tx) => {
        // Conditional on the current status, so two concurrent actions cannot both apply.
        const [updated] = await tx
          .update(orders)
          .set({ status: rule.to, nextCheckAt: null, updatedAt: new Date() })
          .where(and(eq(orders.id, id), eq(orders.ownerId, ownerId), inArray(orders.status, [...rule.from])))
          .returning();
        if (!updated) throw conflict(rule.refusal);
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
    .handler(({ input, context }) => refundOrder(context.session.userId, input.id));
  const cancel = base.orders.cancel
    .use(signedIn)
    .handler(({ input, context }) => cancelOrder(context.session.userId, input.id));

  // Public: the customer's receipt page polls it. An order id is an unguessable uuid, and the receipt
  // leaves out the buyer's e-mail and address. A due check is started, so the page sees progress even
  // between the worker's rounds.
  const receipt = base.orders.receipt.handler(async ({ input }) => {
    if (!isUuid(input.id)) throw notFound('Order');
    const [row] = await db.select().from(orders).where(eq(orders.id, input.id));
    if (!row) throw notFound('Order');
    if (row.status === 'Pending' && row.nextCheckAt && row.nextCheckAt <= new Date()) {
      services.background?.payments.kick();
    }
    return toReceipt(db, row);
  });

  const bulkDelete = base.orders.bulkDelete.use(signedIn).handler(async ({ input, context }) => {
    const ids = [...new Set(input.ids)];
    if (!ids.every(isUuid)) throw notFound('Order');
    return db.transaction(async (tx) => {
      const deleted = await tx
        .delete(orders)
        .where(and(eq(orders.ownerId, context.session.userId), inArray(orders.id, ids)))
        .returning({ id: orders.id });
      // All or nothing: one id that is not the caller's rolls the whole delete back.
      if (deleted.length !== ids.length) throw notFound('Order');
      return { deleted: deleted.length };
    });
  });

  return {
    list,
    create: createOrderProcedure(services),
    receipt,
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
