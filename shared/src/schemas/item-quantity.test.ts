import { QuantitySchema } from './checkout';
import { itemQuantityProblem } from './item-quantity';

describe('itemQuantityProblem', () => {
  it.each([null, Number.NaN, -3, 0, 1, 2.5, 7, 100, 101, 1e9])(
    'answers %p as QuantitySchema does',
    (value) => {
      const parsed = QuantitySchema.safeParse(value);
      expect(itemQuantityProblem(value)).toBe(parsed.success ? null : parsed.error.issues[0]?.message);
    },
  );

  it('words the problem', () => {
    expect(itemQuantityProblem(0)).toBe('Must be at least 1');
    expect(itemQuantityProblem(101)).toBe('Must be at most 100');
    expect(itemQuantityProblem(2.5)).toBe('Must be a whole number');
    expect(itemQuantityProblem(7)).toBeNull();
  });
});
