import { isMarketplaceSiteId, marketplaceFeeMicros, mergeFeesByRecipient } from './marketplace-fee-amounts';
import { MarketplaceSiteIdSchema } from './marketplace-fees';
import { paymentDueUnits, paymentProxyCalls, type PaymentFee } from './payments';

const A = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const B = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function fee(recipient: string, missingUnits: string): PaymentFee {
  return {
    recipient,
    percentage: 1,
    amount: '0',
    amountUnits: missingUnits,
    receivedAmount: '0',
    missingAmount: '0',
    missingUnits,
  };
}

describe('marketplace fees', () => {
  it('takes the percentage of the price, rounded down to the micro-dollar (for the buyer)', () => {
    expect(marketplaceFeeMicros(12_500_000n, 2.5)).toBe(312_500n);
    expect(marketplaceFeeMicros(10_000_001n, 2.5)).toBe(250_000n);
    expect(marketplaceFeeMicros(10_000_001n, 1.33)).toBe(133_000n);
    expect(marketplaceFeeMicros(3n, 10)).toBe(0n);
    // 0.29 % is not 0.28999… in basis points.
    expect(marketplaceFeeMicros(1_000_000n, 0.29)).toBe(2_900n);
  });

  it('pays one recipient once: the same address twice is one fee of their sum', () => {
    expect(
      mergeFeesByRecipient([
        { recipient: A, amountPercentage: 1.1 },
        { recipient: B, amountPercentage: 2 },
        { recipient: A.toLowerCase(), amountPercentage: 0.2 },
      ]),
    ).toEqual([
      { recipient: A, amountPercentage: 1.3 },
      { recipient: B, amountPercentage: 2 },
    ]);
  });

  it('plans one call with the price and the first fee, then one call per further fee', () => {
    expect(paymentProxyCalls({ receiverAddress: RECEIVER, missingUnits: '100', fees: [] })).toEqual([
      { to: RECEIVER, amount: 100n, feeAmount: 0n, feeAddress: null },
    ]);
    const two = { receiverAddress: RECEIVER, missingUnits: '100', fees: [fee(A, '3'), fee(B, '2')] };
    expect(paymentProxyCalls(two)).toEqual([
      { to: RECEIVER, amount: 100n, feeAmount: 3n, feeAddress: A },
      { to: RECEIVER, amount: 0n, feeAmount: 2n, feeAddress: B },
    ]);
    expect(paymentDueUnits(two)).toBe(105n);
    // Only a short fee left: it alone, in the slot of a call paying the receiver nothing.
    expect(
      paymentProxyCalls({ receiverAddress: RECEIVER, missingUnits: '0', fees: [fee(A, '0'), fee(B, '1')] }),
    ).toEqual([{ to: RECEIVER, amount: 0n, feeAmount: 1n, feeAddress: B }]);
    expect(paymentProxyCalls({ receiverAddress: RECEIVER, missingUnits: '0', fees: [fee(A, '0')] })).toEqual(
      [],
    );
  });
});

describe('isMarketplaceSiteId', () => {
  it.each([0, 1, 42, 1.5, -1, 2_147_483_647, 2_147_483_648, Number.NaN])(
    'takes %p exactly when MarketplaceSiteIdSchema does',
    (value) => {
      expect(isMarketplaceSiteId(value)).toBe(MarketplaceSiteIdSchema.safeParse(value).success);
    },
  );
});
