import { englishCatalog } from '../../test/english';
import { fillAmount, formatRate, formatTokenAmount, parseTokenAmount, shareOf } from './amounts';
import { unitsText } from '@suite/shared/decimal-text';

describe('parseTokenAmount', () => {
  it.each([
    ['', 6, { kind: 'empty' }],
    ['1.5', 6, { kind: 'valid', value: 1_500_000n }],
    // A comma is a thousands separator in English: refused, never read as 1.5 or 1.000.
    ['1,5', 6, { kind: 'invalid', message: 'Enter a number, such as 1.5' }],
    ['1,000', 6, { kind: 'invalid', message: 'Enter a number, such as 1.5' }],
    ['.5', 18, { kind: 'valid', value: 500_000_000_000_000_000n }],
    ['0', 6, { kind: 'invalid', message: 'Enter an amount greater than 0' }],
    ['1.1234567', 6, { kind: 'invalid', message: 'At most 6 decimals' }],
    ['1.5', 0, { kind: 'invalid', message: 'This token has no decimals' }],
    ['1e3', 6, { kind: 'invalid', message: 'Enter a number, such as 1.5' }],
    ['-1', 6, { kind: 'invalid', message: 'Enter a number, such as 1.5' }],
  ] as const)('%p with %i decimals', (text, decimals, parsed) => {
    expect(parseTokenAmount(text, decimals, englishCatalog(), 'en-US')).toEqual(parsed);
  });

  it('reads the decimal comma of a Spanish or Portuguese page, and refuses its thousands point', () => {
    expect(parseTokenAmount('1,5', 6, englishCatalog(), 'es-ES')).toEqual({
      kind: 'valid',
      value: 1_500_000n,
    });
    expect(parseTokenAmount('1.000', 6, englishCatalog(), 'pt-BR').kind).toBe('invalid');
  });
});

describe('formatTokenAmount', () => {
  it.each([
    [1_234_567_890_000n, 6, '1,234,567'],
    [1_234_567_890n, 6, '1,234.56'],
    [31_250_000_000_000_000n, 18, '0.03125'],
    [123_456_789n, 18, '0.000000000123456'],
    [0n, 6, '0'],
    ['3200000000', 6, '3,200'],
  ] as const)('%p with %i decimals reads %p', (amount, decimals, text) => {
    expect(formatTokenAmount(amount, decimals)).toBe(text);
  });
});

describe('formatRate and shareOf', () => {
  it('says what one sell token buys, across decimals', () => {
    expect(formatRate('100000000', 6, '31250000000000000', 18)).toBe('0.0003125');
    expect(formatRate('1000000000000000000', 18, '3200000000', 6)).toBe('3,200');
  });

  it('takes a share of a balance, rounded down, and writes it back as text', () => {
    expect(shareOf(1_000_001n, 25)).toBe(250_000n);
    expect(shareOf(1_000_001n, 100)).toBe(1_000_001n);
    expect(unitsText(shareOf(1_000_001n, 50), 6, 'en-US')).toBe('0.5');
    expect(unitsText(1_500_000n, 6, 'es-ES')).toBe('1,5');
  });

  it('fills a share, never eating into the network fee kept back', () => {
    expect(fillAmount(1_000n, 0n, 100)).toBe(1_000n);
    expect(fillAmount(1_000n, 30n, 100)).toBe(970n);
    expect(fillAmount(1_000n, 30n, 50)).toBe(500n);
    expect(fillAmount(1_000n, 600n, 50)).toBe(400n);
    expect(fillAmount(1_000n, 1_200n, 25)).toBe(0n);
  });
});
