import * as z from 'zod/v4';
import { PAGE_SIZES } from '../constants/limits';
import { OrderFailureSchema } from './orders';
import { limitSchema, PageSchema, pagedSchema } from './paging';

export const NotificationStatusSchema = z.enum(['unread', 'read']);

/**
 * What an order's notification is about, kept as it was when it happened, so a page can word it in
 * its own language (`kind` says which words); `title` and `message` are those words in English.
 */
export const NotificationParamsSchema = z.object({
  /** The order's amount, USD. */
  amount: z.string().optional(),
  chainId: z.number().int().optional(),
  /** What the buyer paid beyond the total, USD (a confirmed payment). */
  overpaid: z.string().optional(),
  /** What reached an order after it was cancelled, USD: the customer's to get back. */
  received: z.string().optional(),
  /** Why the payment was not accepted (a failed one). */
  failure: OrderFailureSchema.optional(),
});
export type NotificationParams = z.infer<typeof NotificationParamsSchema>;

export const NotificationSchema = z.object({
  id: z.string(),
  /** What happened, e.g. `order.created`. */
  kind: z.string(),
  title: z.string(),
  message: z.string(),
  /** Null on a notification older than its parameters. */
  params: NotificationParamsSchema.nullable(),
  orderId: z.string().nullable(),
  status: NotificationStatusSchema,
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationsQuerySchema = z.object({
  page: PageSchema,
  limit: limitSchema(PAGE_SIZES.notifications.default),
  status: z.enum(['all', 'unread', 'read']).default('all'),
});
export type NotificationsQuery = z.input<typeof NotificationsQuerySchema>;

export const NotificationsPageSchema = pagedSchema(NotificationSchema);
export type NotificationsPage = z.infer<typeof NotificationsPageSchema>;

export const UnreadCountSchema = z.object({ count: z.number().int().min(0) });
export const UpdatedCountSchema = z.object({ updated: z.number().int().min(0) });
