import { formatUnits } from 'viem';

/** The locale's separators: `,` and `.` in English, `.` and `,` in Spanish and Portuguese. */
function separators(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.5);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/**
 * An amount for display in `locale`: at most `maxFraction` decimals, trailing zeros dropped, and
 * `<0.0001` for a dust amount that would otherwise read as zero.
 */
export function formatTokenAmount(
  value: bigint,
  decimals: number,
  locale = 'en-US',
  maxFraction = 4,
): string {
  const { group, decimal } = separators(locale);
  const full = formatUnits(value, decimals);
  const [whole = '0', fraction = ''] = full.split('.');
  const cut = fraction.slice(0, maxFraction).replace(/0+$/, '');
  if (value > 0n && whole.replace('-', '') === '0' && cut === '')
    return `<0${decimal}${'0'.repeat(maxFraction - 1)}1`;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return cut ? `${grouped}${decimal}${cut}` : grouped;
}
