import type { PublicCheckoutItem } from '@suite/shared';
import { checkoutTotal, formatTokenAmount, lineTotal, quantityError, toTokenUnits } from './amounts';

function item(productId: string, price: string, quantity = 1): PublicCheckoutItem {
  return {
    productId,
    price,
    quantity,
    name: productId,
    description: '',
    imageUrl: null,
    images: [],
    forSale: true,
  };
}

describe('checkout amounts', () => {
  it('adds prices exactly, as the server does (no float drift)', () => {
    const items = [item('a', '0.1', 3), item('b', '0.2')];
    expect(checkoutTotal(items, {})).toBe('0.5');
    expect(checkoutTotal(items, { a: 1 })).toBe('0.3');
    expect(checkoutTotal([item('c', '0.000001', 100)], {})).toBe('0.0001');
  });

  it('has no total while a quantity is not 1–100 and whole', () => {
    const items = [item('a', '2')];
    expect(checkoutTotal(items, { a: 0 })).toBeNull();
    expect(checkoutTotal(items, { a: 101 })).toBeNull();
    expect(checkoutTotal(items, { a: 1.5 })).toBeNull();
    expect(checkoutTotal(items, { a: null })).toBeNull();
    expect(lineTotal(items[0] ?? item('x', '0'), 100)).toBe('200');
    expect(quantityError(0)).toBe('Must be at least 1');
    expect(quantityError(101)).toBe('Must be at most 100');
    expect(quantityError(2.5)).toBe('Must be a whole number');
    expect(quantityError(null)).toBe('Must be a whole number');
    expect(quantityError(7)).toBeNull();
  });

  it('pays the exact amount in the token’s decimals', () => {
    expect(toTokenUnits('12.5', { decimals: 6 })).toBe(12_500_000n);
    expect(toTokenUnits('12.5', { decimals: 18 })).toBe(12_500_000_000_000_000_000n);
    expect(toTokenUnits('0.000001', { decimals: 6 })).toBe(1n);
    expect(formatTokenAmount(12_500_000n, { decimals: 6, symbol: 'USDC' })).toBe('12.5 USDC');
  });
});
