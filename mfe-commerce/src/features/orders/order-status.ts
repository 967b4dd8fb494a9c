import type { Order, OrderStatus } from '@suite/shared';
import type { OrderAction } from '../../api/orders';

/** The seed's labels (§4). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PaymentConfirmed: 'Payment confirmed',
  Pending: 'Payment pending',
  Finalized: 'Finalized',
  Refunded: 'Refunded',
  Cancelled: 'Cancelled',
  TransactionFailed: 'Transaction failed',
};

export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  PaymentConfirmed: 'blue',
  Pending: 'gold',
  Finalized: 'green',
  Refunded: 'purple',
  Cancelled: 'default',
  TransactionFailed: 'red',
};

/** The API's state machine: which statuses each action starts from. */
const ACTION_FROM: Record<OrderAction, readonly OrderStatus[]> = {
  finalize: ['PaymentConfirmed'],
  refund: ['PaymentConfirmed', 'Finalized'],
  cancel: ['Pending', 'PaymentConfirmed'],
};

/** Payments arrived but do not reach the total: the seller accepts them or refunds them. */
export function isUnderpaid(order: Pick<Order, 'status' | 'payment'>): boolean {
  return order.status === 'Pending' && order.payment?.progress === 'underpaid';
}

/** Whether the state machine allows `action` now; an underpaid order can be refunded too. */
export function canRunOrderAction(action: OrderAction, status: OrderStatus, underpaid = false): boolean {
  return ACTION_FROM[action].includes(status) || (action === 'refund' && underpaid);
}

export const ORDER_ACTIONS: readonly {
  action: OrderAction;
  label: string;
  confirm: string;
  success: string;
  danger: boolean;
}[] = [
  {
    action: 'finalize',
    label: 'Finalize',
    confirm: 'Finalize this order?',
    success: 'Order finalized',
    danger: false,
  },
  {
    action: 'refund',
    label: 'Refund',
    confirm: 'Mark this order as refunded?',
    success: 'Order refunded',
    danger: true,
  },
  {
    action: 'cancel',
    label: 'Cancel',
    confirm: 'Cancel this order?',
    success: 'Order cancelled',
    danger: true,
  },
];
