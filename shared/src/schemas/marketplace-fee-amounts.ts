import type { Fee } from './widget-settings';
import { SERIAL_ID_MAX } from '../constants/limits';

/*
 * The arithmetic of marketplace fees (issue 17, ADR 0011), apart from their schemas: without zod, so
 * the buyer's pay page computes fees on its first load without loading it (issue 18).
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

/** Whether a number is a site (widget) id as `MarketplaceSiteIdSchema` takes it (`?site=` of a checkout link). */
export function isMarketplaceSiteId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= SERIAL_ID_MAX;
}
