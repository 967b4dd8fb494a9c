import { ORDER_ACTION_FROM, type Order, type OrderAction, type OrderStatus } from '@suite/shared';

export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  PaymentConfirmed: 'blue',
  Pending: 'gold',
  Finalized: 'green',
  Refunded: 'purple',
  Cancelled: 'default',
  TransactionFailed: 'red',
};

/** Payments arrived but do not reach the total: the seller accepts them or refunds them. */
export function isUnderpaid(order: Pick<Order, 'status' | 'payment'>): boolean {
  return order.status === 'Pending' && order.payment?.progress === 'underpaid';
}

/** A payment carrying the order's reference was seen on chain, confirmed or not. */
function paymentReached(order: Pick<Order, 'payment'>): boolean {
  return (order.payment?.payments.length ?? 0) > 0;
}

/**
 * Why Cancel is not offered on an order the customer paid or is paying, as the API refuses it (ADR
 * 0035): a payment is being confirmed, or money reached the order (it is refunded instead). Null when
 * nothing but the status decides.
 */
export function cancelHeldBy(order: Pick<Order, 'status' | 'payment'>): 'confirming' | 'paid' | null {
  if (order.status === 'PaymentConfirmed') return 'paid';
  if (!ORDER_ACTION_FROM.cancel.includes(order.status) || !paymentReached(order)) return null;
  return order.payment?.progress === 'confirming' ? 'confirming' : 'paid';
}

/** Money reached the order after the seller cancelled it: the customer's to get back (then Refund). */
export function isPaidAfterCancel(order: Pick<Order, 'status' | 'payment'>): boolean {
  return order.status === 'Cancelled' && paymentReached(order);
}

/**
 * Whether the seller may run `action` on the order now: an underpaid order can be refunded too, and
 * a cancelled one money reached after all.
 */
export function canRunOrderAction(action: OrderAction, order: Pick<Order, 'status' | 'payment'>): boolean {
  if (action === 'refund' && (isUnderpaid(order) || isPaidAfterCancel(order))) return true;
  if (action === 'cancel' && cancelHeldBy(order)) return false;
  return ORDER_ACTION_FROM[action].includes(order.status);
}

/** The order's actions in button order; each is worded `orderActions.{action}.*` in the catalog. */
export const ORDER_ACTIONS: readonly { action: OrderAction; danger: boolean }[] = [
  { action: 'finalize', danger: false },
  { action: 'refund', danger: true },
  { action: 'cancel', danger: true },
];
