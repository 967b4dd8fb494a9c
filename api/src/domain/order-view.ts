// Orders as the API shows them: to their seller (with the buyer's e-mail and address) and, as a
// receipt, to their buyer; with their items and payment, read in a few queries for any number of orders.
import type { ListedNft, Order, OrderItem, OrderReceipt, PaymentRequest } from '@suite/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db';
import { orderItems, orders, paymentRequests, receivedPayments, widgets } from '../db/schema';
import { normalizeDecimal } from './decimal';
import { toPaymentRequests, type PaymentRequestRow } from './payment-requests';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

function toOrderItem(row: OrderItemRow): OrderItem {
  return {
    id: row.id,
    productId: row.productId,
    title: row.title,
    price: normalizeDecimal(row.price),
    quantity: row.quantity,
    product: { imageUrl: row.imageUrl },
  };
}

export async function itemsOfOrders(db: Executor, orderIds: string[]): Promise<Map<string, OrderItem[]>> {
  const byOrder = new Map<string, OrderItem[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(toOrderItem(row));
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/** The payment requests of orders, as rows and as shown, by order id (one query for all). */
async function paymentsOfOrders(
  db: Executor,
  orderIds: string[],
): Promise<Map<string, { row: PaymentRequestRow; view: PaymentRequest }>> {
  const rows = await requestsOfOrders(db, orderIds);
  const views = await toPaymentRequests(db, rows);
  return new Map(
    rows.flatMap((row, index) => {
      const view = views[index];
      return row.orderId && view ? [[row.orderId, { row, view }]] : [];
    }),
  );
}

async function requestsOfOrders(db: Executor, orderIds: string[]): Promise<PaymentRequestRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(paymentRequests).where(inArray(paymentRequests.orderId, orderIds));
}

/**
 * Whether the seller may delete an order (ADR 0034): cancelled — a Pending or failed one is cancelled
 * first, as a buyer may still be paying it —, no payment reached it, and none can still reach it (an
 * order expired unpaid is read for a late payment for a while, ADR 0031). An order is the record of
 * money received, and of what its buyer may still open.
 */
function isDeletable(
  order: Pick<OrderRow, 'status'>,
  request: Pick<PaymentRequestRow, 'status' | 'nextCheckAt'> | undefined,
  paymentSeen: boolean,
): boolean {
  const stillRead = request !== undefined && request.status === 'expired' && request.nextCheckAt !== null;
  return order.status === 'Cancelled' && !paymentSeen && !stillRead;
}

/** Which of these orders (the caller's, read under lock) may be deleted, by id. */
export async function deletableOrders(
  db: Executor,
  rows: Pick<OrderRow, 'id' | 'status'>[],
): Promise<Set<string>> {
  const ids = rows.map((row) => row.id);
  const requests = await requestsOfOrders(db, ids);
  const reached = await ordersPaymentsReached(db, ids);
  return new Set(
    rows
      .filter((row) =>
        isDeletable(
          row,
          requests.find((request) => request.orderId === row.id),
          reached.has(row.id),
        ),
      )
      .map((row) => row.id),
  );
}

/**
 * Which of these orders a payment carrying their reference reached, confirmed or not: the customer's
 * money came (or is coming), so the order is kept (ADR 0034) and refunded, not cancelled (ADR 0035).
 */
export async function ordersPaymentsReached(db: Executor, orderIds: string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ orderId: paymentRequests.orderId })
    .from(receivedPayments)
    .innerJoin(paymentRequests, eq(paymentRequests.id, receivedPayments.requestId))
    .where(inArray(paymentRequests.orderId, orderIds));
  return new Set(rows.flatMap((row) => (row.orderId ? [row.orderId] : [])));
}

/**
 * The sites the orders were placed on that are their sellers' own widgets, by `ownerId:siteId`: an
 * order's `siteId` is what the placing page sent, so one naming another owner's widget names none.
 */
async function sellersSites(
  db: Executor,
  rows: Pick<OrderRow, 'ownerId' | 'siteId'>[],
): Promise<Map<string, { id: number; name: string }>> {
  const ids = [...new Set(rows.flatMap((row) => (/^\d{1,9}$/.test(row.siteId) ? [Number(row.siteId)] : [])))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: widgets.id, ownerId: widgets.ownerId, name: widgets.name })
    .from(widgets)
    .where(inArray(widgets.id, ids));
  return new Map(found.map((site) => [`${site.ownerId}:${site.id}`, { id: site.id, name: site.name }]));
}

/** Orders as the API shows them, with their items and payment (a query each for all orders, not one per order). */
export async function toOrders(db: Executor, rows: OrderRow[]): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const items = await itemsOfOrders(db, ids);
  const payments = await paymentsOfOrders(db, ids);
  const sites = await sellersSites(db, rows);
  return rows.map((row) => {
    const payment = payments.get(row.id);
    return {
      ...paymentOf(row, payment?.view ?? null),
      email: row.email,
      shippingAddress: row.shippingAddress ?? null,
      siteId: row.siteId,
      site: sites.get(`${row.ownerId}:${row.siteId}`) ?? null,
      items: items.get(row.id) ?? [],
      // The view lists every payment the request's reference carried, confirmed or not.
      deletable: isDeletable(row, payment?.row, (payment?.view.payments.length ?? 0) > 0),
    };
  });
}

/** The NFT of an asset store listing the order buys (ADR 0033), or null. */
export function listedNftOf(
  row: Pick<OrderRow, 'nftChainId' | 'nftContractAddress' | 'nftTokenId'>,
): ListedNft | null {
  const { nftChainId: chainId, nftContractAddress: contractAddress, nftTokenId: tokenId } = row;
  return chainId !== null && contractAddress !== null && tokenId !== null
    ? { chainId, contractAddress, tokenId }
    : null;
}

/** The fields the seller and the customer both see: status and payment. */
function paymentOf(row: OrderRow, payment: PaymentRequest | null): Omit<OrderReceipt, 'items'> {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    hash: row.hash,
    chainId: row.chainId,
    contractAddress: row.contractAddress,
    senderAddress: row.senderAddress,
    receiverAddress: row.receiverAddress,
    amount: normalizeDecimal(row.amount),
    paidAmount: row.paidAmount === null ? null : normalizeDecimal(row.paidAmount),
    overpaidAmount: row.overpaidAmount === null ? null : normalizeDecimal(row.overpaidAmount),
    failureReason: row.failureReason,
    failure: row.failure,
    refundReason: row.refundReason,
    confirmations: row.confirmations,
    requiredConfirmations: row.requiredConfirmations,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    checkoutId: row.checkoutId,
    payment,
    listing: listedNftOf(row),
  };
}

/** The customer's receipt: no e-mail, no shipping address. */
export async function toReceipt(db: Executor, row: OrderRow): Promise<OrderReceipt> {
  const items = await itemsOfOrders(db, [row.id]);
  const payments = await paymentsOfOrders(db, [row.id]);
  return { ...paymentOf(row, payments.get(row.id)?.view ?? null), items: items.get(row.id) ?? [] };
}

export async function toOrder(db: Executor, row: OrderRow): Promise<Order> {
  const [order] = await toOrders(db, [row]);
  if (!order) throw new Error(`Order ${row.id} vanished while reading it`);
  return order;
}
