import * as z from 'zod/v4';
import { limitSchema, PageSchema, pagedSchema } from './paging';
import { required } from '../i18n/validation';

/** What a webhook announces: each order event, and the owner's "Send test event". */
export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.confirmed',
  'order.failed',
  'order.finalized',
  'order.refunded',
  'order.cancelled',
  'order.paidAfterCancel',
  'order.paidAfterRefund',
  'order.paidAfterAccept',
  'order.paidAfterPaid',
  'webhook.test',
] as const;
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;

/** pending: an attempt is due (or running); delivered: a 2xx answer; failed: every retry was used. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const WebhookDeliveryStatusSchema = z.enum(WEBHOOK_DELIVERY_STATUSES);
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatusSchema>;

export const WebhookAttemptSchema = z.object({
  id: z.string(),
  attemptedAt: z.iso.datetime(),
  url: z.string(),
  /** The receiver's HTTP status; null when no answer came (refused address, timeout, network error). */
  responseStatus: z.number().int().nullable(),
  /** The start of the receiver's answer, for debugging. */
  responseBody: z.string().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int().min(0),
});
export type WebhookAttempt = z.infer<typeof WebhookAttemptSchema>;

export const WebhookDeliverySchema = z.object({
  /** The Standard Webhooks `webhook-id`: the same on every attempt and redelivery. */
  id: z.string(),
  eventType: WebhookEventTypeSchema,
  orderId: z.string().nullable(),
  status: WebhookDeliveryStatusSchema,
  attemptCount: z.number().int().min(0),
  nextAttemptAt: z.iso.datetime().nullable(),
  lastAttemptAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  lastResponseStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveryDetailSchema = WebhookDeliverySchema.extend({
  /** The exact JSON body sent (and signed) on every attempt. */
  payload: z.string(),
  attempts: z.array(WebhookAttemptSchema),
});
export type WebhookDeliveryDetail = z.infer<typeof WebhookDeliveryDetailSchema>;

export const WebhookDeliveriesQuerySchema = z.object({ page: PageSchema, limit: limitSchema(10) });
export type WebhookDeliveriesQuery = z.input<typeof WebhookDeliveriesQuerySchema>;
export const WebhookDeliveriesPageSchema = pagedSchema(WebhookDeliverySchema);
export type WebhookDeliveriesPage = z.infer<typeof WebhookDeliveriesPageSchema>;

export const WebhookDeliveryIdSchema = z.object({ id: z.string().min(1, required).max(100) });

/** The body of every webhook (Standard Webhooks' recommended shape). */
export interface WebhookPayload<Data = unknown> {
  type: WebhookEventType;
  timestamp: string;
  data: Data;
}

export const WEBHOOK_NOT_CONFIGURED_MESSAGE = 'Save a webhook URL first.';
