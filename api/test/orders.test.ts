import type { OrderStatus } from '@suite/shared';
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { eq } from 'drizzle-orm';
import { creditAccounts, notifications, orders } from '../src/db/schema';
import { failure } from './support/accounts';
import {
  anonymous,
  insertProduct,
  orderInput,
  readySeller,
  setOrderStatus,
  signedInUser,
  type Seller,
} from './support/commerce';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
const db = () => server.testDatabase.database.db;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function placeOrder(seller: Seller, price = '12.5', quantity = 1) {
  const productId = await insertProduct(db(), seller.userId, { price });
  return anonymous(server).call((client) => client.orders.create(orderInput([{ productId, quantity }])));
}

describe('create an order from a payment (public)', () => {
  it('prices items from the products exactly, stores Pending and notifies the seller', async () => {
    const seller = await readySeller(server);
    const shirt = await insertProduct(db(), seller.userId, { name: 'Shirt', price: '0.1' });
    const mug = await insertProduct(db(), seller.userId, {
      name: 'Mug',
      price: '0.2',
      imageUrl: 'https://x.io/m.png',
    });
    const input = orderInput(
      [
        { productId: shirt, quantity: 3 },
        { productId: mug, quantity: 1 },
      ],
      { email: 'buyer@example.com' },
    );
    const order = await anonymous(server).call((client) => client.orders.create(input));
    expect(order).toMatchObject({
      status: 'Pending',
      amount: '0.5',
      hash: input.hash.toLowerCase(),
      chainId: 31337,
      senderAddress: input.sender.toLowerCase(),
      email: 'buyer@example.com',
      items: [
        { title: 'Shirt', price: '0.1', quantity: 3, productId: shirt },
        { title: 'Mug', price: '0.2', quantity: 1, product: { imageUrl: 'https://x.io/m.png' } },
      ],
    });
    expect(await seller.browser.call((client) => client.orders.get({ id: order.id }))).toEqual(order);
    const [notice] = await db().select().from(notifications).where(eq(notifications.ownerId, seller.userId));
    expect(notice).toMatchObject({ kind: 'order.created', orderId: order.id, readAt: null });
  });

  it('refuses a hash already used with 409', async () => {
    const seller = await readySeller(server);
    const productId = await insertProduct(db(), seller.userId);
    const input = orderInput([{ productId, quantity: 1 }]);
    await anonymous(server).call((client) => client.orders.create(input));
    const error = await failure(
      anonymous(server).call((client) =>
        client.orders.create({ ...input, hash: input.hash.toUpperCase().replace('0X', '0x') }),
      ),
    );
    expect(apiErrorStatus(error)).toBe(409);
    expect(apiErrorMessage(error)).toBe('This transaction was already used for an order');
  });

  it('validates the payload with 400 per field', async () => {
    const error = await failure(
      anonymous(server).call((client) =>
        client.orders.create({
          siteId: '',
          sender: '0x12',
          chainId: 0,
          hash: '0xabc',
          tokenAddress: 'nope',
          email: 'bad',
          items: [{ productId: 'x', quantity: 101 }],
        }),
      ),
    );
    expect(apiErrorStatus(error)).toBe(400);
    expect(Object.keys(apiFieldErrors(error)).sort()).toEqual(
      [
        'chainId',
        'email',
        'hash',
        'items.0.productId',
        'items.0.quantity',
        'sender',
        'siteId',
        'tokenAddress',
      ].sort(),
    );
    const empty = await failure(anonymous(server).call((client) => client.orders.create(orderInput([]))));
    expect(apiFieldErrors(empty)).toEqual({ items: 'At least 1 item' });
    const productId = crypto.randomUUID();
    const many = await failure(
      anonymous(server).call((client) =>
        client.orders.create(orderInput(Array.from({ length: 51 }, () => ({ productId, quantity: 1 })))),
      ),
    );
    expect(apiFieldErrors(many)).toEqual({ items: 'At most 50 items' });
    const zero = await failure(
      anonymous(server).call((client) => client.orders.create(orderInput([{ productId, quantity: 0 }]))),
    );
    expect(apiFieldErrors(zero)).toEqual({ 'items.0.quantity': 'Must be at least 1' });
  });

  it('refuses unknown, inactive and mixed-store products, writing nothing', async () => {
    const seller = await readySeller(server);
    const other = await readySeller(server);
    const inactive = await insertProduct(db(), seller.userId, { published: false });
    const active = await insertProduct(db(), seller.userId);
    const foreign = await insertProduct(db(), other.userId);
    const unknown = await failure(
      anonymous(server).call((client) =>
        client.orders.create(
          orderInput([
            { productId: active, quantity: 1 },
            { productId: inactive, quantity: 1 },
          ]),
        ),
      ),
    );
    expect(apiErrorStatus(unknown)).toBe(400);
    expect(apiFieldErrors(unknown)).toEqual({
      'items.1.productId': 'This product does not exist or is not for sale',
    });
    const mixed = await failure(
      anonymous(server).call((client) =>
        client.orders.create(
          orderInput([
            { productId: active, quantity: 1 },
            { productId: foreign, quantity: 1 },
          ]),
        ),
      ),
    );
    expect(apiFieldErrors(mixed)).toEqual({ items: 'All items must come from the same store' });
    expect(await db().select().from(orders).where(eq(orders.ownerId, seller.userId))).toEqual([]);
  });

  it('refuses a network the seller has not enabled and a token that is not its stablecoin', async () => {
    const seller = await readySeller(server);
    const productId = await insertProduct(db(), seller.userId);
    const chain = await failure(
      anonymous(server).call((client) =>
        client.orders.create(orderInput([{ productId, quantity: 1 }], { chainId: 1 })),
      ),
    );
    expect(apiFieldErrors(chain)).toEqual({ chainId: 'The store does not accept payments on this network' });
    const token = await failure(
      anonymous(server).call((client) =>
        client.orders.create(
          orderInput([{ productId, quantity: 1 }], {
            tokenAddress: '0x0000000000000000000000000000000000000001',
          }),
        ),
      ),
    );
    expect(apiFieldErrors(token)).toEqual({ tokenAddress: 'Not a stablecoin accepted on this network' });
  });

  it('refuses when the seller has no receiver or less than 0.5 credits', async () => {
    const bare = await signedInUser(server);
    await bare.browser.call((client) => client.commerceSettings.saveNetworks({ chainIds: [31337] }));
    const productId = await insertProduct(db(), bare.userId);
    const noReceiver = await failure(
      anonymous(server).call((client) => client.orders.create(orderInput([{ productId, quantity: 1 }]))),
    );
    expect(apiErrorStatus(noReceiver)).toBe(409);
    expect(apiErrorMessage(noReceiver)).toBe('The store cannot accept orders right now');

    const seller = await readySeller(server);
    await db()
      .update(creditAccounts)
      .set({ creditsAvailable: '0.499999' })
      .where(eq(creditAccounts.ownerId, seller.userId));
    const sellerProduct = await insertProduct(db(), seller.userId);
    const poor = await failure(
      anonymous(server).call((client) =>
        client.orders.create(orderInput([{ productId: sellerProduct, quantity: 1 }])),
      ),
    );
    expect(apiErrorStatus(poor)).toBe(409);
    expect(apiErrorMessage(poor)).toBe('The store cannot accept orders right now');
  });

  it('takes the seller from the checkout and refuses an unknown checkout with 404', async () => {
    const seller = await readySeller(server);
    const productId = await insertProduct(db(), seller.userId);
    const missing = await failure(
      anonymous(server).call((client) =>
        client.orders.create(orderInput([{ productId, quantity: 1 }], { checkoutId: crypto.randomUUID() })),
      ),
    );
    expect(apiErrorStatus(missing)).toBe(404);
  });

  it('places an order through an existing checkout: its seller, its e-mail rule, its products', async () => {
    const seller = await readySeller(server);
    const stranger = await readySeller(server);
    const productId = await insertProduct(db(), seller.userId, { price: '3.25' });
    const strangersProduct = await insertProduct(db(), stranger.userId);
    const checkout = await seller.browser.call((client) =>
      client.checkouts.create({
        title: 'Course',
        description: 'Sent by e-mail',
        requireEmail: true,
        items: [{ productId, quantity: 1 }],
      }),
    );

    const withoutEmail = await failure(
      anonymous(server).call((client) =>
        client.orders.create(orderInput([{ productId, quantity: 2 }], { checkoutId: checkout.id })),
      ),
    );
    expect(apiErrorStatus(withoutEmail)).toBe(400);
    expect(apiFieldErrors(withoutEmail)).toEqual({ email: 'Required' });

    // The checkout decides the seller: another store's product is not for sale through it.
    const foreign = await failure(
      anonymous(server).call((client) =>
        client.orders.create(
          orderInput([{ productId: strangersProduct, quantity: 1 }], {
            checkoutId: checkout.id,
            email: 'buyer@example.com',
          }),
        ),
      ),
    );
    expect(apiFieldErrors(foreign)).toEqual({
      'items.0.productId': 'This product does not exist or is not for sale',
    });
    const nothingWritten = await seller.browser.call((client) => client.orders.count());
    expect(nothingWritten.count).toBe(0);

    const order = await anonymous(server).call((client) =>
      client.orders.create(
        orderInput([{ productId, quantity: 2 }], { checkoutId: checkout.id, email: 'buyer@example.com' }),
      ),
    );
    expect(order).toMatchObject({ checkoutId: checkout.id, amount: '6.5', email: 'buyer@example.com' });
    const sellersOrders = await seller.browser.call((client) => client.orders.list({}));
    expect(sellersOrders.items.map((item) => item.id)).toEqual([order.id]);
    expect((await stranger.browser.call((client) => client.orders.count())).count).toBe(0);
  });
});

