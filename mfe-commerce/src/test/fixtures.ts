import type { Order, Product } from '@suite/shared';

/** A product as the API answers it: a new, inactive, non-digital one unless `fields` say otherwise. */
export function productFixture(fields: Partial<Product> = {}): Product {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Hat',
    description: '',
    price: '0.01',
    imageUrl: null,
    publishedAt: null,
    category: null,
    digital: false,
    content: null,
    collections: [],
    images: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...fields,
  };
}

/** An order as the seller reads it: a Pending USDC order of 10 on Ethereum, unpaid, unless `fields` say otherwise. */
export function orderFixture(fields: Partial<Order> = {}): Order {
  return {
    id: 'order-0000-1234',
    createdAt: '2026-01-01T00:00:00.000Z',
    status: 'Pending',
    hash: '0xabc',
    chainId: 1,
    contractAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    senderAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    amount: '10',
    email: null,
    receiverAddress: null,
    paidAmount: null,
    overpaidAmount: null,
    failureReason: null,
    failure: null,
    refundReason: null,
    payment: null,
    listing: null,
    confirmations: 0,
    requiredConfirmations: 1,
    confirmedAt: null,
    shippingAddress: null,
    siteId: '1',
    site: null,
    checkoutId: null,
    items: [],
    deletable: false,
    ...fields,
  };
}
