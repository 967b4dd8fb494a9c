/** Business constants and limits quoted by the seeds (001 §9, 000 §9). */
export const MIN_CREDITS_PER_ORDER_USD = '0.5';
export const PREMIUM_FEATURE_MONTHLY_PRICE_USD = 100;
export const MAX_PRODUCT_IMAGES = 8;
export const PRODUCT_THUMBNAILS_SHOWN = 3;
export const PRODUCT_NAME_MAX = 30;
export const PRODUCT_PRICE_DECIMALS = 6;
export const NEW_PRODUCT_PRICE = '0.01';
export const CHECKOUT_ITEMS_MIN = 1;
export const CHECKOUT_ITEMS_MAX = 50;
export const ITEM_QUANTITY_MIN = 1;
export const ITEM_QUANTITY_MAX = 100;
export const CREDITS_DISPLAY_DECIMALS = 4;
/** The largest id of a serial (PostgreSQL `integer`) key: widgets, sites, leaderboards, entries, campaigns, forms. */
export const SERIAL_ID_MAX = 2_147_483_647;
/** What a public read beyond the API key's free tier costs in credits (seed 001 §9: 0.0001 and 100000). */
export const API_READ_PRICE_USD = '0.0001';
/** The longest address (URL) a field takes: what browsers and servers reliably keep to. */
export const URL_MAX = 2048;
export const SEARCH_DEBOUNCE_MS = 500;
/** The largest page a list answers (`limitSchema`'s bound); a reader wanting everything asks pages this big. */
export const PAGE_LIMIT_MAX = 100;

export const PAGE_SIZES = {
  categories: { options: [5, 10, 25], default: 10 },
  checkouts: { options: [5, 10, 25], default: 5 },
  collections: { options: [5, 10, 25], default: 5 },
  products: { options: [5, 10, 25], default: 10 },
  orders: { options: [5, 10, 25, 50, 100], default: 5 },
  notifications: { options: [5, 10, 25, 50, 100], default: 10 },
  pageSections: { options: [5, 10, 25, 50], default: 10 },
} as const;

/** How long a sign-in message (and its nonce) may be signed after it was issued. */
export const SIGN_IN_MESSAGE_TTL_MINUTES = 10;
/** How long a session lasts without a new sign-in. */
export const SESSION_TTL_DAYS = 30;
export const SESSION_COOKIE_NAME = 'suite_session';

/**
 * A host name a site may be served on (a custom domain): labels of letters, digits and hyphens, and a
 * top-level label of letters (`shop.example.com`, `shop.localhost`), lower case. The shell tests the
 * page's host with it before asking the API whether a site has it.
 */
export const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