describe('reading orders', () => {
  it('lists newest first with paging, status filter and search by id, hash, sender and e-mail', async () => {
    const seller = await readySeller(server);
    const productId = await insertProduct(db(), seller.userId, { price: '2' });
    const placed = [];
    for (let index = 0; index < 7; index += 1) {
      placed.push(
        await anonymous(server).call((client) =>
          client.orders.create(
            orderInput([{ productId, quantity: 1 }], { email: `buyer${index}@example.com` }),
          ),
        ),
      );
    }
    // Distinct times: PGlite's clock may give two quick orders the same now().
    for (const [index, order] of placed.entries()) {
      await db()
        .update(orders)
        .set({ createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, index)) })
        .where(eq(orders.id, order.id));
    }
    const newestFirst = [...placed].reverse().map((order) => order.id);
    const first = await seller.browser.call((client) => client.orders.list({}));
    expect(first).toMatchObject({ totalItems: 7, currentPage: 0, pageSize: 5 });
    expect(first.items.map((order) => order.id)).toEqual(newestFirst.slice(0, 5));
    const second = await seller.browser.call((client) => client.orders.list({ page: 1, limit: 5 }));
    expect(second.items.map((order) => order.id)).toEqual(newestFirst.slice(5));

    const [a, b, c, d] = placed;
    if (!a || !b || !c || !d) throw new Error('orders missing');
    await setOrderStatus(db(), a.id, 'Finalized');
    const finalized = await seller.browser.call((client) => client.orders.list({ status: 'Finalized' }));
    expect(finalized.items.map((order) => order.id)).toEqual([a.id]);

    for (const [q, expected] of [
      [b.id.slice(10, 20), b.id],
      [c.hash.slice(5, 30).toUpperCase(), c.id],
      [d.senderAddress.slice(4, 20), d.id],
      ['buyer0@', a.id],
    ] as const) {
      const found = await seller.browser.call((client) => client.orders.list({ q }));
      expect(found.items.map((order) => order.id)).toEqual([expected]);
    }
    expect((await seller.browser.call((client) => client.orders.list({ q: '%' }))).totalItems).toBe(0);

    const bad = await failure(seller.browser.call((client) => client.orders.list({ limit: 101, page: -1 })));
    expect(Object.keys(apiFieldErrors(bad)).sort()).toEqual(['limit', 'page']);
  });

  it('counts, sums confirmed and finalized revenue exactly, and lists items', async () => {
    const seller = await readySeller(server);
    const x = await placeOrder(seller, '0.1', 1);
    const y = await placeOrder(seller, '0.2', 1);
    const z = await placeOrder(seller, '100', 2);
    await setOrderStatus(db(), x.id, 'PaymentConfirmed');
    await setOrderStatus(db(), y.id, 'Finalized');
    expect(await seller.browser.call((client) => client.orders.count())).toEqual({ count: 3 });
    expect(await seller.browser.call((client) => client.orders.totalRevenue())).toEqual({
      totalRevenue: '0.3',
      currency: 'USD',
    });
    const { items } = await seller.browser.call((client) => client.orders.items({ id: z.id }));
    expect(items).toEqual([expect.objectContaining({ price: '100', quantity: 2, title: 'T-shirt' })]);

    const empty = await signedInUser(server);
    expect(await empty.browser.call((client) => client.orders.totalRevenue())).toEqual({
      totalRevenue: '0',
      currency: 'USD',
    });
  });

  it('answers 404 for another seller’s order and for unknown ids, 401 without a session', async () => {
    const seller = await readySeller(server);
    const order = await placeOrder(seller);
    const stranger = await signedInUser(server);
    for (const id of [order.id, crypto.randomUUID(), 'not-a-uuid']) {
      expect(
        apiErrorStatus(await failure(stranger.browser.call((client) => client.orders.get({ id })))),
      ).toBe(404);
      expect(
        apiErrorStatus(await failure(stranger.browser.call((client) => client.orders.items({ id })))),
      ).toBe(404);
    }
    expect(await stranger.browser.call((client) => client.orders.list({}))).toMatchObject({ totalItems: 0 });
    expect(await stranger.browser.call((client) => client.orders.count())).toEqual({ count: 0 });

    const anon = anonymous(server);
    expect(apiErrorStatus(await failure(anon.call((client) => client.orders.list({}))))).toBe(401);
    expect(apiErrorStatus(await failure(anon.call((client) => client.orders.get({ id: order.id }))))).toBe(
      401,
    );
    expect(apiErrorStatus(await failure(anon.call((client) => client.orders.count())))).toBe(401);
    expect(apiErrorStatus(await failure(anon.call((client) => client.orders.totalRevenue())))).toBe(401);
    expect(apiErrorStatus(await failure(anon.call((client) => client.orders.items({ id: order.id }))))).toBe(
      401,
    );
  });
});

