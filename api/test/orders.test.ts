import { LOCAL_CHAIN_ID, ORDER_STATUSES, type OrderCreateInput, type OrderStatus } from '@suite/shared';
import { PUBLIC_CHECKOUT_MESSAGES } from '@suite/shared/schemas';
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MIGRATIONS_FOLDER, queryRows } from '../src/db';
import {
  checkoutNetworks,
  checkoutSettings,
  creditAccounts,
  notifications,
  orders,
  paymentRequests,
  products,
  receivedPayments,
} from '../src/db/schema';
import type { PaymentRequestRow } from '../src/domain/payment-requests';
import { settleRequest } from '../src/domain/payment-settlement';
import { createLogger } from '../src/log';
import { failure, newWallet } from './support/accounts';
import { databaseBefore } from './support/database';
import {
  anonymous,
  BUYER_ADDRESS,
  insertProduct,
  orderInput,
  readySeller,
  setOrderStatus,
  signedInUser,
  type Seller,
} from './support/commerce';
import { startChainServer, startTestServer, type TestServer } from './support/server';
import type { PaymentChain } from './support/payments';

// Placing an order reads the chain's head (its payment is looked for from there on): a local chain of
// this file's own. Payments themselves are tested in payments.test.ts.
let server: TestServer;
let close: () => Promise<void>;
let chain: PaymentChain;
const db = () => server.testDatabase.database.db;

beforeAll(async () => {
  ({ server, chain, close } = await startChainServer());
}, 120_000);
afterAll(async () => {
  await close?.();
});

/** Places an order as the checkout page does, and gives it as its customer sees it. */
function createOrder(input: OrderCreateInput) {
  return anonymous(server)
    .call((client) => client.orders.create(input))
    .then((placed) => placed.order);
}

async function placeOrder(seller: Seller, price = '12.5', quantity = 1) {
  const productId = await insertProduct(db(), seller.userId, { price });
  return createOrder(orderInput([{ productId, quantity }]));
}

/**
 * Polygon enabled beside the local chain while a server read it; this one has no RPC for it (the
 * settings now refuse it, so the row is written as that server left it).
 */
async function enableNoLongerReadNetwork(sellerId: string): Promise<void> {
  await db().insert(checkoutNetworks).values({ ownerId: sellerId, chainId: 137 });
}

