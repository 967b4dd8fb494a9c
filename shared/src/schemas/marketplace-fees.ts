import * as z from 'zod/v4';
import { DecimalStringSchema } from './common';
import type { Fee } from './widget-settings';
import { coded } from '../i18n/validation';

/**
 * Marketplace fees of a sale made through a site's asset store (issue 17, ADR 0011): the widget's
 * `fees.marketplaceFees`, added to the price and paid by the buyer to each recipient, in the same
 * payment as the price and with the order's reference. The server alone decides them (the widget
 * must be the checkout owner's and its asset store must list the checkout); the buyer's page only
 * shows them.
 */

/** A fee's percentage (at most 2 decimals) in basis points: 2.5 → 250. */
export function feeBasisPoints(percentage: number): bigint {
  return BigInt(Math.round(percentage * 100));
}

/**
 * A fee on a price, both in micro-USD (= the smallest unit of a 6-decimal stablecoin): rounded DOWN
 * to the micro-dollar, in favour of the buyer: nobody pays more than the stated percentage.
 */
export function marketplaceFeeMicros(priceMicros: bigint, percentage: number): bigint {
  return (priceMicros * feeBasisPoints(percentage)) / 10_000n;
}

/**
 * One fee per recipient, in the order first named: two entries for the same address are one
 * transfer of their sum (the proxy's fee slot takes one address per call).
 */
export function mergeFeesByRecipient(fees: readonly Fee[]): Fee[] {
  const merged: Fee[] = [];
  for (const fee of fees) {
    const same = merged.find((kept) => kept.recipient.toLowerCase() === fee.recipient.toLowerCase());
    if (same)
      same.amountPercentage =
        (Math.round(same.amountPercentage * 100) + Math.round(fee.amountPercentage * 100)) / 100;
    else merged.push({ recipient: fee.recipient, amountPercentage: fee.amountPercentage });
  }
  return merged;
}

/** A marketplace fee of a checkout as its buyer is shown it before paying. */
export const MarketplaceFeeSchema = z.object({
  recipient: z.string(),
  /** Percent of the price (at most 2 decimals). */
  percentage: z.number(),
  /** USD at the checkout's total (the page recomputes it for the quantities the buyer sets). */
  amount: DecimalStringSchema,
});
export type MarketplaceFee = z.infer<typeof MarketplaceFeeSchema>;

/** A site (widget) id as the checkout page carries it (`/c/{id}?site={widgetId}`). */
export const MarketplaceSiteIdSchema = z
  .number(coded('siteId'))
  .int(coded('siteId'))
  .min(1, coded('siteId'))
  .max(2_147_483_647, coded('siteId'));