describe('order actions', () => {
  const ALL: OrderStatus[] = [
    'PaymentConfirmed',
    'Pending',
    'Finalized',
    'Refunded',
    'Cancelled',
    'TransactionFailed',
  ];
  const RULES = {
    finalize: {
      allowed: ['PaymentConfirmed'],
      to: 'Finalized',
      refusal: 'Only a confirmed order can be finalized',
    },
    refund: {
      allowed: ['PaymentConfirmed', 'Finalized'],
      to: 'Refunded',
      refusal: 'Only a confirmed or finalized order can be refunded',
    },
    cancel: {
      allowed: ['Pending', 'PaymentConfirmed'],
      to: 'Cancelled',
      refusal: 'Only a pending or confirmed order can be cancelled',
    },
  } as const;

  for (const [action, rule] of Object.entries(RULES)) {
    const call = action === 'finalize' ? 'finalize' : action === 'refund' ? 'refund' : 'cancel';
    it(`${action}: allowed from ${rule.allowed.join(', ')}, 409 from every other status`, async () => {
      const seller = await readySeller(server);
      const order = await placeOrder(seller);
      for (const status of ALL) {
        await setOrderStatus(db(), order.id, status);
        const allowed: readonly OrderStatus[] = rule.allowed;
        if (allowed.includes(status)) {
          const updated = await seller.browser.call((client) => client.orders[call]({ id: order.id }));
          expect(updated.status).toBe(rule.to);
        } else {
          const error = await failure(seller.browser.call((client) => client.orders[call]({ id: order.id })));
          expect(apiErrorStatus(error)).toBe(409);
          expect(apiErrorMessage(error)).toBe(rule.refusal);
          const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
          expect(row?.status).toBe(status);
        }
      }
      const stranger = await signedInUser(server);
      await setOrderStatus(db(), order.id, 'PaymentConfirmed');
      const hidden = await failure(stranger.browser.call((client) => client.orders[call]({ id: order.id })));
      expect(apiErrorStatus(hidden)).toBe(404);
      const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
      expect(row?.status).toBe('PaymentConfirmed');
      const anon = await failure(anonymous(server).call((client) => client.orders[call]({ id: order.id })));
      expect(apiErrorStatus(anon)).toBe(401);
    });
  }
});

