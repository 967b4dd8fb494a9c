import { getAddress, isAddress, isAddressEqual, parseUnits, zeroAddress } from 'viem';
import * as z from 'zod/v4';
import { numberSigns } from '@suite/shared/decimal-text';

import type { SectionEditorsTranslate } from '../../../i18n';

/**
 * The send form of one token: a recipient address that can receive it, and an amount within the
 * token's decimals and the balance (when the balance is known), written as numbers are in `locale`.
 * Outputs the checksummed address and the amount in base units.
 */
export function sendFormSchema(
  {
    decimals,
    balance,
    feeReserve = 0n,
    symbol,
    token,
    locale,
  }: {
    decimals: number;
    balance?: bigint;
    /** For the chain's own currency, what the transfer's network fee takes of the same balance. */
    feeReserve?: bigint;
    symbol: string;
    /** The token's contract; absent for the chain's own currency. */
    token?: `0x${string}`;
    /** The page's locale (`en-US`, `es-ES`…): its decimal separator is the amount's. */
    locale: string;
  },
  t: SectionEditorsTranslate,
) {
  const tooManyDecimals =
    decimals === 0 ? t('swap.amount.noDecimals') : t('swap.amount.tooManyDecimals', { decimals });
  const { group, decimal } = numberSigns(locale);
  return z.object({
    recipient: z
      .string()
      .trim()
      .min(1, { error: t('wallet.send.recipientRequired'), abort: true })
      .refine((value) => isAddress(value, { strict: false }), {
        error: t('wallet.send.recipientInvalid'),
        abort: true,
      })
      .transform((value) => getAddress(value))
      // Nobody holds the key of either: what is sent there is lost.
      .refine((value) => value !== zeroAddress, t('wallet.send.recipientZero'))
      .refine(
        (value) => token === undefined || !isAddressEqual(value, token),
        t('wallet.send.recipientToken', { symbol }),
      ),
    amount: z
      .string()
      .trim()
      .min(1, { error: t('wallet.send.amountRequired'), abort: true })
      // "1,000" in English (or "1.000" in Spanish) is a thousand, never 1: refused rather than guessed.
      .refine((value) => !value.includes(group), {
        error: t('wallet.send.amountGrouped', { decimal, example: `1234${decimal}5` }),
        abort: true,
      })
      .overwrite((value) => value.replace(decimal, '.'))
      .regex(/^\d*\.?\d+$|^\d+\.$/, { error: t('wallet.send.amountInvalid'), abort: true })
      .refine((value) => (value.split('.')[1] ?? '').length <= decimals, tooManyDecimals)
      .transform((value) => parseUnits(value, decimals))
      .refine((value) => value > 0n, t('wallet.send.amountZero'))
      .refine((value) => balance === undefined || value <= balance, {
        error: t('wallet.send.amountTooLarge'),
        abort: true,
      })
      // The chain's own currency also pays the fee: the wallet would refuse to send it all.
      .refine(
        (value) => balance === undefined || value + feeReserve <= balance,
        t('swap.leavesNoFee', { symbol }),
      ),
  });
}
export type SendFormInput = z.input<ReturnType<typeof sendFormSchema>>;
export type SendFormOutput = z.output<ReturnType<typeof sendFormSchema>>;
