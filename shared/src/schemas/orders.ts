import * as z from 'zod/v4';
import { ORDER_STATUSES } from '../constants/order-statuses';
import {
  CHECKOUT_ITEMS_MAX,
  CHECKOUT_ITEMS_MIN,
  ITEM_QUANTITY_MAX,
  ITEM_QUANTITY_MIN,
  PAGE_SIZES,
} from '../constants/limits';
import {
  AddressSchema,
  ChainIdSchema,
  DecimalStringSchema,
  EmailSchema,
  IdSchema,
  requiredText,
} from './common';
import { rejectDuplicateProducts } from './catalog';
import { ListedNftSchema, MarketplaceSiteIdSchema } from './marketplace-fees';
import { NftTokenIdSchema } from './profile';
import { PaymentRequestSchema } from './payments';
import { limitSchema, PageSchema, pagedSchema, SearchSchema } from './paging';
import { atLeast, atMost, atMostChars, coded, required } from '../i18n/validation';

export const OrderStatusSchema = z.enum(ORDER_STATUSES);

export const OrderItemSchema = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  title: z.string(),
  price: DecimalStringSchema,
  quantity: z.number().int(),
  product: z.object({ imageUrl: z.string().nullable() }),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

function requiredLine(max: number) {
  return requiredText(max);
}

function optionalLine(max: number) {
  // Blank is the same as absent.
  return z
    .string()
    .trim()
    .max(max, atMostChars(max))
    .transform((value) => value || undefined)
    .optional();
}

/** Where a physical order is shipped, asked when the checkout has `requireAddress`. */
export const ShippingAddressSchema = z.object({
  name: requiredLine(100),
  line1: requiredLine(200),
  line2: optionalLine(200),
  city: requiredLine(100),
  postalCode: requiredLine(20),
  region: optionalLine(100),
  country: requiredLine(100),
});
export type ShippingAddress = z.output<typeof ShippingAddressSchema>;
export type ShippingAddressInput = z.input<typeof ShippingAddressSchema>;

/**
 * Why an order was not paid, for a page to word in its language (`failureReason` says it in English):
 * its payment transaction reverted, no payment arrived within the payment window, or the NFT it names
 * was sold to another buyer's order first (ADR 0033).
 */
export const OrderFailureSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('reverted'), hash: z.string() }),
  z.object({ code: z.literal('expired'), windowMs: z.number().int().min(0) }),
  z.object({ code: z.literal('sold') }),
]);
export type OrderFailure = z.infer<typeof OrderFailureSchema>;

/** How the payment of an order went, as the server read it from the chain. */
const paymentFields = {
  /** The stablecoin token contract the order is paid in. */
  contractAddress: z.string(),
  /** The wallet the customer said they pay from. */
  senderAddress: z.string(),
  /** Where the customer was asked to pay: the seller's receiver when the order was placed. */
  receiverAddress: z.string().nullable(),
  /** The order total in USD (= stablecoin units), computed by the server from the prices. */
  amount: DecimalStringSchema,
  /** What the confirmed payments carried, once read on chain. */
  paidAmount: DecimalStringSchema.nullable(),
  /** `paidAmount - amount` when the customer paid more than the total (the order still confirms). */
  overpaidAmount: DecimalStringSchema.nullable(),
  /** Why the order was not paid (TransactionFailed, or Cancelled when it expired unpaid). */
  failureReason: z.string().nullable(),
  /** The same, for a page to word: null when the order was not so failed (or failed before it had one). */
  failure: OrderFailureSchema.nullable(),
  /** Why the seller refunded it. */
  refundReason: z.string().nullable(),
  /** Blocks on top of (and including) the latest payment's block when last checked. */
  confirmations: z.number().int().min(0),
  /** How many the server waits for on this chain before it confirms. */
  requiredConfirmations: z.number().int().min(1),
  confirmedAt: z.iso.datetime().nullable(),
  /** How to pay it and how far its payment is; null for an order placed before payments carried a reference. */
  payment: PaymentRequestSchema.nullable(),
  /** The NFT bought through a site's asset store listing; null for any other order. */
  listing: ListedNftSchema.nullable(),
};

export const OrderSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  status: OrderStatusSchema,
  /** The first transaction seen paying the order; null until one is seen. */
  hash: z.string().nullable(),
  chainId: z.number().int(),
  ...paymentFields,
  email: z.string().nullable(),
  shippingAddress: ShippingAddressSchema.nullable(),
  siteId: z.string(),
  /**
   * The seller's own site (widget) `siteId` names, with its name now; null when it names none of theirs
   * (a shared checkout link, a site since deleted, or what another caller sent).
   */
  site: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  checkoutId: z.string().nullable(),
  items: z.array(OrderItemSchema),
  /**
   * Whether the seller may delete it (ADR 0034): cancelled, no payment reached it, and none can still
   * reach it (an order expired unpaid is read for a late payment for a while). An order is the record of
   * money received, and of what its buyer may still open.
   */
  deletable: z.boolean(),
});
export type Order = z.infer<typeof OrderSchema>;

/**
 * What the paying customer sees of an order (public, by its unguessable id): its status and payment,
 * never the buyer's e-mail or shipping address.
 */
