import type { Order } from '@suite/shared';
import en from '../../locales/en.json';
import { orderFixture } from '../../test/fixtures';
import { ordersCsv } from './orders-csv';

const order: Order = orderFixture({
  id: '0123456789abcdef',
  amount: '12.5',
  email: 'a@b.test',
  items: [
    { id: 'i', productId: 'p', title: 'Cap, blue', price: '12.5', quantity: 1, product: { imageUrl: null } },
  ],
});

describe('orders CSV', () => {
  it('has a header and quotes values with commas', () => {
    const [header, row] = ordersCsv([order], (status) => en.orderStatus[status]).split(/\r?\n/);
    expect(header).toBe('id,createdAt,status,amount,chainId,token,sender,email,hash,items');
    expect(row).toContain('Payment pending');
    expect(row).toContain('"1 x Cap, blue"');
  });
});
