import { CATEGORY_NAME_TAKEN_MESSAGE } from '@suite/shared/schemas';
import { apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../src/db';
import { failure } from './support/accounts';
import { anonymous, newSeller, UNKNOWN_ID, type Seller } from './support/catalog';
import { migrateBefore, openBareTestDatabase } from './support/database';
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

describe('product categories', () => {
  it('creates, renames, counts items, pages, searches and sorts', async () => {
    const fruit = await seller.call((client) => client.productCategories.create({ name: ' Fruit ' }));
    expect(fruit).toEqual({ id: expect.any(String), name: 'Fruit', countItems: 0 });
    await seller.call((client) => client.productCategories.create({ name: 'Apparel' }));
    await seller.call((client) => client.productCategories.create({ name: 'Books' }));
    await other.call((client) => client.productCategories.create({ name: 'Fruity (not mine)' }));
    await seller.call((client) => client.products.create({ name: 'Apple', categoryId: fruit.id }));

    const first = await seller.call((client) => client.productCategories.list({}));
    expect(first.items.map((item) => item.name)).toEqual(['Apparel', 'Books', 'Fruit']);
    expect(first).toMatchObject({ totalItems: 3, currentPage: 0, pageSize: 10 });
    expect(first.items[2]?.countItems).toBe(1);

    const page = await seller.call((client) =>
      client.productCategories.list({ page: 1, limit: 2, sort: '-name' }),
    );
    expect(page.items.map((item) => item.name)).toEqual(['Apparel']);
    expect(page).toMatchObject({ totalItems: 3, currentPage: 1, pageSize: 2 });

    const found = await seller.call((client) => client.productCategories.list({ q: 'FRU' }));
    expect(found.items.map((item) => item.name)).toEqual(['Fruit']);

    const renamed = await seller.call((client) =>
      client.productCategories.update({ id: fruit.id, name: 'Fresh' }),
    );
    expect(renamed).toEqual({ id: fruit.id, name: 'Fresh', countItems: 1 });
  });

  it('validates the name, answers 401 and 404, deletes one and in bulk', async () => {
    const error = await failure(seller.call((client) => client.productCategories.create({ name: '  ' })));
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiFieldErrors(error)).toEqual({ name: 'Required' });
    const long = await failure(
      seller.call((client) => client.productCategories.create({ name: 'x'.repeat(51) })),
    );
    expect(apiFieldErrors(long)).toEqual({ name: 'Must be at most 50 characters' });
    const sort = await failure(seller.call((client) => client.productCategories.list({ sort: 'owner' })));
    expect(Object.keys(apiFieldErrors(sort))).toEqual(['sort']);
    expect(
      apiErrorStatus(await failure(anonymous(server)((client) => client.productCategories.list({})))),
    ).toBe(401);

    const theirs = await other.call((client) => client.productCategories.create({ name: 'Theirs' }));
    for (const id of [theirs.id, UNKNOWN_ID]) {
      const renamed = await failure(
        seller.call((client) => client.productCategories.update({ id, name: 'Mine' })),
      );
      expect(apiErrorStatus(renamed)).toBe(404);
      expect(
        apiErrorStatus(await failure(seller.call((client) => client.productCategories.remove({ id })))),
      ).toBe(404);
    }
    const mine = await seller.call((client) => client.productCategories.create({ name: 'Temp' }));
    const product = await seller.call((client) => client.products.create({ name: 'P', categoryId: mine.id }));
    expect(await seller.call((client) => client.productCategories.remove({ id: mine.id }))).toEqual({
      deleted: 1,
    });
    // Deleting a category leaves its products, uncategorised.
    expect((await seller.call((client) => client.products.get({ id: product.id }))).category).toBeNull();
    const a = await seller.call((client) => client.productCategories.create({ name: 'A1' }));
    expect(
      apiErrorStatus(
        await failure(
          seller.call((client) => client.productCategories.removeMany({ ids: [a.id, theirs.id] })),
        ),
      ),
    ).toBe(404);
    expect((await other.call((client) => client.productCategories.list({}))).totalItems).toBeGreaterThan(0);
    expect(await seller.call((client) => client.productCategories.removeMany({ ids: [a.id] }))).toEqual({
      deleted: 1,
    });
  });
});

