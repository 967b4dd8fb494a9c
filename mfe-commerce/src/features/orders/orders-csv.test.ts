import type { Order } from '@suite/shared';
import en from '../../locales/en.json';
import { ordersCsv } from './orders-csv';

const order: Order = {
  id: '0123456789abcdef',
  createdAt: '2026-01-01T00:00:00.000Z',
  status: 'Pending',
  hash: '0xabc',
  chainId: 1,
  contractAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  senderAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  amount: '12.5',
  email: 'a@b.test',
  receiverAddress: null,
  paidAmount: null,
  overpaidAmount: null,
  failureReason: null,
  failure: null,
  refundReason: null,
  payment: null,
  confirmations: 0,
  requiredConfirmations: 1,
  confirmedAt: null,
  shippingAddress: null,
  siteId: '1',
  checkoutId: null,
  items: [
    { id: 'i', productId: 'p', title: 'Cap, blue', price: '12.5', quantity: 1, product: { imageUrl: null } },
  ],
};

describe('orders CSV', () => {
  it('has a header and quotes values with commas', () => {
    const [header, row] = ordersCsv([order], (status) => en.orderStatus[status]).split(/\r?\n/);
    expect(header).toBe('id,createdAt,status,amount,chainId,token,sender,email,hash,items');
    expect(row).toContain('Payment pending');
    expect(row).toContain('"1 x Cap, blue"');
  });
});
