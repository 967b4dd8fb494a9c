import type { CheckoutItem } from '@suite/shared';

type NamedItem = Pick<CheckoutItem, 'name' | 'active'>;

/** The names of a checkout's inactive products (no `publishedAt`: not shown in the store), in order. */
export function inactiveProductNames(items: readonly NamedItem[]): string[] {
  return [...new Set(items.filter((item) => !item.active).map((item) => item.name))];
}
