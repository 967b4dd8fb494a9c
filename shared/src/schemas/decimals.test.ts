import { hasAtMostDecimals } from './common';
import { CreditsTopUpInputSchema } from './credits';
import { FeeSchema } from './widget-settings';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('at most two decimals, as the value is written', () => {
  it('accepts every percentage and amount a person types with two decimals, though float products are not whole', () => {
    // 1.1 * 100 is 110.00000000000001 and 8.2 * 100 is 819.9999999999999: arithmetic refused them.
    for (const percent of [0.01, 0.29, 1.1, 2.2, 4.35, 9.99, 10]) {
      expect(FeeSchema.safeParse({ recipient: ADDRESS, amountPercentage: percent }).success).toBe(true);
    }
    for (const amount of [1.1, 8.2, 19.99, 1234.56]) {
      expect(
        CreditsTopUpInputSchema.safeParse({ chainId: 31337, tokenAddress: ADDRESS, amount }).success,
      ).toBe(true);
    }
  });

  it('refuses a third decimal with the field named', () => {
    const fee = FeeSchema.safeParse({ recipient: ADDRESS, amountPercentage: 1.234 });
    expect(fee.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['amountPercentage', 'At most 2 decimals'],
    ]);
    const topUp = CreditsTopUpInputSchema.safeParse({ chainId: 31337, tokenAddress: ADDRESS, amount: 8.205 });
    expect(topUp.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['amount']);
  });

  it('reads the number as written, sign and integers included', () => {
    expect(hasAtMostDecimals(-12.5, 2)).toBe(true);
    expect(hasAtMostDecimals(7, 0)).toBe(true);
    expect(hasAtMostDecimals(0.1 + 0.2, 2)).toBe(false);
    expect(hasAtMostDecimals(1e-7, 4)).toBe(false);
  });
});
