/**
 * The back office's sections, below its base path (`/u/account/commerce`), in menu order. The base
 * path itself opens Products.
 */
export const COMMERCE_SECTIONS = [
  { path: 'dashboard', title: 'Dashboard' },
  { path: 'notifications', title: 'Notifications' },
  { path: 'settings', title: 'Settings' },
  { path: 'orders', title: 'Orders' },
  { path: 'products', title: 'Products' },
  { path: 'categories', title: 'Categories' },
  { path: 'collections', title: 'Collections' },
  { path: 'checkouts', title: 'Checkouts' },
] as const;

export type CommerceSectionPath = (typeof COMMERCE_SECTIONS)[number]['path'];

export function joinPath(basePath: string, path: string): string {
  const base = basePath.replace(/\/+$/, '');
  return path ? `${base}/${path}` : base || '/';
}

/** The public checkout page a share link opens: `{host}/c/{checkoutId}`. */
export function checkoutPagePath(checkoutId: string): string {
  return `/c/${encodeURIComponent(checkoutId)}`;
}
