import { formatCreditsAmount, formatDateTimeIn, formatDayIn, formatDecimal, formatMoney } from './format';
import { browserLanguage, languageOf } from './languages';

const usd = (amount: string) => formatMoney(amount, 'USD', 'en-US');
// Intl separates a currency from its amount with a no-break space.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('prices in English (2 to 18 decimals, seed 001 §9)', () => {
  it('keeps at least 2 decimals and every decimal a price has, up to 18', () => {
    expect(usd('12.5')).toBe('$12.50');
    expect(usd('12')).toBe('$12.00');
    expect(usd('0.000001')).toBe('$0.000001');
    expect(usd('1234567.891')).toBe('$1,234,567.891');
    expect(usd('0.000000000000000001')).toBe('$0.000000000000000001');
  });

  it('is exact beyond the 15 digits a Number keeps', () => {
    expect(usd('123456789012.123456789012345678')).toBe('$123,456,789,012.123456789012345678');
    expect(formatDecimal('99999999999999999.99', 'en-US')).toBe('99,999,999,999,999,999.99');
  });

  it('rounds half up past 18 decimals, carrying into the whole part', () => {
    expect(usd('0.0000000000000000014')).toBe('$0.000000000000000001');
    expect(usd('0.0000000000000000015')).toBe('$0.000000000000000002');
    expect(usd('0.9999999999999999999')).toBe('$1.00');
  });

  it('signs negative amounts, and not zero; still shows text that is not a plain decimal', () => {
    expect(usd('-3')).toBe('-$3.00');
    expect(usd('-0.000')).toBe('$0.00');
    expect(usd('1e-7')).toBe('$0.0000001');
  });
});

describe('prices in Spanish and Portuguese', () => {
  it("puts the locale's separators and the currency where the locale puts it, every decimal kept", () => {
    expect(plain(formatMoney('12345.5', 'USD', 'es-ES'))).toBe('12.345,50 US$');
    expect(plain(formatMoney('-3', 'USD', 'es-ES'))).toBe('-3,00 US$');
    expect(plain(formatMoney('1234.000001', 'USD', 'pt-BR'))).toBe('US$ 1.234,000001');
    expect(plain(formatMoney('9.9', 'EUR', 'pt-BR'))).toBe('€ 9,90');
    expect(formatDecimal('1234567.891', 'pt-BR')).toBe('1.234.567,891');
  });

  it('leaves credits at 4 decimals in USD', () => {
    expect(formatCreditsAmount('0.5', 'en-US')).toBe('0.5000 USD');
    expect(formatCreditsAmount('1234.5', 'pt-BR')).toBe('1.234,5000 USD');
  });

  it('writes dates day first in Spanish and Portuguese', () => {
    const moment = new Date(2026, 10, 28, 15, 4, 5);
    expect(formatDayIn(moment, 'en-US')).toBe('11/28/2026');
    expect(formatDayIn(moment, 'es-ES')).toBe('28/11/2026');
    expect(formatDateTimeIn(moment, 'pt-BR')).toBe('28/11/2026, 15:04:05');
  });
});

describe('the languages', () => {
  it('reads a language tag as one of ours, and picks the first browser language we speak', () => {
    expect(languageOf('pt-BR')).toBe('pt');
    expect(languageOf('ES')).toBe('es');
    expect(languageOf('fr')).toBeUndefined();
    expect(browserLanguage(['fr-FR', 'es-MX', 'en'])).toBe('es');
    expect(browserLanguage(['de'])).toBe('en');
  });
});
