import { CREDITS_DISPLAY_DECIMALS } from '@suite/shared';

/** Credits in USD with 4 decimals (seed §9), from the API's exact decimal text. */
export function formatCredits(amount: string): string {
  return `${Number(amount).toFixed(CREDITS_DISPLAY_DECIMALS)} USD`;
}

/** Prices show 2 to 18 decimals (seed 001 §9): $12.50, $0.000001, never $0.00 for a price above zero. */
export const PRICE_MIN_DECIMALS = 2;
export const PRICE_MAX_DECIMALS = 18;

const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/**
 * A decimal string as a price, without a currency: `1,234.50`, `0.000001`. It is formatted from the
 * text itself, digit by digit, because a `Number` keeps only about 15 significant digits. Beyond 18
 * decimals it rounds half up. Text that is not a plain decimal falls back to the number it reads as.
 */
export function formatDecimal(amount: string): string {
  const match = DECIMAL.exec(amount.trim());
  if (!match) {
    return new Intl.NumberFormat('en-US', {
      minimumFractionDigits: PRICE_MIN_DECIMALS,
      maximumFractionDigits: PRICE_MAX_DECIMALS,
    }).format(Number(amount));
  }
  const [, sign = '', whole = '0', fraction = ''] = match;
  // Scaled to 18 decimals as one integer, so rounding can carry into the whole part (0.…9995 → 1.00).
  const kept = fraction.slice(0, PRICE_MAX_DECIMALS).padEnd(PRICE_MAX_DECIMALS, '0');
  let scaled = BigInt(`${whole}${kept}`);
  if ((fraction[PRICE_MAX_DECIMALS] ?? '0') >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(PRICE_MAX_DECIMALS + 1, '0');
  const wholeDigits = digits.slice(0, -PRICE_MAX_DECIMALS);
  const decimals = digits.slice(-PRICE_MAX_DECIMALS).replace(/0+$/, '').padEnd(PRICE_MIN_DECIMALS, '0');
  const grouped = wholeDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = sign === '-' && /[1-9]/.test(wholeDigits + decimals);
  return `${negative ? '-' : ''}${grouped}.${decimals}`;
}

/**
 * An amount in US cents as the USD amount it is: the decimal point moved two places left, from the
 * text itself (`'350'` → `'3.50'`, `'0.0001'` → `'0.000001'`). The add-products dialog shows prices
 * this way, divided by 100 (seed 001 §9).
 */
export function centsToUsd(cents: string): string {
  const match = DECIMAL.exec(cents.trim());
  if (!match) return String(Number(cents) / 100);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const padded = whole.padStart(3, '0');
  return `${sign}${padded.slice(0, -2)}.${padded.slice(-2)}${fraction}`;
}

/** A price in USD: `$12.50`, `$0.000001`, `-$3.00`. The one formatter of every price on screen. */
export function formatUsd(amount: string): string {
  const text = formatDecimal(amount);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleString();
}

/** Order ids are shown without their first 10 characters (seed §2). */
export function shortOrderId(id: string): string {
  return id.slice(10);
}
