import { z } from 'zod';
import {
  CHECKOUT_ITEMS_MAX,
  CHECKOUT_ITEMS_MIN,
  ITEM_QUANTITY_MAX,
  ITEM_QUANTITY_MIN,
  PAGE_SIZES,
} from '../constants/limits';
import { AddressSchema, IdSchema } from './common';
import { limitSchema, PageSchema, pagedSchema, SearchSchema } from './paging';

export const ORDER_STATUSES = [
  'PaymentConfirmed',
  'Pending',
  'Finalized',
  'Refunded',
  'Cancelled',
  'TransactionFailed',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** An exact decimal amount in USD, e.g. "12.5" (never a float). */
export const DecimalStringSchema = z.string().regex(/^-?\d+(\.\d+)?$/);

export const OrderItemSchema = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  title: z.string(),
  price: DecimalStringSchema,
  quantity: z.number().int(),
  product: z.object({ imageUrl: z.string().nullable() }),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  status: OrderStatusSchema,
  hash: z.string(),
  chainId: z.number().int(),
  /** The stablecoin token contract the order is paid in. */
  contractAddress: z.string(),
  senderAddress: z.string(),
  amount: DecimalStringSchema,
  email: z.string().nullable(),
  siteId: z.string(),
  checkoutId: z.string().nullable(),
  items: z.array(OrderItemSchema),
});
export type Order = z.infer<typeof OrderSchema>;

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

export const TransactionHashSchema = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'Must be a transaction hash (0x followed by 64 hex characters)');

export const OrderCreateInputSchema = z.object({
  siteId: z.string().trim().min(1, 'Required').max(200, 'Must be at most 200 characters'),
  checkoutId: z.uuid('Must be a checkout id').optional(),
  email: z.string().trim().pipe(z.email('Must be a valid e-mail')).optional(),
  sender: AddressSchema,
  chainId: z.number().int('Must be a chain id').positive('Must be a chain id'),
  hash: TransactionHashSchema,
  tokenAddress: AddressSchema,
  items: z
    .array(
      z.object({
        productId: z.uuid('Must be a product id'),
        quantity: z
          .number()
          .int('Must be a whole number')
          .min(ITEM_QUANTITY_MIN, `Must be at least ${ITEM_QUANTITY_MIN}`)
          .max(ITEM_QUANTITY_MAX, `Must be at most ${ITEM_QUANTITY_MAX}`),
      }),
    )
    .min(CHECKOUT_ITEMS_MIN, `At least ${CHECKOUT_ITEMS_MIN} item`)
    .max(CHECKOUT_ITEMS_MAX, `At most ${CHECKOUT_ITEMS_MAX} items`),
});
export type OrderCreateInput = z.infer<typeof OrderCreateInputSchema>;

export const DeletedCountSchema = z.object({ deleted: z.number().int().min(0) });
