import { formatUnits } from 'viem';
import { numberSigns } from '@suite/shared/decimal-text';

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
  const { group, decimal } = numberSigns(locale);
  const full = formatUnits(value, decimals);
  const [whole = '0', fraction = ''] = full.split('.');
  const cut = fraction.slice(0, maxFraction).replace(/0+$/, '');
  if (value > 0n && whole.replace('-', '') === '0' && cut === '')
    return `<0${decimal}${'0'.repeat(maxFraction - 1)}1`;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return cut ? `${grouped}${decimal}${cut}` : grouped;
}
