import { formatUnits } from 'viem';

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
 * amount meant.
 */
export function readDecimal(text: string, locale: string): string | null {
  const sign = decimalSign(locale);
  const trimmed = text.trim();
  const [whole = '', fraction, ...rest] = trimmed.split(sign);
  const digits = /^\d*$/;
  if (rest.length > 0 || !digits.test(whole) || (fraction !== undefined && !digits.test(fraction)))
    return null;
  if (whole === '' && (fraction ?? '') === '') return null;
  return fraction === undefined ? whole : `${whole}.${fraction}`;
}

/** A number in viem's form (`1234.5`) as a visitor writes it in `locale` (`1234,5` in Spanish). */
export function writeDecimal(value: string, locale: string): string {
  return value.replace('.', decimalSign(locale));
}

/** A base-unit amount as the text an amount box holds in `locale`: every digit, its decimal sign. */
export function unitsText(value: bigint, decimals: number, locale: string): string {
  return writeDecimal(formatUnits(value, decimals), locale);
}
