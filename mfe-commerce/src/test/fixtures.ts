import type {
  Order,
  OrderReceipt,
  PaymentRequest,
  Product,
  PublicCheckout,
  ReceivedPayment,
} from '@suite/shared';

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

/** A payment request of 85.4 on the local chain, seen and being confirmed, unless `overrides` say otherwise. */
export function paymentFixture(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    id: 'r1',
    chainId: 31337,
    tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    receiverAddress: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    proxyAddress: '0x73511669fd4dE447feD18BB79bAFeAC93aB7F31f',
    reference: '0x0123456789abcdef',
    amount: '85.4',
    amountUnits: '85400000',
    receivedAmount: '0',
    pendingAmount: '85.4',
    missingAmount: '0',
    missingUnits: '0',
    overpaidAmount: null,
    progress: 'confirming',
    expiresAt: '2026-01-01T01:00:00.000Z',
    requiredConfirmations: 3,
    fees: [],
    payments: [],
    ...overrides,
  };
}

/** One confirmed transfer of 85.4 carrying a request's reference, unless `overrides` say otherwise. */
export function receivedPaymentFixture(overrides: Partial<ReceivedPayment> = {}): ReceivedPayment {
  return {
    hash: `0x${'cd'.repeat(32)}`,
    amount: '85.4',
    payer: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
    feeAmount: '0',
    feeAddress: null,
    confirmed: true,
    seenAt: '2026-01-01T00:00:30.000Z',
    ...overrides,
  };
}

/** An unpaid payment request of 5 USDT on Ethereum (Tether's token, whose approve needs a reset to 0). */
export const USDT_PAYMENT: PaymentRequest = paymentFixture({
  id: 'request-1',
  chainId: 1,
  tokenAddress: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  receiverAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  proxyAddress: '0x370DE27fdb7D1Ff1e1BaA7D11c5820a324Cf623C',
  amount: '5',
  amountUnits: '5000000',
  pendingAmount: '0',
  missingAmount: '5',
  missingUnits: '5000000',
  progress: 'awaiting',
  expiresAt: '2030-01-01T00:00:00.000Z',
  requiredConfirmations: 1,
});

/** A checkout as its public page reads it: a hoodie and two mugs, pay on the local chain. */
export function publicCheckoutFixture(overrides: Partial<PublicCheckout> = {}): PublicCheckout {
  const id = overrides.id ?? '7d4f4c1e-5a43-4d47-9b7a-0b8f8f2c3e11';
  return {
    id,
    title: 'Merch bundle',
    description: 'A hoodie and mugs.',
    requireEmail: false,
    requireAddress: false,
    editable: false,
    items: [
      {
        productId: 'p-hoodie',
        quantity: 1,
        name: 'Genesis Hoodie',
        description: 'Warm',
        price: '59.9',
        imageUrl: 'https://img.test/hoodie.png',
        images: ['https://img.test/hoodie.png', 'https://img.test/hoodie-2.png'],
        forSale: true,
      },
      {
        productId: 'p-mug',
        quantity: 2,
        name: 'Block Explorer Mug',
        description: '',
        price: '12.75',
        imageUrl: null,
        images: [],
        forSale: true,
      },
    ],
    total: '85.4',
    receiverAddress: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    networks: [{ chainId: 31337, requiredConfirmations: 1 }],
    unavailableReason: null,
    marketplaceFees: [],
    listing: null,
    sold: [],
    payUrl: `http://localhost:3000/c/${id}`,
    ...overrides,
  };
}

/** An unpaid payment request of 85.4 tUSDC on the local chain, open until 2030. */
export const AWAITING_PAYMENT: PaymentRequest = paymentFixture({
  progress: 'awaiting',
  pendingAmount: '0',
  missingAmount: '85.4',
  missingUnits: '85400000',
  expiresAt: '2030-01-01T00:00:00.000Z',
});

/** The buyer's receipt of an order of 85.4 on the local chain awaiting its payment, unless `overrides` say otherwise. */
export function orderReceiptFixture(overrides: Partial<OrderReceipt> = {}): OrderReceipt {
  return {
    id: '2b9d8e7c-0000-4000-8000-1234567890ab',
    createdAt: '2026-01-01T00:00:00.000Z',
    status: 'Pending',
    hash: null,
    chainId: 31337,
    contractAddress: AWAITING_PAYMENT.tokenAddress,
    senderAddress: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
    receiverAddress: AWAITING_PAYMENT.receiverAddress,
    amount: '85.4',
    paidAmount: null,
    overpaidAmount: null,
    failureReason: null,
    failure: null,
    refundReason: null,
    payment: AWAITING_PAYMENT,
    listing: null,
    confirmations: 0,
    requiredConfirmations: 3,
    confirmedAt: null,
    checkoutId: '7d4f4c1e-5a43-4d47-9b7a-0b8f8f2c3e11',
    items: [],
    ...overrides,
  };
}
