import type { CheckoutItem } from '@suite/shared';

type NamedItem = Pick<CheckoutItem, 'name' | 'active'>;

/** The names of a checkout's inactive products (no `publishedAt`: not shown in the store), in order. */
export function inactiveProductNames(items: readonly NamedItem[]): string[] {
  return [...new Set(items.filter((item) => !item.active).map((item) => item.name))];
}

/** The form's warning: which products the store does not show, and what that means for the checkout. */
export function inactiveProductsWarning(names: readonly string[]): string {
  return `Inactive products: ${names.join(', ')}. They are not shown in the store, so this checkout cannot be shared until they are active or removed.`;
}

/** Why the share dialog gives no link for this checkout, or null when it may be shared. */
export function shareRefusal(items: readonly NamedItem[]): string | null {
  const names = inactiveProductNames(items);
  if (names.length === 0) return null;
  return `This checkout cannot be shared: it contains inactive products (${names.join(', ')}), which are not shown in the store. Make them active in Products or remove them from the checkout.`;
}
