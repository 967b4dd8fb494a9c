/**
 * The back office's sections, below its base path (`/u/account/commerce`), in menu order; each is
 * titled `sections.{path}` in the catalog. The base path itself opens Products.
 */
export const COMMERCE_SECTIONS = [
  'dashboard',
  'notifications',
  'settings',
  'orders',
  'products',
  'categories',
  'collections',
  'checkouts',
] as const;

export function joinPath(basePath: string, path: string): string {
  const base = basePath.replace(/\/+$/, '');
  return path ? `${base}/${path}` : base || '/';
}

/** The public checkout page a share link opens: `{host}/c/{checkoutId}`. */
export function checkoutPagePath(checkoutId: string): string {
  return `/c/${encodeURIComponent(checkoutId)}`;
}
