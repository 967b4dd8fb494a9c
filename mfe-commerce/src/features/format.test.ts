import { formatMoney } from '@suite/shared';
import { centsToUsd } from './format';

describe('centsToUsd', () => {
  it('divides an amount in cents by 100 exactly, from its text', () => {
    expect(centsToUsd('350')).toBe('3.50');
    expect(centsToUsd('1')).toBe('0.01');
    expect(centsToUsd('0.0001')).toBe('0.000001');
    expect(centsToUsd('123456789012345678901')).toBe('1234567890123456789.01');
    expect(formatMoney(centsToUsd('0.0001'), 'USD', 'en-US')).toBe('$0.000001');
  });
});
