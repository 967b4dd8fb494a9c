import { oc } from '@orpc/contract';
import {
  WebhookDeliveriesPageSchema,
  WebhookDeliveriesQuerySchema,
  WebhookDeliveryDetailSchema,
  WebhookDeliveryIdSchema,
  WebhookDeliverySchema,
} from '../schemas/webhooks';

const webhook = oc.route({ tags: ['Commerce settings'] });

export const webhooksContract = {
  deliveries: webhook
    .route({
      method: 'GET',
      path: '/checkouts/webhook-deliveries',
      summary: 'The webhook deliveries of the seller, newest first',
    })
    .input(WebhookDeliveriesQuerySchema)
    .output(WebhookDeliveriesPageSchema),
  delivery: webhook
    .route({
      method: 'GET',
      path: '/checkouts/webhook-deliveries/{id}',
      summary: 'One delivery with its payload and every attempt',
    })
    .input(WebhookDeliveryIdSchema)
    .output(WebhookDeliveryDetailSchema),
  sendTest: webhook
    .route({
      method: 'POST',
      path: '/checkouts/webhook-deliveries/test',
      summary: 'Queue a webhook.test event to the saved webhook URL (409 without one)',
    })
    .output(WebhookDeliverySchema),
  redeliver: webhook
    .route({
      method: 'POST',
      path: '/checkouts/webhook-deliveries/{id}/redeliver',
      summary: 'Send a delivery again, with the same webhook id and body',
    })
    .input(WebhookDeliveryIdSchema)
    .output(WebhookDeliverySchema),
};
