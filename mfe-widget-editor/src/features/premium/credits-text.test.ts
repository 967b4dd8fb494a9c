import { formatCredits } from './credits-text';

describe('credits', () => {
  it('show 4 decimals, cut rather than rounded', () => {
    expect(formatCredits('250')).toBe('250.0000');
    expect(formatCredits('0.123456')).toBe('0.1234');
    expect(formatCredits('-1.5')).toBe('-1.5000');
  });
});
