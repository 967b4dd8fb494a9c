import type { SiteTradeSettings } from '@suite/shared';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db';
import { widgets } from '../db/schema';
import { notFound } from './input-errors';
import { readStoredConfig } from './widgets';

/** A site's saved widget config (its settings and page), read for its public sections; 404 for an unknown site. */
export async function siteConfig(db: Pick<AppDatabase, 'select'>, siteId: number) {
  const [row] = await db.select({ config: widgets.config }).from(widgets).where(eq(widgets.id, siteId));
  if (!row) throw notFound('site');
  return readStoredConfig(row.config).config;
}

/**
 * What a site's trading sections apply, read from its widget's saved config: the swap fee (Fees → swap),
 * Data → Tokens and Data → Networks. The swap quotes take the fee from here, never from the client.
 * An unknown site answers 404.
 */
export async function siteTradeSettings(
  db: Pick<AppDatabase, 'select'>,
  siteId: number,
): Promise<SiteTradeSettings> {
  const config = await siteConfig(db, siteId);
  return {
    swapFee: config.fees?.swapFee ?? null,
    tokens: config.tokens ?? [],
    chainIds: config.networks?.chainIds ?? [],
  };
}
