import { getAddress, isAddress, parseUnits } from 'viem';
import * as z from 'zod/v4';

export const RECIPIENT_REQUIRED = 'Enter the address to send to';
export const RECIPIENT_INVALID = 'Enter a valid address: 0x followed by 40 hexadecimal characters';
export const AMOUNT_REQUIRED = 'Enter an amount';
export const AMOUNT_INVALID = 'Enter a positive number, such as 1.5';
export const AMOUNT_ZERO = 'The amount must be more than 0';
export const AMOUNT_TOO_LARGE = 'The amount is more than your balance';

export function amountDecimalsMessage(decimals: number): string {
  return decimals === 0 ? 'This token has no decimals' : `At most ${decimals} decimals`;
}

/**
 * The send form of one token: a recipient address, and an amount within the token's decimals and the
 * balance (when the balance is known). Outputs the checksummed address and the amount in base units.
 */
export function sendFormSchema({ decimals, balance }: { decimals: number; balance?: bigint }) {
  return z.object({
    recipient: z
      .string()
      .trim()
      .min(1, { error: RECIPIENT_REQUIRED, abort: true })
      .refine((value) => isAddress(value, { strict: false }), RECIPIENT_INVALID)
      .transform((value) => getAddress(value)),
    amount: z
      .string()
      .trim()
      .min(1, { error: AMOUNT_REQUIRED, abort: true })
      .regex(/^\d*\.?\d+$|^\d+\.$/, { error: AMOUNT_INVALID, abort: true })
      .refine((value) => (value.split('.')[1] ?? '').length <= decimals, amountDecimalsMessage(decimals))
      .transform((value) => parseUnits(value, decimals))
      .refine((value) => value > 0n, AMOUNT_ZERO)
      .refine((value) => balance === undefined || value <= balance, AMOUNT_TOO_LARGE),
  });
}
export type SendFormInput = z.input<ReturnType<typeof sendFormSchema>>;
export type SendFormOutput = z.output<ReturnType<typeof sendFormSchema>>;
