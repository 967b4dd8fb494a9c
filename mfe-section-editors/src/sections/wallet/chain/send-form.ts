import { getAddress, isAddress, parseUnits } from 'viem';
import * as z from 'zod/v4';

import type { SectionEditorsTranslate } from '../../../i18n';

/**
 * The send form of one token: a recipient address, and an amount within the token's decimals and the
 * balance (when the balance is known). Outputs the checksummed address and the amount in base units.
 */
export function sendFormSchema(
  {
    decimals,
    balance,
    feeReserve = 0n,
    symbol,
  }: {
    decimals: number;
    balance?: bigint;
    /** For the chain's own currency, what the transfer's network fee takes of the same balance. */
    feeReserve?: bigint;
    symbol: string;
  },
  t: SectionEditorsTranslate,
) {
  const tooManyDecimals =
    decimals === 0 ? t('swap.amount.noDecimals') : t('swap.amount.tooManyDecimals', { decimals });
  return z.object({
    recipient: z
      .string()
      .trim()
      .min(1, { error: t('wallet.send.recipientRequired'), abort: true })
      .refine((value) => isAddress(value, { strict: false }), t('wallet.send.recipientInvalid'))
      .transform((value) => getAddress(value)),
    amount: z
      .string()
      .trim()
      .min(1, { error: t('wallet.send.amountRequired'), abort: true })
      // A decimal comma is a decimal point, as the page's own numbers write it in Spanish or Portuguese.
      .overwrite((value) => value.replace(',', '.'))
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