describe('category names are unique per owner', () => {
  const taken = { name: CATEGORY_NAME_TAKEN_MESSAGE };

  it('refuses a name the owner already uses, whatever the case and spaces, on create and on rename', async () => {
    const owner = await newSeller(server);
    const shirts = await owner.call((client) => client.productCategories.create({ name: 'Shirts' }));
    for (const name of ['Shirts', 'shirts', '  SHIRTS  ']) {
      const error = await failure(owner.call((client) => client.productCategories.create({ name })));
      expect(apiErrorStatus(error)).toBe(400);
      expect(apiFieldErrors(error)).toEqual(taken);
    }
    const hats = await owner.call((client) => client.productCategories.create({ name: 'Hats' }));
    const renamed = await failure(
      owner.call((client) => client.productCategories.update({ id: hats.id, name: ' sHiRtS ' })),
    );
    expect(apiErrorStatus(renamed)).toBe(400);
    expect(apiFieldErrors(renamed)).toEqual(taken);
    // Nothing was written: still the two categories, under their own names.
    const names = (await owner.call((client) => client.productCategories.list({}))).items.map(
      (item) => item.name,
    );
    expect(names).toEqual(['Hats', 'Shirts']);
    // A category may keep its own name, or change only its case.
    expect(
      await owner.call((client) => client.productCategories.update({ id: shirts.id, name: 'SHIRTS' })),
    ).toMatchObject({ id: shirts.id, name: 'SHIRTS' });
    // Another owner has names of their own.
    const stranger = await newSeller(server);
    expect(
      await stranger.call((client) => client.productCategories.create({ name: 'Shirts' })),
    ).toMatchObject({ name: 'Shirts' });
  });

  it('lets exactly one of several racing creates of a name through', async () => {
    const owner = await newSeller(server);
    // One browser.call around them all: it swaps the global fetch, which must not be nested.
    const results = await owner.call((client) =>
      Promise.allSettled(
        ['Mugs', 'mugs', ' MUGS', 'Mugs ', 'mUgs'].map((name) => client.productCategories.create({ name })),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(apiFieldErrors(result.reason)).toEqual(taken);
    }
    expect((await owner.call((client) => client.productCategories.list({}))).totalItems).toBe(1);
  });
});

describe('migration 0005 (unique category names)', () => {
  it('renames the duplicates already stored, then refuses new ones', async () => {
    // The migrations up to 0004 alone, as a database created before this rule has them (on the run's
    // database: PGlite, or PostgreSQL).
    const bare = await openBareTestDatabase();
    try {
      await migrateBefore(bare, '0005_category_names_unique');

      const [owner, stranger] = (
        await bare.query(sql`insert into users (id) values (default), (default) returning id`)
      ).map((row) => String(row.id));
      const long = 'L'.repeat(50);
      const rows: [string | undefined, string][] = [
        [owner, 'Shirts'],
        [owner, ' shirts '],
        [owner, 'Shirts (2)'],
        [owner, 'SHIRTS'],
        [owner, long],
        [owner, long.toLowerCase()],
        [owner, 'Hats'],
        [stranger, 'shirts'],
      ];
      for (const [position, [ownerId, name]] of rows.entries()) {
        await bare.query(
          sql`insert into product_categories (owner_id, name, created_at)
              values (${ownerId}, ${name}, timestamptz '2026-01-01' + make_interval(secs => ${position}))`,
        );
      }

      await bare.migrate(MIGRATIONS_FOLDER);
      const names = await bare.query(sql`select owner_id, name from product_categories order by created_at`);
      expect(names.map((row) => [row.owner_id === owner ? 'owner' : 'stranger', row.name])).toEqual([
        ['owner', 'Shirts'],
        // The oldest keeps its name; the others take the first free suffix, within 50 characters.
        ['owner', 'shirts (3)'],
        ['owner', 'Shirts (2)'],
        ['owner', 'SHIRTS (4)'],
        ['owner', long],
        ['owner', `${'l'.repeat(46)} (2)`],
        ['owner', 'Hats'],
        ['stranger', 'shirts'],
      ]);
      await expect(
        bare.query(sql`insert into product_categories (owner_id, name) values (${owner}, ${' hats'})`),
      ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });
    } finally {
      await bare.dispose();
    }
  });
});

