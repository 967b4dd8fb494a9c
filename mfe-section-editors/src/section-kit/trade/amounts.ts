import { formatUnits, parseUnits } from 'viem';
import type { SectionEditorsTranslate } from '../../i18n';
import { decimalSign, readDecimal } from '@suite/shared/decimal-text';

export type ParsedAmount =
  { kind: 'empty' } | { kind: 'invalid'; message: string } | { kind: 'valid'; value: bigint };

/**
 * What a visitor typed in an amount box, written as in `locale` (its decimal sign), in the token's base
 * units, or why it is not an amount.
 */
export function parseTokenAmount(
  text: string,
  decimals: number,
  t: SectionEditorsTranslate,
  locale: string,
): ParsedAmount {
  if (text.trim() === '') return { kind: 'empty' };
  const trimmed = readDecimal(text, locale);
  if (trimmed === null) return { kind: 'invalid', message: t('swap.amount.notANumber') };
  const fraction = trimmed.split('.')[1] ?? '';
  if (fraction.length > decimals) {
    return {
      kind: 'invalid',
      message: decimals === 0 ? t('swap.amount.noDecimals') : t('swap.amount.tooManyDecimals', { decimals }),
    };
  }
  const value = parseUnits(trimmed, decimals);
  if (value <= 0n) return { kind: 'invalid', message: t('swap.amount.notPositive') };
  return { kind: 'valid', value };
}

/**
 * A base-unit amount as people read it in `locale`: grouped thousands, about `significant` significant
 * digits, no trailing zeros (1,234.56, 0.0003125 in English). Exact digits come from the string, never
 * a float.
 */
export function formatTokenAmount(
  amount: bigint | string,
  decimals: number,
  locale = 'en-US',
  significant = 6,
): string {
  const text = formatUnits(BigInt(amount), decimals);
  const [whole = '0', fraction = ''] = text.split('.');
  const grouped = new Intl.NumberFormat(locale).format(BigInt(whole));
  let kept: string;
  if (whole !== '0') {
    kept = fraction.slice(0, Math.max(0, significant - whole.length));
  } else {
    const leadingZeros = /^0*/.exec(fraction)?.[0].length ?? 0;
    kept = fraction.slice(0, leadingZeros + significant);
  }
  kept = kept.replace(/0+$/, '');
  return kept ? `${grouped}${decimalSign(locale)}${kept}` : grouped;
}

/** How many buy tokens one sell token is worth in a trade, as a readable number. */
export function formatRate(
  sellAmount: bigint | string,
  sellDecimals: number,
  buyAmount: bigint | string,
  buyDecimals: number,
  locale = 'en-US',
): string {
  const sell = BigInt(sellAmount);
  if (sell === 0n) return '0';
  const precision = 18;
  const scaled =
    (BigInt(buyAmount) * 10n ** BigInt(sellDecimals + precision)) / (sell * 10n ** BigInt(buyDecimals));
  return formatTokenAmount(scaled, precision, locale);
}

/** `percent` % of a balance, rounded down, in base units. */
export function shareOf(balance: bigint, percent: number): bigint {
  return (balance * BigInt(Math.round(percent * 100))) / 10_000n;
}

/**
 * What a fill button puts in the box: `percent` % of the balance, but never more than what is left
 * once `reserve` (the network fee, kept back when the chain's own currency is spent) is put aside.
 */
export function fillAmount(balance: bigint, reserve: bigint, percent: number): bigint {
  const spendable = balance > reserve ? balance - reserve : 0n;
  const share = shareOf(balance, percent);
  return share < spendable ? share : spendable;
}
