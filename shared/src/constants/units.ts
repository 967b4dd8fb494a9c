// Decimal amounts as integers of their smallest unit, and back: viem's `parseUnits` and
// `formatUnits`, for the screens that show money before any wallet code is loaded (ADR 0015).
// The same results as viem's (unit-tested), rounding half away from zero as it does.

const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/;

/** `'1.5'`, 6 → `1500000n`; digits beyond `decimals` round half away from zero. Throws on what is not a number. */
export function parseUnitsText(value: string, decimals: number): bigint {
  const match = DECIMAL.exec(value);
  if (!match || (match[2] === '' && !match[3]))
    throw new Error(`Number "${value}" is not a valid decimal number.`);
  const [, sign = '', whole = '', fraction = ''] = match;
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  let units = BigInt(`${whole || '0'}${kept}`);
  if (fraction.length > decimals && Number(fraction.charAt(decimals)) >= 5) units += 1n;
  return sign === '-' ? -units : units;
}

/** `1500000n`, 6 → `'1.5'`: no trailing zeros, no decimal point for a whole number. */
export function formatUnitsText(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
