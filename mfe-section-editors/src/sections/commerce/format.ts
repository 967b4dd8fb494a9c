const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** A USD price as a visitor reads it: `$12.50`. */
export function formatUsd(amount: string): string {
  return USD.format(Number(amount));
}