describe('create an order from a payment (public)', () => {
  it('prices items from the products exactly, stores Pending with its payment request, and tells the seller nothing until it is paid', async () => {
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
    const order = await createOrder(input);
    expect(order).toMatchObject({
      status: 'Pending',
      amount: '0.5',
      hash: null,
      chainId: 31337,
      senderAddress: input.sender.toLowerCase(),
      items: [
        { title: 'Shirt', price: '0.1', quantity: 3, productId: shirt },
        { title: 'Mug', price: '0.2', quantity: 1, product: { imageUrl: 'https://x.io/m.png' } },
      ],
    });
    expect(order.payment).toMatchObject({ progress: 'awaiting', amount: '0.5', amountUnits: '500000' });
    const seen = await seller.browser.call((client) => client.orders.get({ id: order.id }));
    expect(seen).toEqual({
      ...order,
      email: 'buyer@example.com',
      shippingAddress: BUYER_ADDRESS,
      siteId: 'site-1',
      // Not one of the seller's widgets.
      site: null,
      // Pending: a buyer may still pay it.
      deletable: false,
    });
    expect(await db().select().from(notifications).where(eq(notifications.ownerId, seller.userId))).toEqual(
      [],
    );
  });

  it('validates the payload with 400 per field', async () => {
    const error = await failure(
      anonymous(server).call((client) =>
        client.orders.create({
          siteId: '',
          sender: '0x12',
          chainId: 0,
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
    // A chain id past what the database keeps, and an e-mail past SMTP's limit, are the caller's
    // mistakes (400 on their fields), not the server's (a 500 from the query).
    const outOfRange = await failure(
      anonymous(server).call((client) =>
        client.orders.create(
          orderInput([{ productId, quantity: 1 }], {
            chainId: 3_000_000_000,
            email: `${'a'.repeat(250)}@x.io`,
          }),
        ),
      ),
    );
    expect(apiErrorStatus(outOfRange)).toBe(400);
    expect(Object.keys(apiFieldErrors(outOfRange)).sort()).toEqual(['chainId', 'email']);
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

  it('refuses a product on two lines of an order without a checkout, naming the second, and writes nothing', async () => {
    const seller = await readySeller(server);
    const productId = await insertProduct(db(), seller.userId);
    // Two lines of 100 would sell 200, past the 100 a line allows.
    const twice = await failure(
      anonymous(server).call((client) =>
        client.orders.create(
          orderInput([
            { productId, quantity: 100 },
            { productId, quantity: 100 },
          ]),
        ),
      ),
    );
    expect(apiErrorStatus(twice)).toBe(400);
    expect(apiFieldErrors(twice)).toEqual({ 'items.1.productId': 'This product is already in the list' });
    expect(await db().select().from(orders).where(eq(orders.ownerId, seller.userId))).toEqual([]);
  });

  it('asks an order without a checkout for the e-mail, and for an address when an item is not digital', async () => {
    const seller = await readySeller(server);
    const shirt = await insertProduct(db(), seller.userId);
    const course = await insertProduct(db(), seller.userId, { name: 'Course' });
    await db().update(products).set({ digital: true }).where(eq(products.id, course));
    const bare = await failure(
      anonymous(server).call((client) =>
        client.orders.create(
          orderInput(
            [
              { productId: course, quantity: 1 },
              { productId: shirt, quantity: 1 },
            ],
            { email: undefined, shippingAddress: undefined },
          ),
        ),
      ),
    );
    expect(apiErrorStatus(bare)).toBe(400);
    expect(apiFieldErrors(bare)).toEqual({ email: 'Required', shippingAddress: 'Required' });
    expect(await db().select().from(orders).where(eq(orders.ownerId, seller.userId))).toEqual([]);

    // Only digital items: the e-mail is enough.
    const placed = await anonymous(server).call((client) =>
      client.orders.create(orderInput([{ productId: course, quantity: 1 }], { shippingAddress: undefined })),
    );
    expect(placed.order.status).toBe('Pending');
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
    expect(apiErrorMessage(noReceiver)).toBe(PUBLIC_CHECKOUT_MESSAGES.receiverMissing);

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
    expect(apiErrorMessage(poor)).toBe(PUBLIC_CHECKOUT_MESSAGES.noCredits);
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
        editable: true,
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
      items: 'The items must be those of the checkout',
      'items.0.productId': 'This product does not exist or is not for sale',
    });
    const nothingWritten = await seller.browser.call((client) => client.orders.count());
    expect(nothingWritten.count).toBe(0);

    const order = await createOrder(
      orderInput([{ productId, quantity: 2 }], { checkoutId: checkout.id, email: 'buyer@example.com' }),
    );
    expect(order).toMatchObject({ checkoutId: checkout.id, amount: '6.5' });
    const sellersOrders = await seller.browser.call((client) => client.orders.list({}));
    expect(sellersOrders.items.map((item) => [item.id, item.email])).toEqual([
      [order.id, 'buyer@example.com'],
    ]);
    expect((await stranger.browser.call((client) => client.orders.count())).count).toBe(0);
  });
});

describe('a checkout decides what is sold', () => {
  it('sells its own items at its quantities, editable 1–100 only when the checkout allows it, and asks the address it requires', async () => {
    const seller = await readySeller(server);
    const shirt = await insertProduct(db(), seller.userId, { price: '10' });
    const cap = await insertProduct(db(), seller.userId, { price: '4.5' });
    const other = await insertProduct(db(), seller.userId, { price: '1' });
    const fixed = await seller.browser.call((client) =>
      client.checkouts.create({
        title: 'Fixed bundle',
        description: 'Shipped',
        requireAddress: true,
        items: [
          { productId: shirt, quantity: 2 },
          { productId: cap, quantity: 1 },
        ],
      }),
    );
    const address = {
      name: 'Ada',
      line1: '1 Main St',
      city: 'Paris',
      postalCode: '75001',
      country: 'France',
    };

    const changed = await failure(
      anonymous(server).call((client) =>
        client.orders.create(
          orderInput(
            [
              { productId: shirt, quantity: 3 },
              { productId: cap, quantity: 1 },
            ],
            { checkoutId: fixed.id, shippingAddress: address },
          ),
        ),
      ),
    );
    expect(apiFieldErrors(changed)).toEqual({
      'items.0.quantity': 'The quantities of this checkout cannot be changed',
    });
    const extra = await failure(
      anonymous(server).call((client) =>
        client.orders.create(
          orderInput(
            [
              { productId: shirt, quantity: 2 },
              { productId: other, quantity: 1 },
            ],
            { checkoutId: fixed.id, shippingAddress: address },
          ),
        ),
      ),
    );
    expect(apiFieldErrors(extra)).toEqual({ items: 'The items must be those of the checkout' });
    const noAddress = await failure(
      anonymous(server).call((client) =>
        client.orders.create(
          orderInput(
            [
              { productId: shirt, quantity: 2 },
              { productId: cap, quantity: 1 },
            ],
            { checkoutId: fixed.id },
          ),
        ),
      ),
    );
    expect(apiFieldErrors(noAddress)).toEqual({ shippingAddress: 'Required' });
    const badAddress = await failure(
      anonymous(server).call((client) =>
        client.orders.create(
          orderInput([{ productId: shirt, quantity: 2 }], {
            checkoutId: fixed.id,
            shippingAddress: { ...address, city: ' ', postalCode: 'x'.repeat(21) },
          }),
        ),
      ),
    );
    expect(apiFieldErrors(badAddress)).toEqual({
      'shippingAddress.city': 'Required',
      'shippingAddress.postalCode': 'Must be at most 20 characters',
    });

    // Items in another order than the checkout's are the same items; the total is the server's.
    const order = await createOrder(
      orderInput(
        [
          { productId: cap, quantity: 1 },
          { productId: shirt, quantity: 2 },
        ],
        { checkoutId: fixed.id, shippingAddress: { ...address, line2: '  ' } },
      ),
    );
    const sellerView = await seller.browser.call((client) => client.orders.get({ id: order.id }));
    expect(order).toMatchObject({ amount: '24.5', status: 'Pending' });
    expect(sellerView.shippingAddress).toEqual(address);

    const editable = await seller.browser.call((client) =>
      client.checkouts.create({
        title: 'Pick a quantity',
        description: 'Any number of shirts',
        editable: true,
        items: [{ productId: shirt, quantity: 1 }],
      }),
    );
    const many = await createOrder(
      orderInput([{ productId: shirt, quantity: 100 }], { checkoutId: editable.id }),
    );
    expect(many.amount).toBe('1000');
    const tooMany = await failure(
      anonymous(server).call((client) =>
        client.orders.create(orderInput([{ productId: shirt, quantity: 101 }], { checkoutId: editable.id })),
      ),
    );
    expect(apiFieldErrors(tooMany)).toEqual({ 'items.0.quantity': 'Must be at most 100' });
  });

  it('refuses a network this server has no RPC for, before any payment', async () => {
    const seller = await readySeller(server);
    await enableNoLongerReadNetwork(seller.userId);
    const productId = await insertProduct(db(), seller.userId);
    const error = await failure(
      anonymous(server).call((client) =>
        client.orders.create(
          orderInput([{ productId, quantity: 1 }], {
            chainId: 137,
            tokenAddress: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
          }),
        ),
      ),
    );
    expect(apiFieldErrors(error)).toEqual({
      chainId: 'Payments on this network cannot be verified by this server',
    });
  });
});

describe('the public checkout page’s read', () => {
  it('shows items with current prices, the total, the receiver and the payable networks, without a session', async () => {
    const seller = await readySeller(server);
    await enableNoLongerReadNetwork(seller.userId);
    const shirt = await insertProduct(db(), seller.userId, { name: 'Shirt', price: '10.25' });
    const mug = await insertProduct(db(), seller.userId, { name: 'Mug', price: '3' });
    const checkout = await seller.browser.call((client) =>
      client.checkouts.create({
        title: 'Merch',
        description: 'Shirt and mugs',
        requireEmail: true,
        editable: true,
        items: [
          { productId: shirt, quantity: 1 },
          { productId: mug, quantity: 2 },
        ],
      }),
    );
    const { receiverAddress } = await seller.browser.call((client) => client.commerceSettings.receiver());
    const view = await anonymous(server).call((client) => client.publicCheckouts.get({ id: checkout.id }));
    expect(view).toMatchObject({
      id: checkout.id,
      title: 'Merch',
      description: 'Shirt and mugs',
      requireEmail: true,
      requireAddress: false,
      editable: true,
      total: '16.25',
      receiverAddress,
      // 137 is enabled, but this server has no RPC for it: the customer is not offered it.
      networks: [{ chainId: 31337, requiredConfirmations: 1 }],
      unavailableReason: null,
      marketplaceFees: [],
      items: [
        { productId: shirt, name: 'Shirt', price: '10.25', quantity: 1, forSale: true },
        { productId: mug, name: 'Mug', price: '3', quantity: 2, forSale: true },
      ],
    });

    // A price change shows at once: the page never pays an old total.
    await db().update(products).set({ price: '11' }).where(eq(products.id, shirt));
    const repriced = await anonymous(server).call((client) =>
      client.publicCheckouts.get({ id: checkout.id }),
    );
    expect(repriced.total).toBe('17');
  });

  it('says clearly why a checkout cannot be paid: unknown or deleted, no receiver, no credits, no network, items no longer for sale', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      const missing = await failure(anonymous(server).call((client) => client.publicCheckouts.get({ id })));
      expect(apiErrorStatus(missing)).toBe(404);
      expect(apiErrorMessage(missing)).toBe(PUBLIC_CHECKOUT_MESSAGES.notFound);
    }

    const seller = await readySeller(server);
    const productId = await insertProduct(db(), seller.userId);
    const checkout = await seller.browser.call((client) =>
      client.checkouts.create({ title: 'Cap', description: 'One cap', items: [{ productId, quantity: 1 }] }),
    );
    const reason = async () =>
      (await anonymous(server).call((client) => client.publicCheckouts.get({ id: checkout.id })))
        .unavailableReason;
    expect(await reason()).toBeNull();

    await db()
      .update(creditAccounts)
      .set({ creditsAvailable: '0.4' })
      .where(eq(creditAccounts.ownerId, seller.userId));
    expect(await reason()).toBe(PUBLIC_CHECKOUT_MESSAGES.noCredits);
    await db()
      .update(creditAccounts)
      .set({ creditsAvailable: '0.5' })
      .where(eq(creditAccounts.ownerId, seller.userId));
    expect(await reason()).toBeNull();

    await seller.browser.call((client) => client.commerceSettings.saveNetworks({ chainIds: [] }));
    expect(await reason()).toBe(PUBLIC_CHECKOUT_MESSAGES.noNetwork);

    await db()
      .update(checkoutSettings)
      .set({ receiverAddress: null })
      .where(eq(checkoutSettings.ownerId, seller.userId));
    expect(await reason()).toBe(PUBLIC_CHECKOUT_MESSAGES.receiverMissing);

    await db().update(products).set({ publishedAt: null }).where(eq(products.id, productId));
    expect(await reason()).toBe(PUBLIC_CHECKOUT_MESSAGES.itemsUnavailable);

    await seller.browser.call((client) => client.checkouts.remove({ id: checkout.id }));
    const deleted = await failure(
      anonymous(server).call((client) => client.publicCheckouts.get({ id: checkout.id })),
    );
    expect(apiErrorMessage(deleted)).toBe(PUBLIC_CHECKOUT_MESSAGES.notFound);
  });
});

describe('the customer’s receipt', () => {
  it('is public by order id and leaves out the e-mail and the shipping address', async () => {
    const seller = await readySeller(server);
    const productId = await insertProduct(db(), seller.userId, { price: '2' });
    const order = await createOrder(
      orderInput([{ productId, quantity: 2 }], {
        email: 'buyer@example.com',
        shippingAddress: { name: 'A', line1: 'B', city: 'C', postalCode: 'D', country: 'E' },
      }),
    );
    const receipt = await anonymous(server).call((client) => client.orders.receipt({ id: order.id }));
    expect(receipt).toMatchObject({
      id: order.id,
      status: 'Pending',
      amount: '4',
      hash: null,
      confirmations: 0,
      requiredConfirmations: 1,
      failureReason: null,
      items: [{ productId, quantity: 2, price: '2' }],
    });
    expect(receipt).not.toHaveProperty('email');
    expect(receipt).not.toHaveProperty('shippingAddress');
    for (const id of [crypto.randomUUID(), 'nope']) {
      const missing = await failure(anonymous(server).call((client) => client.orders.receipt({ id })));
      expect(apiErrorStatus(missing)).toBe(404);
    }
  });
});

describe('reading orders', () => {
  it('lists newest first with paging, status filter and search by id, hash, sender and e-mail', async () => {
    const seller = await readySeller(server);
    const productId = await insertProduct(db(), seller.userId, { price: '2' });
    const placed = [];
    for (let index = 0; index < 7; index += 1) {
      placed.push(
        await createOrder(orderInput([{ productId, quantity: 1 }], { email: `buyer${index}@example.com` })),
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

    // Once paid, an order's transaction is searchable too. Its request is closed first: the payment
    // worker, reading the chain meanwhile, would otherwise name the transfers it finds (none) instead.
    const paidHash = `0x${'ab12'.repeat(16)}`;
    await db()
      .update(paymentRequests)
      .set({ status: 'closed', nextCheckAt: null })
      .where(eq(paymentRequests.orderId, c.id));
    await db().update(orders).set({ hash: paidHash }).where(eq(orders.id, c.id));
    for (const [q, expected] of [
      [b.id.slice(10, 20), b.id],
      [paidHash.slice(5, 30).toUpperCase(), c.id],
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
    // What the payments carried counts, not the total: a short payment accepted, an overpayment.
    await db().update(orders).set({ paidAmount: '0.04' }).where(eq(orders.id, x.id));
    await db().update(orders).set({ paidAmount: '0.25', overpaidAmount: '0.05' }).where(eq(orders.id, y.id));
    expect(await seller.browser.call((client) => client.orders.totalRevenue())).toEqual({
      totalRevenue: '0.29',
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

/** The Cancel refusal (ADR 0035), as the API and the page's catalog word it. */
const CANCEL_REFUSAL =
  'Only a pending or failed order that no payment has reached can be cancelled: refund a paid one';

/**
 * Takes the order's payment request out of the file's payment worker's way, once no check of it is
 * under way (a claimed request is leased for a minute, then rescheduled by its settlement): only the
 * test touches it then, and nothing overwrites what the test writes to the order or its payments.
 */
async function outOfTheWorkersWay(orderId: string): Promise<PaymentRequestRow> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [request] = await db()
      .update(paymentRequests)
      .set({ nextCheckAt: new Date(Date.now() + 60 * 60_000) })
      .where(
        and(
          eq(paymentRequests.orderId, orderId),
          lt(paymentRequests.nextCheckAt, new Date(Date.now() + 30_000)),
        ),
      )
      .returning();
    if (request) return request;
    if (Date.now() > deadline) throw new Error(`The payment worker kept order ${orderId}'s request`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A payment of 5 USD carrying the order's reference, as the payment worker records it from the chain
 * (payments.test.ts pays for real); the worker then leaves the request alone, so that no scan of the
 * chain forgets an unconfirmed one.
 */
async function paymentSeen(
  orderId: string,
  confirmed: boolean,
  outOfTheWay?: PaymentRequestRow,
): Promise<void> {
  const request = outOfTheWay ?? (await outOfTheWorkersWay(orderId));
  await db()
    .insert(receivedPayments)
    .values({
      requestId: request.id,
      chainId: LOCAL_CHAIN_ID,
      txHash: `0x${randomBytes(32).toString('hex')}`,
      logIndex: 0,
      blockNumber: 1n,
      payerAddress: newWallet().address.toLowerCase(),
      amount: '5',
      confirmedAt: confirmed ? new Date() : null,
    });
}

describe('order actions', () => {
  const ALL: readonly OrderStatus[] = ORDER_STATUSES;
  const RULES = {
    finalize: {
      allowed: ['PaymentConfirmed'],
      to: 'Finalized',
      event: 'finalized',
      title: 'Order finalized',
      refusal: 'Only a confirmed order can be finalized',
    },
    refund: {
      // An underpaid Pending order can be refunded too (payments.test.ts); an unpaid one cannot.
      allowed: ['PaymentConfirmed', 'Finalized'],
      to: 'Refunded',
      event: 'refunded',
      title: 'Order refunded',
      refusal:
        'Only a confirmed, finalized or underpaid order, or a cancelled one a payment reached, can be refunded',
    },
    cancel: {
      // And only while no payment reached it (below).
      allowed: ['Pending', 'TransactionFailed'],
      to: 'Cancelled',
      event: 'cancelled',
      title: 'Order cancelled',
      refusal: CANCEL_REFUSAL,
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
          const notices = await db().select().from(notifications).where(eq(notifications.orderId, order.id));
          expect(notices).toContainEqual(
            expect.objectContaining({ kind: `order.${rule.event}`, title: rule.title, readAt: null }),
          );
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

// PGlite runs one statement at a time on its one connection: two transactions never wait on each
// other there, so this runs on PostgreSQL only (CI runs the API tests on both).
const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('a seller’s action while a payment is being settled (PostgreSQL)', () => {
  /** Waits until `count` of this database's backends wait on a lock (or fails after 10 s). */
  async function lockWaiters(count: number): Promise<void> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const [row] = await queryRows(
        db(),
        sql`select count(*)::int as waiting from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        z.object({ waiting: z.number() }),
      );
      if ((row?.waiting ?? 0) >= count) return;
      if (Date.now() > deadline) throw new Error(`${count} backends never waited on a lock`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const ACTIONS = [
    { action: 'cancel', underpaid: false, to: 'Cancelled' },
    { action: 'acceptPayment', underpaid: true, to: 'PaymentConfirmed' },
  ] as const;

  for (const { action, underpaid, to } of ACTIONS) {
    it(`${action}: the two queue one behind the other instead of deadlocking, and the payment request is closed`, async () => {
      const seller = await readySeller(server);
      const order = await placeOrder(seller);
      const request = await outOfTheWorkersWay(order.id);
      // A short payment seen, for accepting it as the order's.
      if (underpaid) await paymentSeen(order.id, true, request);
      const pool = server.testDatabase.database.pool;
      if (!pool) throw new Error('No PostgreSQL pool');

      // Something else holds the order's row (the seller's other tab, say): the seller's action and the
      // settlement both queue behind it, the action first.
      const holder = await pool.connect();
      try {
        await holder.query('begin');
        await holder.query('select id from orders where id = $1 for update', [order.id]);
        const acted = seller.browser.call((client) => client.orders[action]({ id: order.id }));
        // Awaited below; a wait that fails first must not leave it rejected unheard.
        acted.catch(() => undefined);
        await lockWaiters(1);
        // The payment worker's settlement of the same request (nothing more on the chain).
        const settled = settleRequest(
          { db: db(), config: server.config, log: createLogger('silent') },
          request.id,
          [],
          0n,
          { from: 0n, to: 0n, head: 0n, checkedAt: new Date() },
        );
        settled.catch(() => undefined);
        await lockWaiters(2);
        await holder.query('commit');
        // Were the action to take the order before the request (the worker takes the request, then the
        // order), it would wait on the settlement's request while the settlement waited on its order.
        expect((await acted).status).toBe(to);
        expect(await settled).toEqual({ webhookQueued: false, mailQueued: false });
      } finally {
        await holder.query('rollback').catch(() => undefined);
        holder.release();
      }
      const [after] = await db().select().from(paymentRequests).where(eq(paymentRequests.id, request.id));
      expect(after).toMatchObject({ status: 'closed', nextCheckAt: null });
    });
  }
});

describe('bulk delete', () => {
  it('deletes the seller’s cancelled orders, and nothing when one id is another seller’s or still open', async () => {
    const seller = await readySeller(server);
    const other = await readySeller(server);
    const a = await placeOrder(seller);
    const b = await placeOrder(seller);
    const c = await placeOrder(seller);
    const foreign = await placeOrder(other);
    for (const order of [a, b, foreign]) {
      const owner = order === foreign ? other : seller;
      await owner.browser.call((client) => client.orders.cancel({ id: order.id }));
    }
    const shown = await seller.browser.call((client) => client.orders.list({}));
    expect(Object.fromEntries(shown.items.map((order) => [order.id, order.deletable]))).toEqual({
      [a.id]: true,
      [b.id]: true,
      [c.id]: false,
    });

    // A Pending order may still be paid: cancelled first, then deleted.
    const open = await failure(
      seller.browser.call((client) => client.orders.bulkDelete({ ids: [a.id, c.id] })),
    );
    expect(apiErrorStatus(open)).toBe(409);
    expect(open).toMatchObject({ data: { reason: 'orderNotDeletable' } });
    expect(await seller.browser.call((client) => client.orders.count())).toEqual({ count: 3 });

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

  it('keeps an order expired unpaid while a late payment can still reach it, and lets it go after', async () => {
    const seller = await readySeller(server);
    const order = await placeOrder(seller);
    // What the payment worker leaves of an order no payment reached in time (ADR 0031): Cancelled, its
    // request expired and still read now and then for a late payment.
    await setOrderStatus(db(), order.id, 'Cancelled');
    // (The worker reads it too: the expiry says whether it keeps watching, as it does.)
    const expired = (minutesAgo: number, nextCheckAt: Date | null) =>
      db()
        .update(paymentRequests)
        .set({ status: 'expired', expiresAt: new Date(Date.now() - minutesAgo * 60_000), nextCheckAt })
        .where(eq(paymentRequests.orderId, order.id));
    await expired(1, new Date(Date.now() + 60_000));
    const watched = await seller.browser.call((client) => client.orders.get({ id: order.id }));
    expect(watched.deletable).toBe(false);
    const refused = await failure(
      seller.browser.call((client) => client.orders.bulkDelete({ ids: [order.id] })),
    );
    expect(apiErrorStatus(refused)).toBe(409);

    // Expired more than the late watch ago (PAYMENT_LATE_WATCH_HOURS, 24 by default): read no more.
    await expired(3 * 24 * 60, null);
    expect(await seller.browser.call((client) => client.orders.get({ id: order.id }))).toMatchObject({
      deletable: true,
    });
    expect(await seller.browser.call((client) => client.orders.bulkDelete({ ids: [order.id] }))).toEqual({
      deleted: 1,
    });
  });

  it('keeps a cancelled order that a payment reached: it is the record of money received', async () => {
    const seller = await readySeller(server);
    const order = await placeOrder(seller);
    await paymentSeen(order.id, true);
    // Cancelled before Cancel refused such an order (ADR 0035): still the record of a payment.
    await setOrderStatus(db(), order.id, 'Cancelled');
    const cancelled = await seller.browser.call((client) => client.orders.get({ id: order.id }));
    expect(cancelled).toMatchObject({ status: 'Cancelled', deletable: false });

    const refused = await failure(
      seller.browser.call((client) => client.orders.bulkDelete({ ids: [order.id] })),
    );
    expect(apiErrorStatus(refused)).toBe(409);
    expect(await seller.browser.call((client) => client.orders.get({ id: order.id }))).toMatchObject({
      id: order.id,
    });
  });
});

describe('cancel once money reached the order', () => {
  for (const confirmed of [false, true]) {
    it(`refuses a pending order with a ${confirmed ? 'confirmed' : 'still unconfirmed'} payment: 409, nothing changes`, async () => {
      const seller = await readySeller(server);
      const order = await placeOrder(seller);
      await paymentSeen(order.id, confirmed);
      const refused = await failure(seller.browser.call((client) => client.orders.cancel({ id: order.id })));
      expect(apiErrorStatus(refused)).toBe(409);
      expect(apiErrorMessage(refused)).toBe(CANCEL_REFUSAL);
      const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
      expect(row?.status).toBe('Pending');
      const [request] = await db()
        .select()
        .from(paymentRequests)
        .where(eq(paymentRequests.orderId, order.id));
      expect(request?.status).toBe('open');
      const notices = await db().select().from(notifications).where(eq(notifications.orderId, order.id));
      expect(notices.map((notice) => notice.kind)).not.toContain('order.cancelled');
    });
  }
});

describe('rate limits', () => {
  it('answers 429 with Retry-After past the orders per client, refused ones counted', async () => {
    const limited = await startTestServer({
      ORDERS_RATE_LIMIT_PER_MINUTE: '3',
      ORDERS_PER_CHECKOUT_PER_MINUTE: '2',
    });
    try {
      const unknown = orderInput([{ productId: crypto.randomUUID(), quantity: 1 }]);
      const place = async (input: OrderCreateInput) => {
        const response = await anonymous(limited).request('/api/orders', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(input),
        });
        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: await response.json(),
        };
      };
      // Three orders refused for what they are (no such checkout), but counted for the client…
      for (let i = 0; i < 3; i += 1) {
        expect((await place({ ...unknown, checkoutId: crypto.randomUUID() })).status).toBe(404);
      }
      // …so whatever it orders now waits.
      const flood = await place(unknown);
      expect(flood).toMatchObject({
        status: 429,
        body: { message: expect.stringMatching(/^Too many orders from this address/) },
      });
      expect(Number(flood.retryAfter)).toBeGreaterThan(0);
      expect(await limited.testDatabase.database.db.select().from(orders)).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  it('counts against a checkout only the orders it would take: refused ones cannot close it to buyers', async () => {
    const limited = await startTestServer({
      RPC_URLS: JSON.stringify({ 31337: chain.chain.rpcUrl }),
      ORDERS_PER_CHECKOUT_PER_MINUTE: '2',
    });
    try {
      const seller = await readySeller(limited);
      const productId = await insertProduct(limited.testDatabase.database.db, seller.userId, { price: '1' });
      const checkout = await seller.browser.call((client) =>
        client.checkouts.create({
          title: 'Tee',
          description: 'Shipped',
          requireEmail: false,
          editable: true,
          items: [{ productId, quantity: 1 }],
        }),
      );
      const place = (items: OrderCreateInput['items']) =>
        anonymous(limited).call((client) =>
          client.orders.create(orderInput(items, { checkoutId: checkout.id })),
        );
      // A stranger's orders of what the checkout does not sell are refused, and not counted.
      for (let i = 0; i < 3; i += 1) {
        const refused = await failure(place([{ productId: crypto.randomUUID(), quantity: 1 }]));
        expect(apiErrorStatus(refused)).toBe(400);
      }
      for (let i = 0; i < 2; i += 1) {
        expect((await place([{ productId, quantity: 1 }])).order.status).toBe('Pending');
      }
      const busy = await failure(place([{ productId, quantity: 1 }]));
      expect(apiErrorStatus(busy)).toBe(429);
      expect(apiErrorMessage(busy)).toMatch(
        /^This checkout is taking too many orders right now: try again in \d+ s$/,
      );
    } finally {
      await limited.close();
    }
  });

  it("limits the checkout page's public calls per client, counted together: 429 with Retry-After", async () => {
    const limited = await startTestServer({ PUBLIC_READS_RATE_LIMIT_PER_MINUTE: '4' });
    try {
      const id = crypto.randomUUID();
      /** A public call as the suite's proxy forwards it for a visitor at `client`. */
      const call = async (client: string, path: string, body?: unknown) => {
        const response = await fetch(`${limited.url}/api${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { 'x-forwarded-for': client, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: (await response.json()) as { message: string },
        };
      };
      const visitor = '203.0.113.7';
      // One of each: answered for what they are (no such checkout or order), and counted together.
      expect((await call(visitor, `/checkouts/${id}/public`)).status).toBe(404);
      expect((await call(visitor, `/orders/${id}/receipt`)).status).toBe(404);
      expect((await call(visitor, `/orders/${id}/payment`, { hash: `0x${'ab'.repeat(32)}` })).status).toBe(
        404,
      );
      expect((await call(visitor, `/orders/${id}/content`, { token: 'x'.repeat(43) })).status).toBe(404);
      for (const path of [`/checkouts/${id}/public`, `/orders/${id}/receipt`]) {
        const refused = await call(visitor, path);
        expect(refused).toMatchObject({
          status: 429,
          body: {
            message: expect.stringMatching(/^Too many requests from this address: try again in \d+ s$/),
          },
        });
        expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
        expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
      }
      // Another visitor has a count of their own.
      expect((await call('203.0.113.8', `/orders/${id}/receipt`)).status).toBe(404);
    } finally {
      await limited.close();
    }
  });
});

describe('migration 0019 (the content an order sold)', () => {
  it('copies into the orders placed before it the content of their digital products, and nothing else', async () => {
    const { bare, owner } = await databaseBefore('0019_order_items_content');
    try {
      const product = async (name: string, digital: boolean, content: string | null) =>
        String(
          (
            await bare.query(
              sql`insert into products (owner_id, name, digital, content) values (${owner}, ${name}, ${digital}, ${content}) returning id`,
            )
          )[0]?.id,
        );
      const course = await product('Course', true, 'https://course.example/enrol');
      const empty = await product('Empty', true, '');
      const mug = await product('Mug', false, 'not delivered');
      const [order] = (
        await bare.query(
          sql`insert into orders (owner_id, site_id, chain_id, contract_address, sender_address, receiver_address, amount)
              values (${owner}, 'site-1', 31337, '0x01', '0x02', '0x03', '3') returning id`,
        )
      ).map((row) => String(row.id));
      for (const [position, productId] of [course, empty, mug].entries()) {
        await bare.query(
          sql`insert into order_items (order_id, product_id, title, price, quantity, position)
              values (${order}, ${productId}, 'Item', '1', 1, ${position})`,
        );
      }

      await bare.migrate(MIGRATIONS_FOLDER);
      const items = await bare.query(sql`select content from order_items order by position`);
      expect(items.map((row) => row.content)).toEqual(['https://course.example/enrol', null, null]);
    } finally {
      await bare.dispose();
    }
  });
});
