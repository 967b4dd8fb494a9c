import { formatUnits, parseUnits } from 'viem';
import { formatUnitsText, parseUnitsText } from './units';

describe('units', () => {
  const texts = [
    '0',
    '1',
    '1.5',
    '0.000001',
    '123456.789012',
    '-2.25',
    '.5',
    '7.',
    '0.0000005',
    '0.0000015',
    '9.9999999',
    '-0.0000005',
  ];

  it('parse decimal text as viem does, rounding the digits beyond the scale', () => {
    for (const decimals of [0, 2, 6, 18]) {
      for (const text of texts) expect(parseUnitsText(text, decimals)).toBe(parseUnits(text, decimals));
    }
  });

  it('format amounts as viem does', () => {
    const values = [0n, 1n, 10n, 1500000n, 123456789012n, -2250000n, 10n ** 18n, 5n];
    for (const decimals of [0, 2, 6, 18]) {
      for (const value of values) expect(formatUnitsText(value, decimals)).toBe(formatUnits(value, decimals));
    }
  });

  it('refuse what is not a decimal number', () => {
    for (const text of ['', 'abc', '1.2.3', '1e5', '-'])
      expect(() => parseUnitsText(text, 6)).toThrow('is not a valid decimal number');
  });
});
