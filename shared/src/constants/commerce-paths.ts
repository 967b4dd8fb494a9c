// mfe_commerce's URLs, published here so that the apps hosting its back office (the shell, the
// widget editor) link to its screens without repeating its paths, and the API's e-mails link to them
// too. Their titles, in the page's language: `useCommerceSectionTitle` (@suite/shared/react).

/** Where the shell mounts the back office (`basePath` of `mfe_commerce/CommerceApp`). */
export const COMMERCE_BASE_PATH = '/u/account/commerce';

/**
 * The back office's sections, below its base path, in menu order; each is titled by
 * `useCommerceSectionTitle`. The base path itself opens Products.
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
export type CommerceSection = (typeof COMMERCE_SECTIONS)[number];

/** The sections whose things are created on a page of their own (`products/create`). */
export type CommerceCreatable = 'products' | 'categories' | 'collections' | 'checkouts';
/** The sections whose things are edited on a page of their own (`products/{id}/edit`). */
export type CommerceEditable = 'products' | 'collections' | 'checkouts';

function joinPath(basePath: string, path: string): string {
  const base = basePath.replace(/\/+$/, '');
  return path ? `${base}/${path}` : base || '/';
}

/** The back office's screens, below the base path it is mounted at (`basePath`). */
export const commercePaths = {
  /** The back office itself: it opens Products. */
  home: (basePath: string) => joinPath(basePath, ''),
  section: (basePath: string, section: CommerceSection) => joinPath(basePath, section),
  create: (basePath: string, section: CommerceCreatable) => joinPath(basePath, `${section}/create`),
  edit: (basePath: string, section: CommerceEditable, id: string) =>
    joinPath(basePath, `${section}/${encodeURIComponent(id)}/edit`),
  order: (basePath: string, id: string) => joinPath(basePath, `orders/${encodeURIComponent(id)}`),
  /** The public page a checkout's share link opens, at the host's root: `/c/{checkoutId}`. */
  checkoutPage: (checkoutId: string) => `/c/${encodeURIComponent(checkoutId)}`,
  /** The share link of a checkout: `{origin}/c/{checkoutId}` (seed §2). */
  checkoutLink: (origin: string, checkoutId: string) =>
    `${origin.replace(/\/+$/, '')}${commercePaths.checkoutPage(checkoutId)}`,
};