export const OrderReceiptSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  status: OrderStatusSchema,
  hash: z.string().nullable(),
  chainId: z.number().int(),
  ...paymentFields,
  checkoutId: z.string().nullable(),
  items: z.array(OrderItemSchema),
});
export type OrderReceipt = z.infer<typeof OrderReceiptSchema>;

/**
 * The order just placed, and the secret of its receipt link: given once, to the buyer only (and in
 * the receipt e-mail); it opens the protected content of the digital products once the order is paid.
 */
export const OrderPlacedSchema = z.object({
  order: OrderReceiptSchema,
  receiptToken: z.string(),
});
export type OrderPlaced = z.infer<typeof OrderPlacedSchema>;

export const ReceiptTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{32,128}$/, coded('receiptLink'));

export const OrderContentInputSchema = z.object({ id: z.uuid(coded('id')), token: ReceiptTokenSchema });

/** The protected content of the digital products of a paid order, for the holder of its receipt link. */
export const OrderContentSchema = z.object({
  items: z.array(z.object({ productId: z.string().nullable(), title: z.string(), content: z.string() })),
});
export type OrderContent = z.infer<typeof OrderContentSchema>;

/** The seller refunds an order; an underpaid one needs the reason, which the customer is told. */
export const OrderRefundInputSchema = z.object({
  id: IdSchema,
  reason: z.string().trim().max(500, atMostChars(500)).optional(),
});

export const OrdersQuerySchema = z.object({
  page: PageSchema,
  limit: limitSchema(PAGE_SIZES.orders.default),
  status: OrderStatusSchema.optional(),
  /** Matches the order id, transaction hash, sender address or e-mail. */
  q: SearchSchema,
});
export type OrdersQuery = z.input<typeof OrdersQuerySchema>;

export const OrdersPageSchema = pagedSchema(OrderSchema);
export type OrdersPage = z.infer<typeof OrdersPageSchema>;

export const OrderIdSchema = z.object({ id: IdSchema });

export const OrderItemsSchema = z.object({ items: z.array(OrderItemSchema) });

export const OrderCountSchema = z.object({ count: z.number().int().min(0) });
/** The sum of confirmed and finalized orders; stablecoins are USD, so the amount is USD. */
export const OrderRevenueSchema = z.object({ totalRevenue: DecimalStringSchema, currency: z.literal('USD') });

/** The site id of an order paid through a shared checkout link (`/c/{id}`) rather than a site's section. */
export const CHECKOUT_LINK_SITE_ID = 'checkout-link';

export const BuyerEmailSchema = EmailSchema;

/**
 * What the checkout page asks the customer before paying: the e-mail when the checkout requires one,
 * the shipping address when it requires one (nothing else is asked).
 */
export function buyerDetailsSchema(rules: { requireEmail: boolean; requireAddress: boolean }) {
  return z.object({
    email: rules.requireEmail ? z.string(required).trim().min(1, required).pipe(EmailSchema) : z.undefined(),
    shippingAddress: rules.requireAddress ? ShippingAddressSchema : z.undefined(),
  });
}
export type BuyerDetailsInput = z.input<ReturnType<typeof buyerDetailsSchema>>;
export type BuyerDetails = z.output<ReturnType<typeof buyerDetailsSchema>>;

/**
 * Placing an order, before paying it: the server prices the items, records a Pending order and
 * answers with how to pay it (a payment request with its own on-chain reference).
 */
export const OrderCreateInputSchema = z.object({
  siteId: z.string().trim().min(1, required).max(200, atMostChars(200)),
  checkoutId: z.uuid(coded('checkoutId')).optional(),
  /**
   * The site (widget) whose asset store sold the checkout: the server adds that widget's marketplace
   * fees when it is the seller's and lists the checkout; otherwise none (nothing here sets an amount).
   */
  marketplaceSiteId: MarketplaceSiteIdSchema.optional(),
  /**
   * The NFT of that site's asset store listing bought (`?token=` of the pay page): the order names it,
   * at the checkout's own quantities. The site must list this token at this checkout (else 400), and a
   * token already sold answers 409 `listingSold`.
   */
  listingTokenId: NftTokenIdSchema.optional(),
  email: BuyerEmailSchema.optional(),
  shippingAddress: ShippingAddressSchema.optional(),
  /** The wallet the customer pays from. */
  sender: AddressSchema,
  chainId: ChainIdSchema,
  tokenAddress: AddressSchema,
  items: z
    .array(
      z.object({
        productId: z.uuid(coded('productId')),
        quantity: z
          .number()
          .int(coded('wholeNumber'))
          .min(ITEM_QUANTITY_MIN, atLeast(ITEM_QUANTITY_MIN))
          .max(ITEM_QUANTITY_MAX, atMost(ITEM_QUANTITY_MAX)),
      }),
    )
    .min(CHECKOUT_ITEMS_MIN, coded('atLeastItem', { min: CHECKOUT_ITEMS_MIN }))
    .max(CHECKOUT_ITEMS_MAX, coded('atMostItems', { max: CHECKOUT_ITEMS_MAX }))
    // One line a product: a quantity past its limit cannot be ordered across several lines.
    .superRefine(rejectDuplicateProducts),
});
export type OrderCreateInput = z.infer<typeof OrderCreateInputSchema>;

export const DeletedCountSchema = z.object({ deleted: z.number().int().min(0) });
