import { CHECKOUT_RECEIVER_MISSING_MESSAGE } from '@suite/shared/schemas';
import { apiErrorMessage, apiErrorReason, apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { checkoutSettings } from '../src/db/schema';
import { failure } from './support/accounts';
import { anonymous, newSeller, newSite, UNKNOWN_ID, type Seller } from './support/catalog';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let seller: Seller;
let other: Seller;
let productId: string;
let secondProductId: string;

/** The receiver is another engineer's endpoint; the row is written directly so these tests depend only on the table. */
async function configureReceiver(user: Seller) {
  await server.testDatabase.database.db.insert(checkoutSettings).values({
    ownerId: user.userId,
    receiverAddress: `0x${'ab'.repeat(20)}`,
    receiverEmail: 'shop@example.com',
  });
}

beforeAll(async () => {
  server = await startTestServer();
  seller = await newSeller(server);
  other = await newSeller(server);
  productId = (await seller.call((client) => client.products.create({ name: 'Hat' }))).id;
  secondProductId = (await seller.call((client) => client.products.create({ name: 'Scarf' }))).id;
});

afterAll(async () => {
  await server?.close();
});

const body = (items: { productId: string; quantity: number }[], title = 'Winter sale') => ({
  title,
  description: 'Warm things',
  items,
});

describe('checkouts', () => {
  it('refuses creation until the receiver e-mail and address are set', async () => {
    const error = await failure(
      seller.call((client) => client.checkouts.create(body([{ productId, quantity: 1 }]))),
    );
    expect(apiErrorStatus(error)).toBe(409);
    expect(apiErrorMessage(error)).toBe(CHECKOUT_RECEIVER_MISSING_MESSAGE);
    expect((await seller.call((client) => client.checkouts.list({}))).totalItems).toBe(0);
    await configureReceiver(seller);
  });

  it('creates, gets, updates, lists with paging, search and sort, and the site picker', async () => {
    const created = await seller.call((client) =>
      client.checkouts.create({ ...body([{ productId, quantity: 2 }]), requireEmail: true }),
    );
    expect(created).toMatchObject({
      title: 'Winter sale',
      description: 'Warm things',
      requireEmail: true,
      requireAddress: false,
      editable: false,
      items: [{ id: expect.any(String), productId, quantity: 2 }],
    });
    // Where buyers pay: the admin's public address, which the seller's share dialog offers (ADR 0025).
    expect(created.payUrl).toBe(`http://localhost:3000/c/${created.id}`);
    expect(await seller.call((client) => client.checkouts.get({ id: created.id }))).toEqual(created);
    const updated = await seller.call((client) =>
      client.checkouts.update({
        id: created.id,
        ...body(
          [
            { productId: secondProductId, quantity: 100 },
            { productId, quantity: 1 },
          ],
          'Autumn sale',
        ),
        editable: true,
      }),
    );
    expect(updated).toMatchObject({ title: 'Autumn sale', editable: true });
    expect(updated.items.map((item) => [item.productId, item.quantity])).toEqual([
      [secondProductId, 100],
      [productId, 1],
    ]);
    await seller.call((client) => client.checkouts.create(body([{ productId, quantity: 1 }], 'Spring sale')));
    await seller.call((client) =>
      client.checkouts.create(body([{ productId, quantity: 1 }], 'Black Friday')),
    );

    const first = await seller.call((client) => client.checkouts.list({}));
    expect(first).toMatchObject({ totalItems: 3, currentPage: 0, pageSize: 5 });
    const page = await seller.call((client) => client.checkouts.list({ page: 1, limit: 2, sort: 'title' }));
    expect(page.items.map((item) => item.title)).toEqual(['Spring sale']);
    expect((await seller.call((client) => client.checkouts.list({ q: 'SALE' }))).totalItems).toBe(2);
    const siteId = await newSite(seller);
    const picker = await seller.call((client) => client.checkouts.bySite({ siteId }));
    expect(picker).toMatchObject({ totalItems: 3, pageSize: 20 });
    expect(picker.items[0]).toEqual({ id: expect.any(String), title: 'Autumn sale' });
  });

  it.each([
    [{ title: undefined }, 1, { title: 'Required' }],
    [{ title: '  ', description: '' }, 1, { title: 'Required', description: 'Required' }],
    [{ items: [] }, 1, { items: 'Add at least 1 item' }],
    [{}, 0, { 'items.0.quantity': 'Must be at least 1' }],
    [{}, 101, { 'items.0.quantity': 'Must be at most 100' }],
    [{}, 1.5, { 'items.0.quantity': 'Must be a whole number' }],
  ])(
    'refuses %j (quantity %d) with 400 naming each field and writes nothing',
    async (change, quantity, fields) => {
      const before = (await seller.call((client) => client.checkouts.list({}))).totalItems;
      const input = { ...body([{ productId, quantity }]), ...change };
      const response = await seller.browser.request('/api/checkouts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ data: { fields } });
      expect((await seller.call((client) => client.checkouts.list({}))).totalItems).toBe(before);
    },
  );

  it("refuses 51 items and another user's product, on create and update", async () => {
    const many = Array.from({ length: 51 }, () => ({ productId, quantity: 1 }));
    const tooMany = await failure(seller.call((client) => client.checkouts.create(body(many))));
    expect(apiFieldErrors(tooMany)).toMatchObject({ items: 'At most 50 items' });
    const theirs = await other.call((client) => client.products.create({ name: 'Theirs' }));
    const foreign = await failure(
      seller.call((client) => client.checkouts.create(body([{ productId: theirs.id, quantity: 1 }]))),
    );
    expect(apiErrorStatus(foreign)).toBe(400);
    expect(apiFieldErrors(foreign)).toEqual({ 'items.0.productId': 'Unknown product' });

    const existing = (await seller.call((client) => client.checkouts.list({}))).items[0];
    if (!existing) throw new Error('A checkout exists');
    const emptied = await failure(
      seller.call((client) => client.checkouts.update({ id: existing.id, ...body([]) })),
    );
    expect(apiFieldErrors(emptied)).toEqual({ items: 'Add at least 1 item' });
    const foreignUpdate = await failure(
      seller.call((client) =>
        client.checkouts.update({
          id: existing.id,
          ...body([{ productId: theirs.id, quantity: 1 }], 'Changed'),
        }),
      ),
    );
    expect(apiErrorStatus(foreignUpdate)).toBe(400);
    expect(await seller.call((client) => client.checkouts.get({ id: existing.id }))).toEqual(existing);
  });

  it('names each item and says which products are inactive, in the list and the detail, as they change', async () => {
    const shown = await seller.call((client) =>
      client.products.create({ name: 'Gloves', publishedAt: new Date().toISOString() }),
    );
    const checkout = await seller.call((client) =>
      client.checkouts.create(
        body(
          [
            { productId: shown.id, quantity: 1 },
            { productId, quantity: 1 },
          ],
          'Mixed sale',
        ),
      ),
    );
    expect(checkout.items).toEqual([
      { id: expect.any(String), productId: shown.id, quantity: 1, name: 'Gloves', active: true },
      { id: expect.any(String), productId, quantity: 1, name: 'Hat', active: false },
    ]);
    const listed = await seller.call((client) => client.checkouts.list({ q: 'Mixed' }));
    expect(listed.items[0]?.items.map(({ name, active }) => [name, active])).toEqual([
      ['Gloves', true],
      ['Hat', false],
    ]);
    await seller.call((client) => client.products.update({ id: shown.id, publishedAt: null }));
    const read = await seller.call((client) => client.checkouts.get({ id: checkout.id }));
    expect(read.items.map(({ active }) => active)).toEqual([false, false]);
    await seller.call((client) => client.checkouts.remove({ id: checkout.id }));
  });

  it("answers 401, 404 for another user's checkout (unchanged), and deletes", async () => {
    expect(apiErrorStatus(await failure(anonymous(server)((client) => client.checkouts.list({}))))).toBe(401);
    await configureReceiver(other);
    const otherProduct = await other.call((client) => client.products.create({ name: 'Theirs' }));
    const theirs = await other.call((client) =>
      client.checkouts.create(body([{ productId: otherProduct.id, quantity: 1 }])),
    );
    for (const id of [theirs.id, UNKNOWN_ID]) {
      expect(apiErrorStatus(await failure(seller.call((client) => client.checkouts.get({ id }))))).toBe(404);
      const update = await failure(
        seller.call((client) => client.checkouts.update({ id, ...body([{ productId, quantity: 1 }]) })),
      );
      expect(apiErrorStatus(update)).toBe(404);
      expect(apiErrorStatus(await failure(seller.call((client) => client.checkouts.remove({ id }))))).toBe(
        404,
      );
    }
    expect(await other.call((client) => client.checkouts.get({ id: theirs.id }))).toEqual(theirs);
    const siteId = await newSite(seller);
    expect((await seller.call((client) => client.checkouts.bySite({ siteId }))).items).not.toContainEqual(
      expect.objectContaining({ id: theirs.id }),
    );
    expect(await other.call((client) => client.checkouts.remove({ id: theirs.id }))).toEqual({ deleted: 1 });
  });

  it('keeps a product that is in a checkout: deleting it is refused, naming the checkouts, until it leaves them', async () => {
    const mug = await seller.call((client) => client.products.create({ name: 'Mug' }));
    const spare = await seller.call((client) => client.products.create({ name: 'Spare' }));
    const gifts = await seller.call((client) =>
      client.checkouts.create(
        body(
          [
            { productId: mug.id, quantity: 1 },
            { productId, quantity: 1 },
          ],
          'Gifts',
        ),
      ),
    );
    const kitchen = await seller.call((client) =>
      client.checkouts.create(body([{ productId: mug.id, quantity: 2 }], 'Kitchen')),
    );
    const refused = await failure(seller.call((client) => client.products.remove({ id: mug.id })));
    expect(apiErrorStatus(refused)).toBe(409);
    expect(apiErrorReason(refused)).toEqual({
      reason: 'productInCheckouts',
      values: { names: '“Gifts”, “Kitchen”' },
    });
    expect(apiErrorMessage(refused)).toBe(
      'A product in a checkout cannot be deleted: remove it from “Gifts”, “Kitchen” first',
    );
    // In bulk, none is deleted: the spare product stays too.
    const bulk = await failure(
      seller.call((client) => client.products.removeMany({ ids: [spare.id, mug.id] })),
    );
    expect(apiErrorStatus(bulk)).toBe(409);
    expect(await seller.call((client) => client.products.get({ id: spare.id }))).toMatchObject({
      name: 'Spare',
    });
    // The checkouts are untouched; another seller's product in them is not theirs to ask about (404).
    expect((await seller.call((client) => client.checkouts.get({ id: gifts.id }))).items).toHaveLength(2);
    expect(
      apiErrorStatus(await failure(other.call((client) => client.products.remove({ id: mug.id })))),
    ).toBe(404);

    await seller.call((client) => client.checkouts.remove({ id: kitchen.id }));
    await seller.call((client) =>
      client.checkouts.update({ id: gifts.id, ...body([{ productId, quantity: 1 }], 'Gifts') }),
    );
    expect(await seller.call((client) => client.products.removeMany({ ids: [spare.id, mug.id] }))).toEqual({
      deleted: 2,
    });
  });
});
