import type { ApiClient } from '@suite/shared/client';
import type { PublicWidget } from '@suite/shared/widget';
import { useApiClient, useApiResource, usePublicResourceKey } from '@suite/shared/react';

/**
 * Which saved site a visitor's page reads: a widget with the owner's API key (the embed code; each
 * read counts one request), or the site served on a custom domain.
 */
export type PublicWidgetSource = { id: number; apiKey: string } | { domain: string };

function readSite(client: ApiClient, source: PublicWidgetSource): Promise<PublicWidget> {
  return 'domain' in source
    ? client.widget.publicByDomain({ domain: source.domain })
    : client.widget.public(source);
}

/**
 * The saved site as visitors read it; null reads nothing (an id that is not one). `read` is the same
 * read already made by the page's host: it is shown as it is, and not asked for again.
 */
export function usePublicWidget(source: PublicWidgetSource | null, read?: PublicWidget) {
  const client = useApiClient();
  const key = usePublicResourceKey(
    'widget-embed',
    'widget',
    source && ('domain' in source ? source.domain : source.id),
    source && 'apiKey' in source ? source.apiKey : null,
  );
  return useApiResource(
    source === null ? null : key,
    // Never called without a source: the key is then null.
    () => (source === null ? Promise.reject(new Error('No site to read')) : readSite(client, source)),
    {
      fallbackData: read,
      revalidateOnMount: read === undefined,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );
}
