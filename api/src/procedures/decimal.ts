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
