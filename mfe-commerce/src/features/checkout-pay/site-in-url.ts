import { isMarketplaceSiteId } from '@suite/shared';

const SITE_PARAM = 'site';

/**
 * The site (widget) whose asset store sent the buyer here: `/c/{id}?site={widgetId}`. Only a site id
 * is read; anything else is no site (a plain checkout link). The server alone decides what fees the
 * site puts on the sale, and whether it may put any.
 */
export function siteInUrl(): number | undefined {
  const raw = new URLSearchParams(window.location.search).get(SITE_PARAM);
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const site = Number(raw);
  return isMarketplaceSiteId(site) ? site : undefined;
}

/**
 * The NFT of the site's listing the buyer came to buy: `&token={tokenId}`, read only beside a site. The
 * server alone says whether that site lists it at this checkout (the checkout's `listing`).
 */
export function tokenInUrl(site: number | undefined): string | undefined {
  if (site === undefined) return undefined;
  const raw = new URLSearchParams(window.location.search).get('token');
  return raw !== null && /^\d{1,78}$/.test(raw) ? raw : undefined;
}
