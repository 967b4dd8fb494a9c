import * as z from 'zod/v4';
import {
  CHECKOUT_ITEMS_MAX,
  CHECKOUT_ITEMS_MIN,
  ITEM_QUANTITY_MAX,
  ITEM_QUANTITY_MIN,
  PAGE_SIZES,
} from '../constants/limits';
import { EntityIdSchema, rejectDuplicateProducts } from './catalog';
import { HttpUrlSchema, requiredText } from './common';
import { limitSchema, PageSchema, pagedSchema, SearchSchema, sortSchema } from './paging';
import { atLeast, atMost, coded, required } from '../i18n/validation';

/** The seed's alert when the receiver is not configured (001 §8); checkout creation answers it as a 409. */
export const CHECKOUT_RECEIVER_MISSING_MESSAGE =
  "It is not possible to create a checkout without setting up the receiver's email and address.";

export const CheckoutItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  quantity: z.number().int(),
  /** The product's name, so the list and the form can name it whatever page of products is loaded. */
  name: z.string(),
  /**
   * False while the product is inactive (no `publishedAt`): it is not shown in the store, so the
   * checkout cannot sell it and is not shared.
   */
  active: z.boolean(),
});
export type CheckoutItem = z.infer<typeof CheckoutItemSchema>;

export const CheckoutSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  requireEmail: z.boolean(),
  requireAddress: z.boolean(),
  /** Whether the buyer may change the quantities. */
  editable: z.boolean(),
  items: z.array(CheckoutItemSchema),
  createdAt: z.iso.datetime(),
  /** Where buyers pay for it: the pay page on the admin's public address, as the server names it (ADR 0025). */
  payUrl: HttpUrlSchema,
});
export type Checkout = z.infer<typeof CheckoutSchema>;

export const QuantitySchema = z
  .number(coded('wholeNumber'))
  .int(coded('wholeNumber'))
  .min(ITEM_QUANTITY_MIN, atLeast(ITEM_QUANTITY_MIN))
  .max(ITEM_QUANTITY_MAX, atMost(ITEM_QUANTITY_MAX));

/** Used for both create and update: an existing checkout must keep at least one item too (001 §5). */
export const CheckoutInputSchema = z.object({
  title: requiredText(100),
  description: requiredText(2000),
  requireEmail: z.boolean().default(false),
  requireAddress: z.boolean().default(false),
  editable: z.boolean().default(false),
  items: z
    .array(z.object({ productId: EntityIdSchema, quantity: QuantitySchema }), required)
    .min(CHECKOUT_ITEMS_MIN, coded('addAtLeastItem', { min: CHECKOUT_ITEMS_MIN }))
    .max(CHECKOUT_ITEMS_MAX, coded('atMostItems', { max: CHECKOUT_ITEMS_MAX }))
    .superRefine(rejectDuplicateProducts),
});
export type CheckoutInput = z.input<typeof CheckoutInputSchema>;

export const CheckoutListQuerySchema = z.object({
  page: PageSchema,
  limit: limitSchema(PAGE_SIZES.checkouts.default),
  q: SearchSchema,
  sort: sortSchema(['title', 'createdAt'], '-createdAt'),
});
export type CheckoutListQuery = z.input<typeof CheckoutListQuerySchema>;

export const CheckoutPageSchema = pagedSchema(CheckoutSchema);

export const CheckoutPickItemSchema = z.object({ id: z.string(), title: z.string() });
export const CheckoutPickPageSchema = pagedSchema(CheckoutPickItemSchema);
