/** Basis points as a percentage a visitor reads in `locale`: 30 → `0.30%` in English. */
export function feePercent(feeBps: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(feeBps / 10_000);
}