describe('product list and search', () => {
  let shopper: Seller;
  beforeAll(async () => {
    shopper = await newSeller(server);
    const category = await shopper.call((client) => client.productCategories.create({ name: 'Drinks' }));
    const specs = [
      { name: 'Coffee', price: '3.5', publishedAt: '2024-01-01T00:00:00.000Z', categoryId: category.id },
      { name: 'Tea', price: '2', publishedAt: null, categoryId: category.id },
      { name: 'Cake', price: '10', publishedAt: '2024-02-01T00:00:00.000Z', categoryId: null },
      { name: 'cold 100% brew', price: '3.5', publishedAt: null, categoryId: null },
    ];
    for (const spec of specs) await shopper.call((client) => client.products.create(spec));
  });

  const names = (page: { items: { name: string }[] }) => page.items.map((item) => item.name);

  it('pages with totals and sorts per column with a stable tie-breaker', async () => {
    const all = await shopper.call((client) => client.products.list({ sort: 'name' }));
    expect(names(all)).toEqual(['Cake', 'Coffee', 'cold 100% brew', 'Tea'].sort((a, b) => (a < b ? -1 : 1)));
    expect(all).toMatchObject({ totalItems: 4, currentPage: 0, pageSize: 10 });
    const page1 = await shopper.call((client) => client.products.list({ page: 1, limit: 2, sort: '-price' }));
    expect(page1).toMatchObject({ totalItems: 4, currentPage: 1, pageSize: 2 });
    const page0 = await shopper.call((client) => client.products.list({ page: 0, limit: 2, sort: '-price' }));
    expect(names(page0)[0]).toBe('Cake');
    // Equal prices (3.5) split across pages the same way every time.
    expect([...names(page0), ...names(page1)]).toHaveLength(4);
    expect(new Set([...names(page0), ...names(page1)]).size).toBe(4);
    expect(names(page1)[1]).toBe('Tea');
    const published = await shopper.call((client) =>
      client.products.list({ sort: 'publishedAt', status: 'active' }),
    );
    expect(names(published)).toEqual(['Coffee', 'Cake']);
  });

  it('filters by q (literal %), category and status', async () => {
    expect(names(await shopper.call((client) => client.products.list({ q: 'CO' })))).toHaveLength(2);
    expect(names(await shopper.call((client) => client.products.list({ q: '100%' })))).toEqual([
      'cold 100% brew',
    ]);
    expect(names(await shopper.call((client) => client.products.list({ q: '%' })))).toEqual([
      'cold 100% brew',
    ]);
    const inactive = await shopper.call((client) =>
      client.products.list({ status: 'inactive', sort: 'name' }),
    );
    expect(inactive.totalItems).toBe(2);
    const category = (await shopper.call((client) => client.productCategories.list({}))).items[0];
    const drinks = await shopper.call((client) =>
      client.products.list({ categoryId: category?.id, sort: 'name' }),
    );
    expect(names(drinks)).toEqual(['Coffee', 'Tea']);
    const bad = await shopper.browser.request('/api/products?status=gone&limit=0');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      data: { fields: { status: 'Must be active or inactive', limit: 'Must be at least 1' } },
    });
  });

  it('searches for the picker: id, name, imageUrl, the price in cents and the state, at most 10 a page', async () => {
    const found = await shopper.call((client) => client.products.search({ q: 'co' }));
    expect(found.items).toEqual([
      {
        id: expect.any(String),
        name: 'Coffee',
        imageUrl: null,
        priceCents: '350',
        publishedAt: '2024-01-01T00:00:00.000Z',
      },
      {
        id: expect.any(String),
        name: 'cold 100% brew',
        imageUrl: null,
        priceCents: '350',
        publishedAt: null,
      },
    ]);
    expect(found).toMatchObject({ totalItems: 2, pageSize: 10 });
    const tiny = await shopper.call((client) =>
      client.products.create({ name: 'Tiny sample', price: '0.000001' }),
    );
    const [sample] = (await shopper.call((client) => client.products.search({ q: 'Tiny' }))).items;
    expect(sample?.priceCents).toBe('0.0001');
    await shopper.call((client) => client.products.remove({ id: tiny.id }));
    const tooMany = await failure(shopper.call((client) => client.products.search({ limit: 11 })));
    expect(apiFieldErrors(tooMany)).toEqual({ limit: 'Must be at most 10' });
    expect(apiErrorStatus(await failure(anonymous(server)((client) => client.products.search({}))))).toBe(
      401,
    );
    expect((await other.call((client) => client.products.search({ q: 'Coffee' }))).totalItems).toBe(0);
  });

  it("offers only the active products to a section's picker when asked, and refuses an unknown status", async () => {
    const active = await shopper.call((client) => client.products.search({ status: 'active' }));
    expect(names(active)).toEqual(['Cake', 'Coffee']);
    expect(active.totalItems).toBe(2);
    expect(active.items.every((item) => item.publishedAt !== null)).toBe(true);
    const activeCo = await shopper.call((client) => client.products.search({ q: 'co', status: 'active' }));
    expect(names(activeCo)).toEqual(['Coffee']);
    const inactive = await shopper.call((client) => client.products.search({ status: 'inactive' }));
    // In name order, whose case rule is the database's collation.
    expect(names(inactive).sort()).toEqual(['Tea', 'cold 100% brew'].sort());
    expect((await other.call((client) => client.products.search({ status: 'active' }))).totalItems).toBe(0);
    const bad = await shopper.browser.request('/api/products/search?status=published');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ data: { fields: { status: 'Must be active or inactive' } } });
  });
});
