// Marketplace fees: what a sale through a site's asset store pays on top of the price, decided by
// the server from the widget's own settings (ADR 0011).
import { marketplaceFeeMicros, mergeFeesByRecipient, type MarketplaceFee } from '@suite/shared';
import { AssetStoreConfigSchema } from '@suite/shared/sections';
import { eq } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { Executor } from '../db';
import { widgets } from '../db/schema';
import { fromMicros, toMicros } from './decimal';
import { readStoredConfig } from './widget-config';

/** A marketplace fee the server decided for a sale: recipient (lower-case), percent, USD micros. */
export interface DecidedFee {
  recipient: string;
  percentage: number;
  micros: bigint;
}

/**
 * The marketplace fees (percentages) of a sale of `checkoutId` through `siteId`'s asset store, read
 * from the widget's own settings — never from the client. None unless the widget exists, belongs to
 * the checkout's seller (a stranger cannot attach his recipient to someone else's sale), is not a
 * Swap Kit widget (its editor has no marketplace fees), and one of its asset-store sections lists
 * the checkout (a plain checkout link pays no marketplace fee). Unknown and foreign widgets are
 * answered alike, so nothing tells whether a widget exists.
 */
export async function marketplaceFeeRates(
  db: Executor,
  sale: { siteId: number | undefined; sellerId: string; checkoutId: string | undefined },
): Promise<{ siteId: number; recipient: string; percentage: number }[]> {
  const { siteId, sellerId, checkoutId } = sale;
  if (siteId === undefined || !checkoutId) return [];
  const [widget] = await db
    .select({ ownerId: widgets.ownerId, kit: widgets.kit, config: widgets.config })
    .from(widgets)
    .where(eq(widgets.id, siteId));
  if (!widget || widget.ownerId !== sellerId || widget.kit === 'Swap') return [];
  const { config } = readStoredConfig(widget.config);
  const sells = config.page.sections.some((section) => {
    if (section.type !== 'asset-store') return false;
    const store = AssetStoreConfigSchema.safeParse(section.data);
    return store.success && store.data.listings.some((listing) => listing.checkoutId === checkoutId);
  });
  if (!sells) return [];
  return mergeFeesByRecipient(config.fees?.marketplaceFees ?? []).map((fee) => ({
    siteId,
    recipient: fee.recipient.toLowerCase(),
    percentage: fee.amountPercentage,
  }));
}

/** The fees on a price (USD): each rounded down to the micro-dollar; a fee that rounds to 0 is left out. */
export function feesOnPrice(
  rates: readonly { recipient: string; percentage: number }[],
  price: string,
): DecidedFee[] {
  const priceMicros = toMicros(price);
  return rates
    .map((rate) => ({ ...rate, micros: marketplaceFeeMicros(priceMicros, rate.percentage) }))
    .filter((fee) => fee.micros > 0n);
}

/** The fees as the buyer's page shows them at the checkout's total. */
export function toMarketplaceFees(fees: readonly DecidedFee[]): MarketplaceFee[] {
  return fees.map((fee) => ({
    recipient: getAddress(fee.recipient),
    percentage: fee.percentage,
    amount: fromMicros(fee.micros),
  }));
}
