import type { WebhookDeliveriesPage, WebhookDeliveriesQuery } from '@suite/shared';
import { useApiClient, useApiResource } from '@suite/shared/react';
import { useCommerceKey, useRevalidate } from './keys';

/** While a delivery is pending its next attempt is coming: the log follows it. */
const PENDING_POLL_MS = 3_000;

export function useWebhookDeliveries(query: WebhookDeliveriesQuery) {
  const client = useApiClient();
  return useApiResource(
    useCommerceKey('settings', 'webhook-deliveries', query),
    () => client.webhooks.deliveries(query),
    {
      keepPreviousData: true,
      refreshInterval: (page: WebhookDeliveriesPage | undefined) =>
        page?.items.some((delivery) => delivery.status === 'pending') ? PENDING_POLL_MS : 0,
    },
  );
}

export function useWebhookDelivery(id: string) {
  const client = useApiClient();
  return useApiResource(useCommerceKey('settings', 'webhook-delivery', id), () =>
    client.webhooks.delivery({ id }),
  );
}

export function useWebhookMutations() {
  const client = useApiClient();
  const revalidate = useRevalidate();
  return {
    sendTest: async () => {
      await client.webhooks.sendTest();
      await revalidate('settings');
    },
    redeliver: async (id: string) => {
      await client.webhooks.redeliver({ id });
      await revalidate('settings');
    },
  };
}
