import type { SiteTradeSettings } from '@suite/shared';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db';
import { widgets } from '../db/schema';
import { notFound } from './input-errors';
import { SITE_NOT_FOUND_MESSAGE } from './site-ownership';
import { readStoredConfig } from './widgets';

/**
 * What a site's trading sections apply, read from its widget's saved config: the swap fee (Fees → swap),
 * Data → Tokens and Data → Networks. The swap quotes take the fee from here, never from the client.
 * An unknown site answers 404.
 */
export async function siteTradeSettings(
  db: Pick<AppDatabase, 'select'>,
  siteId: number,
): Promise<SiteTradeSettings> {
  const [row] = await db.select({ config: widgets.config }).from(widgets).where(eq(widgets.id, siteId));
  if (!row) throw notFound(SITE_NOT_FOUND_MESSAGE);
  const { config } = readStoredConfig(row.config);
  return {
    swapFee: config.fees?.swapFee ?? null,
    tokens: config.tokens ?? [],
    chainIds: config.networks?.chainIds ?? [],
  };
}
