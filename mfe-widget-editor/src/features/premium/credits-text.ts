import { CREDITS_DISPLAY_DECIMALS } from '@suite/shared';

/**
 * A decimal USD amount with exactly 4 decimals (seed 001 §9), cut rather than rounded: 99.99999 of
 * credits cannot pay 100. `useFormat().credits` writes it in the page's language.
 */
export function formatCredits(value: string): string {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const decimals = fraction.padEnd(CREDITS_DISPLAY_DECIMALS, '0').slice(0, CREDITS_DISPLAY_DECIMALS);
  return `${negative ? '-' : ''}${whole}.${decimals}`;
}
