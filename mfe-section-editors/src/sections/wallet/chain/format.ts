import { formatUnits } from 'viem';

/**
 * An amount for display: at most `maxFraction` decimals, trailing zeros dropped, and `<0.0001` for a
 * dust amount that would otherwise read as zero.
 */
export function formatTokenAmount(value: bigint, decimals: number, maxFraction = 4): string {
  const full = formatUnits(value, decimals);
  const [whole = '0', fraction = ''] = full.split('.');
  const cut = fraction.slice(0, maxFraction).replace(/0+$/, '');
  if (value > 0n && whole.replace('-', '') === '0' && cut === '') return `<0.${'0'.repeat(maxFraction - 1)}1`;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cut ? `${grouped}.${cut}` : grouped;
}

/** The message of a wallet or chain error, as short as the library gives it. */
export function chainErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    if ('shortMessage' in error && typeof error.shortMessage === 'string') return error.shortMessage;
    if ('message' in error && typeof error.message === 'string') return error.message.split('\n')[0] ?? '';
  }
  return 'Something went wrong';
}
