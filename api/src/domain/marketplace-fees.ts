// Marketplace fees: what a sale through a site's asset store pays on top of the price, from the
// rates the server read in the widget's own settings (`siteSale`, ADR 0011).
import { marketplaceFeeMicros, type MarketplaceFee } from '@suite/shared';
import { getAddress } from 'viem';
import { fromMicros, toMicros } from './decimal';

/** A marketplace fee the server decided for a sale: recipient (lower-case), percent, USD micros. */
export interface DecidedFee {
  recipient: string;
  percentage: number;
  micros: bigint;
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
