import {
  formatUnitsText,
  itemQuantityProblem,
  parseUnitsText,
  marketplaceFeeMicros,
  type MarketplaceFee,
  type PublicCheckoutItem,
  type StablecoinToken,
} from '@suite/shared';

/** USD amounts have at most 6 decimals (the API's money scale); they are added as micro-dollars. */
const USD_DECIMALS = 6;

/** productId → how many the customer buys; null while the typed value is not a number. */
export type Quantities = Record<string, number | null>;

/** The quantity the customer set for an item (null while cleared), else the checkout's. */
export function quantityOf(quantities: Quantities, item: PublicCheckoutItem): number | null {
  const set = quantities[item.productId];
  return set === undefined ? item.quantity : set;
}

/** Why a typed quantity cannot be bought (1–100, whole), or null when it can. */
export const quantityError = itemQuantityProblem;

export function initialQuantities(items: readonly PublicCheckoutItem[]): Quantities {
  return Object.fromEntries(items.map((item) => [item.productId, item.quantity]));
}

/** The price of one line, or null while its quantity is not valid. */
export function lineTotal(item: PublicCheckoutItem, quantity: number | null): string | null {
  if (quantity === null || quantityError(quantity)) return null;
  return formatUnitsText(parseUnitsText(item.price, USD_DECIMALS) * BigInt(quantity), USD_DECIMALS);
}

/**
 * The total in USD for these quantities, exactly (what the server computes from the same prices), or
 * null while a quantity is not valid.
 */
export function checkoutTotal(items: readonly PublicCheckoutItem[], quantities: Quantities): string | null {
  let micros = 0n;
  for (const item of items) {
    const line = lineTotal(item, quantityOf(quantities, item));
    if (line === null) return null;
    micros += parseUnitsText(line, USD_DECIMALS);
  }
  return formatUnitsText(micros, USD_DECIMALS);
}

/** A USD amount in the token's smallest units: 12.5 → 12500000 (6 decimals) or 12.5·10¹⁸ (18). */
export function toTokenUnits(usd: string, token: Pick<StablecoinToken, 'decimals'>): bigint {
  return parseUnitsText(usd, token.decimals);
}

/** `12.5 USDC`: an amount of a token, exact. */
export function formatTokenAmount(
  units: bigint,
  token: Pick<StablecoinToken, 'decimals' | 'symbol'>,
): string {
  return `${formatUnitsText(units, token.decimals)} ${token.symbol}`;
}

/** A marketplace fee at the quantities the customer set: the server's rule (rounded down, for the buyer). */
export interface FeeAtTotal {
  fee: MarketplaceFee;
  amount: string;
}

/**
 * The marketplace fees of a purchase at this price total (null while a quantity is not valid), each
 * computed as the server will when the order is placed: a percentage of the price, rounded down to
 * the micro-dollar.
 */
export function feesAtTotal(total: string | null, fees: readonly MarketplaceFee[]): FeeAtTotal[] | null {
  if (total === null) return null;
  const price = parseUnitsText(total, USD_DECIMALS);
  return fees
    .map((fee) => ({
      fee,
      amount: formatUnitsText(marketplaceFeeMicros(price, fee.percentage), USD_DECIMALS),
    }))
    .filter((line) => line.amount !== '0');
}

/** What the buyer pays: the price total and the marketplace fees on it. */
export function totalWithFees(total: string | null, fees: readonly FeeAtTotal[] | null): string | null {
  if (total === null || fees === null) return null;
  const micros = fees.reduce(
    (sum, line) => sum + parseUnitsText(line.amount, USD_DECIMALS),
    parseUnitsText(total, USD_DECIMALS),
  );
  return formatUnitsText(micros, USD_DECIMALS);
}
