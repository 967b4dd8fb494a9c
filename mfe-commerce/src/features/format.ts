// Money, numbers and dates are formatted by the suite's one formatter, in the page's language:
// `useFormat()` from @suite/shared/react. What is left here is commerce's own.

const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

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
