import type { CheckoutNetworksInput, ReceiverSettingsInput, WebhookSettingsInput } from '@suite/shared';
import { useApiClient, useApiResource } from '@suite/shared/react';
import { useCommerceKey, useRevalidate } from './keys';

/** The receiver never goes stale on its own (seed §9); saving it revalidates it. */
export function useReceiverSettings() {
  const client = useApiClient();
  return useApiResource(useCommerceKey('settings', 'receiver'), () => client.commerceSettings.receiver(), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
  });
}

export function useWebhookSettings() {
  const client = useApiClient();
  return useApiResource(useCommerceKey('settings', 'webhook'), () => client.commerceSettings.webhook());
}

export function useCheckoutNetworks() {
  const client = useApiClient();
  return useApiResource(useCommerceKey('settings', 'networks'), () => client.commerceSettings.networks());
}

export function useSettingsMutations() {
  const client = useApiClient();
  const revalidate = useRevalidate();
  return {
    saveReceiver: async (input: ReceiverSettingsInput) => {
      await client.commerceSettings.saveReceiver(input);
      await revalidate('settings');
    },
    /** Gives back what was stored: the secret the server generated when it was left blank. */
    saveWebhook: async (input: WebhookSettingsInput) => {
      const saved = await client.commerceSettings.saveWebhook(input);
      await revalidate('settings');
      return saved;
    },
    saveNetworks: async (input: CheckoutNetworksInput) => {
      await client.commerceSettings.saveNetworks(input);
      await revalidate('settings');
    },
  };
}
