// Orders as the API shows them: to their seller (with the buyer's e-mail and address) and, as a
// receipt, to their buyer; with their items and payment, read in a few queries for any number of orders.
import type { Order, OrderItem, OrderReceipt, PaymentRequest } from '@suite/shared';
import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../db';
import { orderItems, orders, paymentRequests } from '../db/schema';
import { normalizeDecimal } from './decimal';
import { toPaymentRequests } from './payment-requests';

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

/** The payment requests of orders, by order id (one query for all). */
async function paymentsOfOrders(db: Executor, orderIds: string[]): Promise<Map<string, PaymentRequest>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(paymentRequests).where(inArray(paymentRequests.orderId, orderIds));
  const views = await toPaymentRequests(db, rows);
  return new Map(
    rows.flatMap((row, index) => (row.orderId && views[index] ? [[row.orderId, views[index]]] : [])),
  );
}

/** Orders as the API shows them, with their items and payment (a query each for all orders, not one per order). */
export async function toOrders(db: Executor, rows: OrderRow[]): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const items = await itemsOfOrders(db, ids);
  const payments = await paymentsOfOrders(db, ids);
  return rows.map((row) => ({
    ...paymentOf(row, payments.get(row.id) ?? null),
    email: row.email,
    shippingAddress: row.shippingAddress ?? null,
    siteId: row.siteId,
    items: items.get(row.id) ?? [],
  }));
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
    listing:
      row.nftChainId !== null && row.nftContractAddress !== null && row.nftTokenId !== null
        ? { chainId: row.nftChainId, contractAddress: row.nftContractAddress, tokenId: row.nftTokenId }
        : null,
  };
}

/** The customer's receipt: no e-mail, no shipping address. */
export async function toReceipt(db: Executor, row: OrderRow): Promise<OrderReceipt> {
  const items = await itemsOfOrders(db, [row.id]);
  const payments = await paymentsOfOrders(db, [row.id]);
  return { ...paymentOf(row, payments.get(row.id) ?? null), items: items.get(row.id) ?? [] };
}

export async function toOrder(db: Executor, row: OrderRow): Promise<Order> {
  const [order] = await toOrders(db, [row]);
  if (!order) throw new Error(`Order ${row.id} vanished while reading it`);
  return order;
}
