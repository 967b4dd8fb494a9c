import * as z from 'zod/v4';
import { DecimalStringSchema, HttpUrlSchema } from './common';
import { ListedNftSchema, MarketplaceFeeSchema, MarketplaceSiteIdSchema } from './marketplace-fees';
import { NftTokenIdSchema } from './profile';
import { coded, required } from '../i18n/validation';

export { PUBLIC_CHECKOUT_MESSAGES } from '../constants/public-checkout-messages';

export const PublicCheckoutItemSchema = z.object({
  productId: z.string(),
  /** The checkout's quantity: the customer may change it (1–100) only when the checkout is editable. */
  quantity: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Current price in USD; the server prices the order again when it is placed. */
  price: DecimalStringSchema,
  imageUrl: z.string().nullable(),
  images: z.array(z.string()),
  /** False when the product was deactivated since the checkout was made. */
  forSale: z.boolean(),
});
export type PublicCheckoutItem = z.infer<typeof PublicCheckoutItemSchema>;

/** A chain the customer may pay on: enabled by the seller and verifiable by this server. */
export const PaymentNetworkSchema = z.object({
  chainId: z.number().int(),
  /** Blocks the server waits for before it confirms a payment on this chain. */
  requiredConfirmations: z.number().int().min(1),
});
export type PaymentNetwork = z.infer<typeof PaymentNetworkSchema>;

/** A checkout as its customer sees it at `/c/{id}` (public: no session). */
export const PublicCheckoutSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  requireEmail: z.boolean(),
  requireAddress: z.boolean(),
  editable: z.boolean(),
  items: z.array(PublicCheckoutItemSchema),
  /** The total at the checkout's quantities and current prices, in USD. */
  total: DecimalStringSchema,
  /** The seller's receiver wallet, which the payment goes to; null until the seller sets it. */
  receiverAddress: z.string().nullable(),
  networks: z.array(PaymentNetworkSchema),
  /** Why the checkout cannot be paid now (one of `PUBLIC_CHECKOUT_MESSAGES`); null when it can. */
  unavailableReason: z.string().nullable(),
  /**
   * The marketplace fees the buyer pays on top of the total when buying through `site`'s asset store
   * (empty without a site, or when the site is not the seller's or does not sell this checkout).
   */
  marketplaceFees: z.array(MarketplaceFeeSchema),
  /**
   * The NFT the buyer buys, when asked with a site and a `token` that site's asset store lists at
   * this checkout: the checkout's quantities are then fixed (`editable` false). Null otherwise.
   */
  listing: ListedNftSchema.nullable(),
  /**
   * Asked with a site: the NFTs its asset stores list at this checkout that are sold (a paid order
   * names them), which the stores show as sold; empty otherwise.
   */
  sold: z.array(ListedNftSchema),
  /**
   * This page's address for a buyer: `{PUBLIC_APP_URL}/c/{id}`, with `?site=` when asked with one
   * (and `&token=` for a listing: `listingPayUrl`). A
   * site drawn on another product's page links here, not to a path of that page's origin (ADR 0025).
   */
  payUrl: HttpUrlSchema,
});
export type PublicCheckout = z.infer<typeof PublicCheckoutSchema>;

export const PublicCheckoutIdSchema = z.object({
  id: z.string().min(1, required),
  /** The site whose asset store the buyer came from (`?site=`): its marketplace fees are shown. */
  site: z.coerce.number(coded('siteId')).pipe(MarketplaceSiteIdSchema).optional(),
  /** The NFT of that site's listing the buyer came to buy (`?token=`): answered as `listing`. */
  token: NftTokenIdSchema.optional(),
});

/** The pay page of one listed NFT: the checkout's `payUrl` (with its site) naming the token. */
export function listingPayUrl(payUrl: string, tokenId: string): string {
  const url = new URL(payUrl);
  url.searchParams.set('token', tokenId);
  return url.href;
}