describe('bulk delete', () => {
  it('deletes the seller’s orders, and nothing when one id is another seller’s', async () => {
    const seller = await readySeller(server);
    const other = await readySeller(server);
    const a = await placeOrder(seller);
    const b = await placeOrder(seller);
    const c = await placeOrder(seller);
    const foreign = await placeOrder(other);

    const refused = await failure(
      seller.browser.call((client) => client.orders.bulkDelete({ ids: [a.id, foreign.id] })),
    );
    expect(apiErrorStatus(refused)).toBe(404);
    expect(await seller.browser.call((client) => client.orders.count())).toEqual({ count: 3 });
    expect(await other.browser.call((client) => client.orders.count())).toEqual({ count: 1 });

    expect(
      await seller.browser.call((client) => client.orders.bulkDelete({ ids: [a.id, b.id, a.id] })),
    ).toEqual({
      deleted: 2,
    });
    const left = await seller.browser.call((client) => client.orders.list({}));
    expect(left.items.map((order) => order.id)).toEqual([c.id]);

    const empty = await failure(seller.browser.call((client) => client.orders.bulkDelete({ ids: [] })));
    expect(apiFieldErrors(empty)).toEqual({ ids: 'Select at least one item' });
    const anon = await failure(anonymous(server).call((client) => client.orders.bulkDelete({ ids: [c.id] })));
    expect(apiErrorStatus(anon)).toBe(401);
  });
});
