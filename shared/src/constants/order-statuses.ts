/**
 * An order's statuses, in the order the orders filter lists them: plain values, which the orders page
 * reads without zod (`OrderStatusSchema` checks them in `@suite/shared/schemas`).
 */
export const ORDER_STATUSES = [
  'PaymentConfirmed',
  'Pending',
  'Finalized',
  'Refunded',
  'Cancelled',
  'TransactionFailed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * An order whose payment stands: its amount counts as revenue, and an NFT it bought is sold. A refund or
 * a cancel takes it out.
 */
export const PAID_ORDER_STATUSES: readonly OrderStatus[] = ['PaymentConfirmed', 'Finalized'];

/** Whether a value (a URL's `?status=`, say) is one of the statuses. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return ORDER_STATUSES.some((status) => status === value);
}

/** What a seller does to an order (the order detail's buttons). */
export type OrderAction = 'finalize' | 'refund' | 'cancel';

/**
 * The order state machine, one home for the API and the orders page: the statuses each action starts
 * from. An underpaid Pending order can be refunded too (the API checks it is underpaid); an order
 * whose payment transaction failed can be cancelled, as a Pending one. Only an order no payment has
 * reached is cancelled (ADR 0035): a paid one is refunded, a partly paid one refunded or accepted, and
 * one whose payment is still being confirmed waits for it.
 */
export const ORDER_ACTION_FROM: Readonly<Record<OrderAction, readonly OrderStatus[]>> = {
  finalize: ['PaymentConfirmed'],
  refund: ['PaymentConfirmed', 'Finalized'],
  cancel: ['Pending', 'TransactionFailed'],
};

/** An order as the seller and buyer see it named: its id without the first 10 characters (seed 001 §2). */
export function orderReference(id: string): string {
  return id.slice(10);
}
