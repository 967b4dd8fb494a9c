import { formatUnits } from 'viem';
import { readDecimal, unitsText, writeDecimal } from './decimal-text';

describe('readDecimal', () => {
  it.each([
    ['1.5', 'en-US', '1.5'],
    [' 1000 ', 'en-US', '1000'],
    ['.5', 'en-US', '.5'],
    ['1,5', 'es-ES', '1.5'],
    ['0,01', 'pt-BR', '0.01'],
    // The other sign is a thousands separator to someone: refused, never read as a decimal point.
    ['1,000', 'en-US', null],
    ['1.000', 'es-ES', null],
    ['1.5', 'pt-BR', null],
    ['1.000.000', 'en-US', null],
    ['', 'en-US', null],
    ['.', 'en-US', null],
    ['-1', 'en-US', null],
    ['1e3', 'en-US', null],
  ] as const)('%p in %s reads %p', (text, locale, read) => {
    expect(readDecimal(text, locale)).toBe(read);
  });

  it.each([
    ['-2,5', 'es-ES', '-2.5'],
    ['-12', 'en-US', '-12'],
    ['7,25', 'pt-BR', '7.25'],
    ['-', 'en-US', null],
    ['--1', 'en-US', null],
    ['- 1', 'en-US', null],
    ['-1.000', 'es-ES', null],
  ] as const)('signed, %p in %s reads %p', (text, locale, read) => {
    expect(readDecimal(text, locale, { signed: true })).toBe(read);
  });

  it('writes a number back as the locale writes it', () => {
    expect(writeDecimal('1234.5', 'es-ES')).toBe('1234,5');
    expect(writeDecimal('1234.5', 'en-US')).toBe('1234.5');
    expect(readDecimal(writeDecimal('0.25', 'pt-BR'), 'pt-BR')).toBe('0.25');
  });

  it("writes base units as viem reads them, with the page's decimal sign", () => {
    expect(unitsText(1_500_000n, 6, 'es-ES')).toBe('1,5');
    expect(unitsText(123_456_789n, 18, 'en-US')).toBe(formatUnits(123_456_789n, 18));
  });
});
