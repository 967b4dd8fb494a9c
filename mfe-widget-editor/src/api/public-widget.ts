import { useApiClient, useApiResource, usePublicResourceKey } from '@suite/shared/react';

/** The saved widget as visitors read it with the owner's API key (each read counts one request). */
export function usePublicWidget(id: number | null, apiKey: string) {
  const client = useApiClient();
  const key = usePublicResourceKey('widget-embed', 'widget', id, apiKey);
  return useApiResource(id === null ? null : key, () => client.widget.public({ id: id ?? 0, apiKey }), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
