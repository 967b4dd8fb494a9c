import { formatUnitsText } from '../constants/units';

/**
 * `@suite/shared/decimal-text`: the one reader of a number someone types, and its writer (ADR 0043):
 * the page's decimal sign is the decimal point, the other sign is refused, never read as something
 * else. The section editors' amount boxes read with it, and `@suite/shared/decimal-input` for the
 * admin's number fields. A subpath of its own, built into the apps that read amounts: not part of the
 * root, which every route loads first.
 */

/** The locale's signs: `,` groups and `.` decimals in English, `.` and `,` in Spanish and Portuguese. */
export function numberSigns(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.5);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/** The locale's decimal sign: `.` in English, `,` in Spanish and Portuguese. */
export function decimalSign(locale: string): string {
  return numberSigns(locale).decimal;
}

/**
 * A number a visitor typed, as they write it in `locale` (its decimal sign, no thousands separators),
 * in the form viem parses (`1234.5`); null when it is not one. The other sign is refused, not read as a
 * decimal point: "1,000" in English or "1.000" in Spanish would otherwise move a thousandth of the
 * amount meant. `signed` also takes a leading minus (`-2,5` → `-2.5`).
 */
export function readDecimal(text: string, locale: string, { signed = false } = {}): string | null {
  const sign = decimalSign(locale);
  const trimmed = text.trim();
  const negative = signed && trimmed.startsWith('-');
  const [whole = '', fraction, ...rest] = (negative ? trimmed.slice(1) : trimmed).split(sign);
  const digits = /^\d*$/;
  if (rest.length > 0 || !digits.test(whole) || (fraction !== undefined && !digits.test(fraction)))
    return null;
  if (whole === '' && (fraction ?? '') === '') return null;
  const read = fraction === undefined ? whole : `${whole}.${fraction}`;
  return negative ? `-${read}` : read;
}

/** A number in viem's form (`1234.5`) as a visitor writes it in `locale` (`1234,5` in Spanish). */
export function writeDecimal(value: string, locale: string): string {
  return value.replace('.', decimalSign(locale));
}

/** A base-unit amount as the text an amount box holds in `locale`: every digit, its decimal sign. */
export function unitsText(value: bigint, decimals: number, locale: string): string {
  return writeDecimal(formatUnitsText(value, decimals), locale);
}
