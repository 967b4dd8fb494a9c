import type { FxCurrency } from '@suite/shared';
import { LEADERBOARD_ENTRIES_PAGE_SIZE } from '@suite/shared/schemas';
import { STORE_PAGE_SIZE } from '@suite/shared/sections';
import { apiErrorStatus } from '@suite/shared/client';
import { resourceKey, useApiClient, useApiClientContext, useApiResource } from '@suite/shared/react';
import { useSectionScope } from '../section-kit/section-scope';

/** How often a read that failed for a passing reason (offline, the server down) is tried again by itself. */
const PUBLIC_READ_RETRIES = 3;

/**
 * Whether a failed read is worth trying again by itself: not when the API answered 4xx (a record
 * deleted or unpublished, 404; a request it refuses), which it would answer the same. The renderer
 * says why, with its own Retry where one can help.
 */
function retriesPublicRead(error: unknown): boolean {
  const status = apiErrorStatus(error);
  return status < 400 || status >= 500;
}

/**
 * Public reads of what a site's sections show its visitors (no session needed). Nothing is asked
 * without the site: the renderer says so instead.
 */
function usePublicSWR<Data>(parts: readonly unknown[] | null, fetcher: () => Promise<Data>) {
  const { apiBaseUrl } = useApiClientContext();
  const [resource, ...rest] = parts ?? [];
  return useApiResource(
    parts ? resourceKey('sections', apiBaseUrl, null, `site-content/${String(resource)}`, ...rest) : null,
    fetcher,
    {
      keepPreviousData: true,
      shouldRetryOnError: retriesPublicRead,
      errorRetryCount: PUBLIC_READ_RETRIES,
    },
  );
}

export function useSiteLeaderboard(siteId: string | undefined, id: number) {
  const client = useApiClient();
  return usePublicSWR(siteId ? ['leaderboard', siteId, id] : null, () =>
    client.siteContent.leaderboard({ siteId: Number(siteId), id }),
  );
}

/** A page of a site's leaderboard, best score first, with ranks. */
export function useSiteLeaderboardEntries(siteId: string | undefined, id: number, page: number) {
  const client = useApiClient();
  return usePublicSWR(siteId ? ['leaderboard-entries', siteId, id, page] : null, () =>
    client.leaderboards.publicEntries({
      siteId: Number(siteId),
      id,
      page,
      pageSize: LEADERBOARD_ENTRIES_PAGE_SIZE,
    }),
  );
}

export function useSiteWidget(siteId: string | undefined, id: number) {
  const client = useApiClient();
  return usePublicSWR(siteId ? ['widget', siteId, id] : null, () =>
    client.siteContent.widget({ siteId: Number(siteId), id }),
  );
}

export function useStoreProducts(siteId: string | undefined, page: number, q: string) {
  const client = useApiClient();
  return usePublicSWR(siteId ? ['store', siteId, page, q] : null, () =>
    client.siteContent.storeProducts({
      siteId: Number(siteId),
      page,
      limit: STORE_PAGE_SIZE,
      q: q || undefined,
    }),
  );
}

export function useSiteProduct(siteId: string | undefined, id: string) {
  const client = useApiClient();
  return usePublicSWR(siteId ? ['product', siteId, id] : null, () =>
    client.siteContent.product({ siteId: Number(siteId), id }),
  );
}

export function useSiteCollection(siteId: string | undefined, id: string, page: number) {
  const client = useApiClient();
  return usePublicSWR(siteId ? ['collection', siteId, id, page] : null, () =>
    client.siteContent.collection({ siteId: Number(siteId), id, page, limit: STORE_PAGE_SIZE }),
  );
}

/** A checkout as its buyer sees it; `site` (a widget id): with the marketplace fees that site adds. */
export function usePublicCheckout(id: string, site?: string) {
  const client = useApiClient();
  const siteId = site && /^\d{1,10}$/.test(site) ? Number(site) : undefined;
  return usePublicSWR(['checkout', id, siteId ?? null], () =>
    client.publicCheckouts.get(siteId === undefined ? { id } : { id, site: siteId }),
  );
}

/**
 * What the site's trading sections apply (its swap fee, Data → Tokens, Data → Networks). Outside a site
 * (a section previewed alone) there is nothing to apply: no request, and callers offer the section's own
 * tokens and networks.
 */
export function useSiteTradeSettings(siteId: string | undefined) {
  const client = useApiClient();
  return usePublicSWR(siteId ? ['trade-settings', siteId] : null, () =>
    client.siteContent.tradeSettings({ siteId: Number(siteId) }),
  );
}

/**
 * Buying one of the site's products: the checkout the server sells it through, made from the site's
 * saved commerce sections on the first call and the same one after (ADR 0024).
 */
/** Whether the site's store takes orders now, or why not (its Buy buttons say so before a click). */
export function useStoreStatus(siteId: string) {
  const client = useApiClient();
  return usePublicSWR(['store-status', siteId], () =>
    client.siteContent.storeStatus({ siteId: Number(siteId) }),
  );
}

export function useBuyProduct(siteId: string) {
  const client = useApiClient();
  return (id: string) => client.siteContent.buyProduct({ siteId: Number(siteId), id });
}

/** A site's NFT collections as its owner presents them (Data › Collections), for its visitors. */
export function useSiteNftCollectionList(siteId: string | undefined) {
  const client = useApiClient();
  return usePublicSWR(siteId ? ['nft-collections', siteId] : null, () =>
    client.siteContent.nftCollections({ siteId: Number(siteId) }),
  );
}

/** How a site looks to its visitors (its language and theme), for its pages outside the widget. */
export function useSiteLook(siteId: string | undefined) {
  const client = useApiClient();
  return usePublicSWR(siteId ? ['look', siteId] : null, () =>
    client.siteContent.look({ siteId: Number(siteId) }),
  );
}

/** The name of the site a page belongs to (`useSectionScope().siteId`), once read; none without a site. */
export function useSiteName(): string | undefined {
  const { siteId } = useSectionScope();
  return useSiteLook(siteId).data?.name;
}

/** A currency's rate to the US dollar, for a site priced in it (none asked for the dollar itself). */
export function useExchangeRate(currency: FxCurrency | undefined) {
  const client = useApiClient();
  return usePublicSWR(currency ? ['exchange-rate', currency] : null, async () => {
    if (!currency) throw new Error('No currency to read a rate for');
    return client.exchangeRates.get({ currency });
  });
}
