// A site is one of its owner's widgets: who owns it, whether it is the caller's, and what its saved
// config says to the features that read it (its public sections, its trading terms).
import type { NotFoundSubject, SiteTradeSettings } from '@suite/shared';
import type { SiteLook } from '@suite/shared/widget';
import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db';
import { widgets } from '../db/schema';
import { notFound } from '../errors';
import { activeFeatures, siteFooter } from './premium-features';
import { readStoredConfig } from './widget-config';

type Reader = Pick<AppDatabase, 'select'>;

/**
 * The widget `siteId` is the caller's. Another user's widget answers like an unknown one (404 on
 * `what`: a `site` for the by-site pickers, a `widget` where the widget itself is addressed), so it
 * never reveals whether a site exists.
 */
export async function assertOwnSite(
  db: Reader,
  siteId: number,
  ownerId: string,
  what: Extract<NotFoundSubject, 'site' | 'widget'> = 'site',
): Promise<void> {
  const [widget] = await db
    .select({ id: widgets.id })
    .from(widgets)
    .where(and(eq(widgets.id, siteId), eq(widgets.ownerId, ownerId)));
  if (!widget) throw notFound(what);
}

/** The owner of the site (a widget); an unknown site answers 404 like the by-site pickers. */
export async function siteOwner(db: Reader, siteId: number): Promise<string> {
  const [site] = await db.select({ ownerId: widgets.ownerId }).from(widgets).where(eq(widgets.id, siteId));
  if (!site) throw notFound('site');
  return site.ownerId;
}

/**
 * How a site looks to its visitors on its pages outside the widget (the NFT collection pages): its
 * name, Language, theme and the footer its owner's features allow; 404 for an unknown site.
 */
export async function siteLook(db: Reader, siteId: number): Promise<SiteLook> {
  const [row] = await db
    .select({ config: widgets.config, ownerId: widgets.ownerId })
    .from(widgets)
    .where(eq(widgets.id, siteId));
  if (!row) throw notFound('site');
  const { config } = readStoredConfig(row.config);
  const { name, locale, theme, customThemeLight, customThemeDark } = config;
  return {
    name,
    locale,
    theme,
    customThemeLight,
    customThemeDark,
    ...siteFooter(config, await activeFeatures(db, row.ownerId)),
  };
}

/** A site's saved widget config (its settings and page), read for its public sections; 404 for an unknown site. */
export async function siteConfig(db: Reader, siteId: number) {
  const [row] = await db.select({ config: widgets.config }).from(widgets).where(eq(widgets.id, siteId));
  if (!row) throw notFound('site');
  return readStoredConfig(row.config).config;
}

/**
 * What a site's trading sections apply, read from its widget's saved config: the swap fee (Fees → swap;
 * none on an NFT Kit site, whose editor has no swap fees),
 * Data → Tokens and Data → Networks. The swap quotes take the fee from here, never from the client.
 * An unknown site answers 404.
 */
export async function siteTradeSettings(db: Reader, siteId: number): Promise<SiteTradeSettings> {
  const [row] = await db
    .select({ kit: widgets.kit, config: widgets.config })
    .from(widgets)
    .where(eq(widgets.id, siteId));
  if (!row) throw notFound('site');
  const { config } = readStoredConfig(row.config);
  return {
    // An NFT Kit site has no swap fees (seed 001 §2: "swap-fees (not for the NFT Kit)").
    swapFee: row.kit === 'NFT' ? null : (config.fees?.swapFee ?? null),
    tokens: config.tokens ?? [],
    chainIds: config.networks?.chainIds ?? [],
  };
}
