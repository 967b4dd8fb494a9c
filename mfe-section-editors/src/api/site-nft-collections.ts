import { useApiClient } from '@suite/shared/react';
import { useOwnerSWR } from './owner-swr';

/**
 * The NFT collections configured for the site being edited (the widget editor's Data › Collections,
 * stored in the widget config's `collections`), read through the owner's widget (`GET
 * /api/widget/by-owner/{id}`). Nothing is asked without a site.
 */
export function useSiteNftCollections(siteId: string | undefined) {
  const client = useApiClient();
  const id = Number(siteId);
  const list = useOwnerSWR(siteId ? ['widget', siteId] : null, () => client.widget.byOwner({ id }));
  return { ...list, data: list.data ? (list.data.configParsed.collections ?? []) : undefined };
}
