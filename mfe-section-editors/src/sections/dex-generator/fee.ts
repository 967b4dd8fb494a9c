/** Basis points as a percentage a visitor reads: 30 → `0.30%`. */
export function feePercent(feeBps: number): string {
  return `${(feeBps / 100).toFixed(2)}%`;
}
