/**
 * Exact money helpers. Amounts are numeric(30, 6) in the database and decimal strings on the wire;
 * in code they are bigint micro-units, so no float ever touches a price.
 */
const SCALE = 6;
const UNIT = 10n ** BigInt(SCALE);

export function toMicros(value: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,6}))?$/.exec(value.trim());
  if (!match) throw new Error(`Not a decimal with at most ${SCALE} places: ${value}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const micros = BigInt(whole) * UNIT + BigInt(fraction.padEnd(SCALE, '0'));
  return sign === '-' ? -micros : micros;
}

export function fromMicros(micros: bigint): string {
  const negative = micros < 0n;
  const absolute = negative ? -micros : micros;
  const whole = absolute / UNIT;
  const fraction = (absolute % UNIT).toString().padStart(SCALE, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** `"12.500000"` (as numeric comes back) → `"12.5"`. */
export function normalizeDecimal(value: string): string {
  return fromMicros(toMicros(value));
}

/** The total of priced lines, exactly: each price times its quantity, summed. */
export function linesTotal(lines: readonly { price: string; quantity: number }[]): string {
  return fromMicros(lines.reduce((total, line) => total + toMicros(line.price) * BigInt(line.quantity), 0n));
}

/** USD (at most 6 decimals) → a token's smallest units; tokens have 6 or 18 decimals. */
export function toTokenUnits(amount: string, decimals: number): bigint {
  const micros = toMicros(amount);
  return decimals >= 6 ? micros * 10n ** BigInt(decimals - 6) : micros / 10n ** BigInt(6 - decimals);
}

/** A token's smallest units → micro-USD, rounded down: never more than was received. */
export function tokenUnitsToMicros(units: bigint, decimals: number): bigint {
  return decimals >= 6 ? units / 10n ** BigInt(decimals - 6) : units * 10n ** BigInt(6 - decimals);
}

/** A token's smallest units → USD with at most 6 places, rounded down: never more than was received. */
export function fromTokenUnits(units: bigint, decimals: number): string {
  return fromMicros(tokenUnitsToMicros(units, decimals));
}
