import { OrderCreateInputSchema, type OrderCreateInput } from '@suite/shared';

/**
 * A payment whose transaction was sent but whose order is not recorded yet (the API could not be
 * reached, the tab was closed). It is kept in this browser so the customer can record it later:
 * money sent must never be forgotten by the page.
 */
function key(checkoutId: string): string {
  return `suite.checkout-pay.pending.${checkoutId}`;
}

export function loadPendingPayment(checkoutId: string): OrderCreateInput | null {
  try {
    const text = window.localStorage.getItem(key(checkoutId));
    if (!text) return null;
    const parsed = OrderCreateInputSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function savePendingPayment(input: OrderCreateInput): void {
  if (!input.checkoutId) return;
  try {
    window.localStorage.setItem(key(input.checkoutId), JSON.stringify(input));
  } catch {
    // Storage full or disabled: the page still shows the payment until it is closed.
  }
}

export function clearPendingPayment(checkoutId: string): void {
  try {
    window.localStorage.removeItem(key(checkoutId));
  } catch {
    // Nothing to clear.
  }
}
