import { CREDITS_DISPLAY_DECIMALS } from '../constants/limits';

/**
 * The suite's one formatter of numbers, money and dates, for a locale (LANGUAGE_LOCALES). Amounts
 * come as the API's exact decimal text and are formatted from the text itself, digit by digit,
 * because a `Number` keeps only about 15 significant digits; the locale gives the separators, the
 * grouping and where the currency goes.
 */

/** Prices show 2 to 18 decimals (seed 001 §9): $12.50, $0.000001, never $0.00 for a price above zero. */
export const PRICE_MIN_DECIMALS = 2;
export const PRICE_MAX_DECIMALS = 18;

const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

interface DecimalParts {
  negative: boolean;
  whole: bigint;
  /** The decimals kept, without the trailing zeros past the minimum. */
  decimals: string;
}

/** A decimal text rounded half up to `max` decimals, with at least `min`; undefined if not a plain decimal. */
function decimalParts(amount: string, min: number, max: number): DecimalParts | undefined {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return undefined;
  const [, sign = '', wholeText = '0', fraction = ''] = match;
  // Scaled to `max` decimals as one integer, so rounding can carry into the whole part (0.…9995 → 1.00).
  const kept = fraction.slice(0, max).padEnd(max, '0');
  let scaled = BigInt(`${wholeText}${kept}`);
  if ((fraction[max] ?? '0') >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(max + 1, '0');
  const whole = BigInt(max === 0 ? digits : digits.slice(0, -max));
  const decimals = max === 0 ? '' : digits.slice(-max).replace(/0+$/, '').padEnd(min, '0');
  return { negative: sign === '-' && scaled !== 0n, whole, decimals };
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function integerFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    numberFormats.set(locale, format);
  }
  return format;
}

function decimalSeparator(locale: string): string {
  return (
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  );
}

/** The digits of an amount in the locale, without sign or currency: `1,234.50`, `1.234,50`. */
function localeDigits({ whole, decimals }: DecimalParts, locale: string): string {
  const grouped = integerFormat(locale).format(whole);
  return decimals ? `${grouped}${decimalSeparator(locale)}${decimals}` : grouped;
}

/** Text that is not a plain decimal (`1e-7`): the number it reads as, with the same decimals. */
function fallbackParts(amount: string, min: number, max: number): DecimalParts {
  const value = Number(amount);
  const fixed = Number.isFinite(value) ? value.toFixed(Math.min(max, 100)) : '0';
  return decimalParts(fixed, min, max) ?? { negative: false, whole: 0n, decimals: '0'.repeat(min) };
}

function partsOf(amount: string, min: number, max: number): DecimalParts {
  return decimalParts(amount, min, max) ?? fallbackParts(amount, min, max);
}

/** A decimal text as a price without a currency: `1,234.50` (en), `1.234,50` (es, pt), `0.000001`. */
export function formatDecimal(amount: string, locale: string): string {
  const parts = partsOf(amount, PRICE_MIN_DECIMALS, PRICE_MAX_DECIMALS);
  const digits = localeDigits(parts, locale);
  return parts.negative ? `-${digits}` : digits;
}

/**
 * A price in a currency, where the locale puts the currency: `$12.50` (en), `12,50 US$` (es),
 * `US$ 12,50` (pt); every decimal it has, 2 to 18.
 */
export function formatMoney(amount: string, currency: string, locale: string): string {
  const parts = partsOf(amount, PRICE_MIN_DECIMALS, PRICE_MAX_DECIMALS);
  const digits = localeDigits(parts, locale);
  const shape = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(
    parts.negative ? -1 : 1,
  );
  let numberWritten = false;
  return shape
    .map((part) => {
      if (
        part.type === 'integer' ||
        part.type === 'group' ||
        part.type === 'decimal' ||
        part.type === 'fraction'
      ) {
        if (numberWritten) return '';
        numberWritten = true;
        return digits;
      }
      return part.value;
    })
    .join('');
}

/** Credits in USD with 4 decimals (seed §9): `0.5000 USD`, `1.234,5000 USD`. */
export function formatCreditsAmount(amount: string, locale: string): string {
  const parts = partsOf(amount, CREDITS_DISPLAY_DECIMALS, CREDITS_DISPLAY_DECIMALS);
  const digits = localeDigits(parts, locale);
  return `${parts.negative ? '-' : ''}${digits} USD`;
}

/** A moment, date and time: `11/28/2026, 3:31:36 AM` (en), `28/11/2026, 3:31:36` (es). */
export function formatDateTimeIn(iso: string | number | Date, locale: string): string {
  return new Date(iso).toLocaleString(locale);
}

/** A day: `11/28/2026` (en), `28/11/2026` (es, pt). */
export function formatDayIn(iso: string | number | Date, locale: string): string {
  return new Date(iso).toLocaleDateString(locale);
}
