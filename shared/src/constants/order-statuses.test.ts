import { orderReference } from './order-statuses';

describe('orderReference', () => {
  it('names an order by its id without the first 10 characters', () => {
    expect(orderReference('0123456789abcdef')).toBe('abcdef');
    expect(orderReference('9f1c2b7e-4d3a-4e8b-9c6d-5a4b3c2d1e0f')).toBe('d3a-4e8b-9c6d-5a4b3c2d1e0f');
  });
});
