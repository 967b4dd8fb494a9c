import { centsToUsd, formatCredits, formatDecimal, formatUsd } from './format';

describe('price format (2 to 18 decimals, seed 001 §9)', () => {
  it('keeps at least 2 decimals and every decimal a price has, up to 18', () => {
    expect(formatUsd('12.5')).toBe('$12.50');
    expect(formatUsd('12')).toBe('$12.00');
    expect(formatUsd('0.000001')).toBe('$0.000001');
    expect(formatUsd('0.01')).toBe('$0.01');
    expect(formatUsd('1234567.891')).toBe('$1,234,567.891');
    expect(formatUsd('0.000000000000000001')).toBe('$0.000000000000000001');
  });

  it('is exact beyond the 15 digits a Number keeps', () => {
    expect(formatUsd('123456789012.123456789012345678')).toBe('$123,456,789,012.123456789012345678');
    expect(formatDecimal('99999999999999999.99')).toBe('99,999,999,999,999,999.99');
  });

  it('rounds half up past 18 decimals, carrying into the whole part', () => {
    expect(formatUsd('0.0000000000000000014')).toBe('$0.000000000000000001');
    expect(formatUsd('0.0000000000000000015')).toBe('$0.000000000000000002');
    expect(formatUsd('0.9999999999999999999')).toBe('$1.00');
  });

  it('signs negative amounts, and not zero', () => {
    expect(formatUsd('-3')).toBe('-$3.00');
    expect(formatUsd('-0.000')).toBe('$0.00');
  });

  it('still shows text that is not a plain decimal', () => {
    expect(formatUsd('1e-7')).toBe('$0.0000001');
  });

  it('leaves credits at 4 decimals', () => {
    expect(formatCredits('0.5')).toBe('0.5000 USD');
  });
});

describe('centsToUsd', () => {
  it('divides an amount in cents by 100 exactly, from its text', () => {
    expect(centsToUsd('350')).toBe('3.50');
    expect(centsToUsd('1')).toBe('0.01');
    expect(centsToUsd('0.0001')).toBe('0.000001');
    expect(centsToUsd('123456789012345678901')).toBe('1234567890123456789.01');
    expect(formatUsd(centsToUsd('0.0001'))).toBe('$0.000001');
  });
});
