import { oc } from '@orpc/contract';
import {
  CheckoutNetworksInputSchema,
  CheckoutNetworksSchema,
  ReceiverSettingsInputSchema,
  ReceiverSettingsSchema,
  WebhookSettingsInputSchema,
  WebhookSettingsSchema,
} from '../schemas/commerce-settings';

const settings = oc.route({ tags: ['Commerce settings'] });

export const commerceSettingsContract = {
  receiver: settings
    .route({
      method: 'GET',
      path: '/checkouts/settings',
      summary: 'The receiver wallet and notification e-mail (null when unset)',
    })
    .output(ReceiverSettingsSchema),
  saveReceiver: settings
    .route({ method: 'PUT', path: '/checkouts/settings', summary: 'Save the receiver wallet and e-mail' })
    .input(ReceiverSettingsInputSchema)
    .output(ReceiverSettingsSchema),
  webhook: settings
    .route({
      method: 'GET',
      path: '/checkouts/webhook-settings',
      summary: 'The webhook URL and signing secret',
    })
    .output(WebhookSettingsSchema),
  saveWebhook: settings
    .route({
      method: 'PUT',
      path: '/checkouts/webhook-settings',
      summary: 'Save the webhook URL and secret (a blank secret is generated)',
    })
    .input(WebhookSettingsInputSchema)
    .output(WebhookSettingsSchema),
  networks: settings
    .route({ method: 'GET', path: '/checkouts-networks', summary: 'The chain ids payments are accepted on' })
    .output(CheckoutNetworksSchema),
  saveNetworks: settings
    .route({
      method: 'PUT',
      path: '/checkouts-networks',
      summary: 'Replace the payment networks (stablecoin chains and the local test chain only)',
    })
    .input(CheckoutNetworksInputSchema)
    .output(CheckoutNetworksSchema),
};
