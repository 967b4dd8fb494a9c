import * as z from 'zod/v4';
import { coded, COMMERCE_BASE_PATH, commercePaths, type ValidationCode } from '@suite/shared';
import {
  EntityIdSchema,
  HttpUrlSchema,
  limitSchema,
  pagedSchema,
  PageSchema,
  SearchSchema,
  WidgetIdSchema,
} from '@suite/shared/schemas';

export const COMMERCE_CONTENT_TYPES = ['store', 'checkout', 'single-product', 'collection'] as const;
export type CommerceContentType = (typeof COMMERCE_CONTENT_TYPES)[number];

/** Checkout and collection pickers list 20 per page; the product search 10 (000 §9). */
export const COMMERCE_PICKER_PAGE_SIZE = 20;
export const PRODUCT_PICKER_PAGE_SIZE = 10;

/** Links out of the commerce editor (000 §2). */
export const COMMERCE_PRODUCTS_PATH = commercePaths.home(COMMERCE_BASE_PATH);
export const COMMERCE_SETTINGS_PATH = commercePaths.section(COMMERCE_BASE_PATH, 'settings');

/** The English of the message of each content left unpicked (`COMMERCE_PICK_CODES`). */
export const COMMERCE_PICK_MESSAGES = {
  checkout: 'Choose a checkout',
  'single-product': 'Choose a product',
  collection: 'Choose a collection',
} as const satisfies Record<Exclude<CommerceContentType, 'store'>, string>;

/** The message of each content left unpicked, by code: its English is `COMMERCE_PICK_MESSAGES`'s. */
export const COMMERCE_PICK_CODES = {
  checkout: 'chooseCheckout',
  'single-product': 'chooseProduct',
  collection: 'chooseCollection',
} as const satisfies Record<Exclude<CommerceContentType, 'store'>, ValidationCode>;

/** A picked id; null after the owner removes the selection (000 §2), which cannot be saved. */
function pickedId(code: ValidationCode) {
  return z
    .uuid(coded(code))
    .nullable()
    .refine((id) => id !== null, coded(code));
}

export const CommerceContentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('store'), params: z.object({ emailRequired: z.boolean() }) }),
  z.object({ type: z.literal('checkout'), id: pickedId(COMMERCE_PICK_CODES.checkout) }),
  z.object({ type: z.literal('single-product'), id: pickedId(COMMERCE_PICK_CODES['single-product']) }),
  z.object({ type: z.literal('collection'), id: pickedId(COMMERCE_PICK_CODES.collection) }),
]);
export type CommerceContent = z.input<typeof CommerceContentSchema>;

/**
 * The commerce section (seed 000 §3: settings.content): what of the owner's commerce back office the
 * section shows. A section's settings are its `data`.
 */
export const CommerceConfigSchema = z.object({ content: CommerceContentSchema });
export type CommerceConfig = z.input<typeof CommerceConfigSchema>;

/** The content a type starts with when the owner switches to it. */
export function emptyCommerceContent(type: CommerceContentType): CommerceContent {
  return type === 'store' ? { type, params: { emailRequired: false } } : { type, id: null };
}

/** A new commerce section: the store, without asking for an e-mail. */
export const COMMERCE_DEFAULTS: CommerceConfig = { content: emptyCommerceContent('store') };

// ---- What a visitor of the site reads (public, active products only, never protected content) ----

export const STORE_PAGE_SIZE = 12;

export const SiteProductSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** USD, as an exact decimal string. */
  price: z.string(),
  imageUrl: z.string().nullable(),
  digital: z.boolean(),
});
export type SiteProductSummary = z.infer<typeof SiteProductSummarySchema>;

export const SiteProductSchema = SiteProductSummarySchema.extend({
  /** The extra images, in display order. */
  images: z.array(z.string()),
  category: z.string().nullable(),
});
export type SiteProduct = z.infer<typeof SiteProductSchema>;

export const SiteProductPageSchema = pagedSchema(SiteProductSummarySchema);
export type SiteProductPage = z.infer<typeof SiteProductPageSchema>;

export const SiteCollectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  products: SiteProductPageSchema,
});
export type SiteCollection = z.infer<typeof SiteCollectionSchema>;

/**
 * The checkout a site sells one of its products through, and its pay page: the server makes it from
 * the site's saved commerce sections (ADR 0024), one per site and product.
 */
export const SiteProductCheckoutSchema = z.object({
  checkoutId: z.uuid(),
  /** Where the buyer pays: `{PUBLIC_APP_URL}/c/{checkoutId}?site={siteId}`, so the order names the site (ADR 0025). */
  payUrl: HttpUrlSchema,
});
export type SiteProductCheckout = z.infer<typeof SiteProductCheckoutSchema>;

/**
 * Whether the site's store takes orders now: null, or why not in the customer's words (the receiver
 * is not set up, the seller has no credits, no network to pay on), so a Buy says so before its click.
 */
export const SiteStoreStatusSchema = z.object({ unavailableReason: z.string().nullable() });
export type SiteStoreStatus = z.infer<typeof SiteStoreStatusSchema>;

export const SiteContentScopeSchema = z.object({ siteId: WidgetIdSchema });
export const SiteContentEntityInputSchema = SiteContentScopeSchema.extend({ id: EntityIdSchema });

export const StoreProductsQuerySchema = SiteContentScopeSchema.extend({
  q: SearchSchema,
  page: PageSchema,
  limit: limitSchema(STORE_PAGE_SIZE, 50),
});
export type StoreProductsQuery = z.input<typeof StoreProductsQuerySchema>;

export const SiteCollectionQuerySchema = SiteContentEntityInputSchema.extend({
  page: PageSchema,
  limit: limitSchema(STORE_PAGE_SIZE, 50),
});
