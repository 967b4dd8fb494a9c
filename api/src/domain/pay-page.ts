// Where a buyer pays: the checkout's page on the admin's public address (PUBLIC_APP_URL), the one
// origin that serves `/c/{id}` (ADR 0014). The server writes it whole, so a site drawn on another
// product's page (mfe_section_editors embedded elsewhere) links here, not to a path of its own host.
import { commercePaths } from '@suite/shared';
import type { Config } from '../config';

/** The order an e-mailed receipt link shows, or the site whose section sent the buyer (its fees). */
export type PayPageQuery = { site?: number | string; order?: string };

export function payPageUrl(
  config: Pick<Config, 'publicAppUrl'>,
  checkoutId: string,
  query: PayPageQuery = {},
): string {
  const url = new URL(commercePaths.checkoutLink(config.publicAppUrl, checkoutId));
  if (query.site !== undefined) url.searchParams.set('site', String(query.site));
  if (query.order !== undefined) url.searchParams.set('order', query.order);
  return url.href;
}
