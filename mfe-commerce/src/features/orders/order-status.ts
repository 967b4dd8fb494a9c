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

/** Whether the state machine allows `action` now; an underpaid order can be refunded too. */
export function canRunOrderAction(action: OrderAction, status: OrderStatus, underpaid = false): boolean {
  return ORDER_ACTION_FROM[action].includes(status) || (action === 'refund' && underpaid);
}

/** The order's actions in button order; each is worded `orderActions.{action}.*` in the catalog. */
export const ORDER_ACTIONS: readonly { action: OrderAction; danger: boolean }[] = [
  { action: 'finalize', danger: false },
  { action: 'refund', danger: true },
  { action: 'cancel', danger: true },
];
