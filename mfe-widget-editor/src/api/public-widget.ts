import useSWR from 'swr';
import { useApiClientContext } from '@suite/shared/react';

/** The saved widget as visitors read it with the owner's API key (each read counts one request). */
export function usePublicWidget(id: number | null, apiKey: string) {
  const { client, apiBaseUrl } = useApiClientContext();
  return useSWR(
    id === null ? null : ['widget-embed', apiBaseUrl, id, apiKey],
    () => client.widget.public({ id: id ?? 0, apiKey }),
    { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
}
