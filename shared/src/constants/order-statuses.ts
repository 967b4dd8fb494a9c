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

/** Whether a value (a URL's `?status=`, say) is one of the statuses. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return ORDER_STATUSES.some((status) => status === value);
}
