import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { failure } from './support/accounts';
import { anonymous, newSeller, newSite, type Seller } from './support/catalog';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let seller: Seller;
let other: Seller;
let siteId: number;
let othersSiteId: number;

beforeAll(async () => {
  server = await startTestServer();
  seller = await newSeller(server);
  other = await newSeller(server);
  siteId = await newSite(seller);
  othersSiteId = await newSite(other, 'Their store');
  await seller.call(async (client) => {
    await client.productCollections.create({ name: 'Winter' });
    await client.productCollections.create({ name: 'Autumn' });
  });
  await other.call((client) => client.productCollections.create({ name: 'Theirs' }));
});

afterAll(async () => {
  await server?.close();
});

/** Both pickers of the section editors (checkouts, product collections), called the same way. */
const pickers = {
  checkouts: (caller: Seller, id: number, page?: { page?: number; limit?: number }) =>
    caller.call((client) => client.checkouts.bySite({ siteId: id, ...page })),
  'product collections': (caller: Seller, id: number, page?: { page?: number; limit?: number }) =>
    caller.call((client) => client.productCollections.bySite({ siteId: id, ...page })),
};

describe('by-site pickers', () => {
  it('lists the site owner’s product collections by name, paged', async () => {
    const first = await seller.call((client) => client.productCollections.bySite({ siteId }));
    expect(first).toMatchObject({ totalItems: 2, currentPage: 0, pageSize: 20 });
    expect(first.items.map((item) => item.name)).toEqual(['Autumn', 'Winter']);
    const second = await seller.call((client) =>
      client.productCollections.bySite({ siteId, page: 1, limit: 1 }),
    );
    expect(second.items.map((item) => item.name)).toEqual(['Winter']);
  });

  it.each(Object.entries(pickers))(
    '%s: answers 404 Site not found for another user’s or an unknown widget',
    async (_name, pick) => {
      for (const id of [othersSiteId, 2_000_000_000]) {
        const error = await failure(pick(seller, id));
        expect(apiErrorStatus(error)).toBe(404);
        expect(apiErrorMessage(error)).toBe('Site not found');
      }
      // The owner of that widget still gets its list.
      await expect(pick(other, othersSiteId)).resolves.toMatchObject({ currentPage: 0 });
    },
  );

  it.each(Object.entries(pickers))('%s: answers 400 for a bad page size', async (_name, pick) => {
    const error = await failure(pick(seller, siteId, { limit: 0 }));
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiFieldErrors(error)).toEqual({ limit: 'Must be at least 1' });
  });

  it('answers 400 for a site id that is not a widget id, 401 without a session', async () => {
    for (const path of ['/api/checkouts/by-site/main', '/api/product-collections/by-site/main']) {
      const response = await seller.browser.request(path);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ data: { fields: { siteId: 'Must be a widget id' } } });
    }
    const nobody = anonymous(server);
    expect(apiErrorStatus(await failure(nobody((client) => client.checkouts.bySite({ siteId }))))).toBe(401);
    expect(
      apiErrorStatus(await failure(nobody((client) => client.productCollections.bySite({ siteId })))),
    ).toBe(401);
  });
});
