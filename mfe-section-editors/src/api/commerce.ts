import { COMMERCE_PICKER_PAGE_SIZE, PRODUCT_PICKER_PAGE_SIZE } from '@suite/shared/sections';
import { useApiClient } from '@suite/shared/react';
import { useOwnerSWR } from './owner-swr';

/** A page of the site's checkouts for the commerce picker (20 per page). */
export function useSiteCheckouts(siteId: string | undefined, page: number) {
  const client = useApiClient();
  return useOwnerSWR(siteId ? ['checkouts', 'by-site', siteId, page] : null, () =>
    client.checkouts.bySite({ siteId: Number(siteId), page, limit: COMMERCE_PICKER_PAGE_SIZE }),
  );
}

/** A page of the site's product collections for the commerce picker (20 per page). */
export function useSiteCollections(siteId: string | undefined, page: number) {
  const client = useApiClient();
  return useOwnerSWR(siteId ? ['collections', 'by-site', siteId, page] : null, () =>
    client.productCollections.bySite({ siteId: Number(siteId), page, limit: COMMERCE_PICKER_PAGE_SIZE }),
  );
}

/**
 * The product picker's search: 10 per page; the caller debounces q. Active products only: a
 * commerce section never shows an inactive one (its preview would say the product is not found).
 */
export function useProductSearch(q: string, page: number) {
  const client = useApiClient();
  return useOwnerSWR(['products', 'search', 'active', q, page], () =>
    client.products.search({ q: q || undefined, page, limit: PRODUCT_PICKER_PAGE_SIZE, status: 'active' }),
  );
}

/**
 * The receiver wallet and e-mail; checkouts cannot be paid until both are set. Never stale (001 §9),
 * and read again when the tab comes back into view (SWR's focus revalidation, throttled): the owner
 * sets them in the settings tab the section's alert opens.
 */
export function useReceiverSettings() {
  const client = useApiClient();
  return useOwnerSWR(['settings', 'receiver'], () => client.commerceSettings.receiver(), {
    revalidateIfStale: false,
    revalidateOnFocus: true,
  });
}

/** The name of the picked checkout, product or collection, for the selection the editor opens with. */
export function usePickedName(type: 'checkout' | 'single-product' | 'collection', id: string | null) {
  const client = useApiClient();
  return useOwnerSWR(id ? ['picked', type, id] : null, async () => {
    if (!id) return null;
    if (type === 'checkout') return (await client.checkouts.get({ id })).title;
    if (type === 'collection') return (await client.productCollections.get({ id })).name;
    return (await client.products.get({ id })).name;
  });
}
