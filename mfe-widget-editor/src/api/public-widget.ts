import { useApiClient, useApiResource, usePublicResourceKey } from '@suite/shared/react';

/**
 * Which saved site a visitor's page reads: a widget with the owner's API key (the embed code; each
 * read counts one request), or the site served on a custom domain.
 */
export type PublicWidgetSource = { id: number; apiKey: string } | { domain: string };

/** The saved site as visitors read it; null reads nothing (an id that is not one). */
export function usePublicWidget(source: PublicWidgetSource | null) {
  const client = useApiClient();
  const key = usePublicResourceKey(
    'widget-embed',
    'widget',
    source && ('domain' in source ? source.domain : source.id),
    source && 'apiKey' in source ? source.apiKey : null,
  );
  return useApiResource(
    source === null ? null : key,
    () =>
      source === null || 'domain' in source
        ? client.widget.publicByDomain({ domain: source?.domain ?? '' })
        : client.widget.public(source),
    { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
}
