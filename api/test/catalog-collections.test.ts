import { apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { failure } from './support/accounts';
import { anonymous, newSeller, newSite, UNKNOWN_ID, type Seller } from './support/catalog';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let seller: Seller;
let other: Seller;

beforeAll(async () => {
  server = await startTestServer();
  seller = await newSeller(server);
  other = await newSeller(server);
});

afterAll(async () => {
  await server?.close();
});

describe('product collections', () => {
  it('creates with items in order, gets, updates, lists items, pages and searches', async () => {
    const a = await seller.call((client) => client.products.create({ name: 'A', price: '1.5' }));
    const b = await seller.call((client) => client.products.create({ name: 'B' }));
    const created = await seller.call((client) =>
      client.productCollections.create({ name: 'Summer', items: [{ productId: b.id }, { productId: a.id }] }),
    );
    expect(created.items.map((item) => item.productId)).toEqual([b.id, a.id]);
    expect(await seller.call((client) => client.productCollections.get({ id: created.id }))).toEqual(created);
    expect((await seller.call((client) => client.products.get({ id: a.id }))).collections).toEqual([
      created.id,
    ]);

    const items = await seller.call((client) =>
      client.productCollections.items({ id: created.id, limit: 1, page: 1 }),
    );
    expect(items).toMatchObject({ totalItems: 2, currentPage: 1, pageSize: 1 });
    expect(items.items[0]?.product).toMatchObject({ id: a.id, name: 'A', price: '1.5' });

    const updated = await seller.call((client) =>
      client.productCollections.update({ id: created.id, name: 'Winter', items: [{ productId: a.id }] }),
    );
    expect(updated).toMatchObject({ name: 'Winter', items: [{ productId: a.id }] });

    await seller.call((client) => client.productCollections.create({ name: 'Autumn' }));
    await seller.call((client) => client.productCollections.create({ name: 'Spring' }));
    const page = await seller.call((client) => client.productCollections.list({ page: 1, limit: 2 }));
    expect(page).toMatchObject({ totalItems: 3, currentPage: 1, pageSize: 2 });
    expect(page.items.map((item) => item.name)).toEqual(['Winter']);
    const defaults = await seller.call((client) => client.productCollections.list({ sort: '-name' }));
    expect(defaults.pageSize).toBe(5);
    expect(defaults.items.map((item) => item.name)).toEqual(['Winter', 'Spring', 'Autumn']);
    expect((await seller.call((client) => client.productCollections.list({ q: 'spr' }))).totalItems).toBe(1);

    const siteId = await newSite(seller);
    const picker = await seller.call((client) => client.productCollections.bySite({ siteId }));
    expect(picker).toMatchObject({ totalItems: 3, pageSize: 20 });
    expect(picker.items[0]).toEqual({ id: expect.any(String), name: 'Autumn' });
  });

  it("refuses a bad name, another user's product and duplicates with 400, writing nothing", async () => {
    const theirs = await other.call((client) => client.products.create({ name: 'Theirs' }));
    const mine = await seller.call((client) => client.products.create({ name: 'Mine' }));
    const before = (await seller.call((client) => client.productCollections.list({}))).totalItems;
    const blank = await failure(seller.call((client) => client.productCollections.create({ name: '' })));
    expect(apiFieldErrors(blank)).toEqual({ name: 'Required' });
    const foreign = await failure(
      seller.call((client) =>
        client.productCollections.create({
          name: 'X',
          items: [{ productId: mine.id }, { productId: theirs.id }],
        }),
      ),
    );
    expect(apiErrorStatus(foreign)).toBe(400);
    expect(apiFieldErrors(foreign)).toEqual({ 'items.1.productId': 'Unknown product' });
    const twice = await failure(
      seller.call((client) =>
        client.productCollections.create({
          name: 'X',
          items: [{ productId: mine.id }, { productId: mine.id }],
        }),
      ),
    );
    expect(apiFieldErrors(twice)).toEqual({ 'items.1.productId': 'This product is already in the list' });
    expect((await seller.call((client) => client.productCollections.list({}))).totalItems).toBe(before);
    const bySite = await seller.browser.request('/api/product-collections/by-site/site-1');
    expect(bySite.status).toBe(400);
    expect(await bySite.json()).toMatchObject({ data: { fields: { siteId: 'Must be a widget id' } } });
  });

  it('answers 401 and 404, deletes one and only the caller’s in bulk', async () => {
    expect(
      apiErrorStatus(await failure(anonymous(server)((client) => client.productCollections.list({})))),
    ).toBe(401);
    const theirs = await other.call((client) => client.productCollections.create({ name: 'Theirs' }));
    for (const id of [theirs.id, UNKNOWN_ID]) {
      const calls = [
        () => seller.call((client) => client.productCollections.get({ id })),
        () => seller.call((client) => client.productCollections.items({ id })),
        () => seller.call((client) => client.productCollections.update({ id, name: 'Mine' })),
        () => seller.call((client) => client.productCollections.remove({ id })),
      ];
      // One call at a time: a TestBrowser swaps the global fetch while its call runs.
      for (const call of calls) {
        expect(apiErrorStatus(await failure(call()))).toBe(404);
      }
    }
    expect(await other.call((client) => client.productCollections.get({ id: theirs.id }))).toEqual(theirs);
    const one = await seller.call((client) => client.productCollections.create({ name: 'One' }));
    const two = await seller.call((client) => client.productCollections.create({ name: 'Two' }));
    expect(await seller.call((client) => client.productCollections.remove({ id: one.id }))).toEqual({
      deleted: 1,
    });
    expect(
      apiErrorStatus(
        await failure(
          seller.call((client) => client.productCollections.removeMany({ ids: [two.id, theirs.id] })),
        ),
      ),
    ).toBe(404);
    expect(await other.call((client) => client.productCollections.get({ id: theirs.id }))).toEqual(theirs);
    expect(await seller.call((client) => client.productCollections.removeMany({ ids: [two.id] }))).toEqual({
      deleted: 1,
    });
  });
});
