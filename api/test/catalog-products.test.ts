import { apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { failure } from './support/accounts';
import { anonymous, newSeller, UNKNOWN_ID, type Seller } from './support/catalog';
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

async function expectFields(promise: Promise<unknown>, fields: Record<string, unknown>) {
  const error = await failure(promise);
  expect(apiErrorStatus(error)).toBe(400);
  expect(apiFieldErrors(error)).toEqual(fields);
}

describe('product create and get', () => {
  it('creates with the seed defaults and reads it back', async () => {
    const created = await seller.call((client) => client.products.create({ name: '  T-shirt  ' }));
    expect(created).toMatchObject({
      name: 'T-shirt',
      description: '',
      price: '0.01',
      imageUrl: null,
      publishedAt: null,
      category: null,
      digital: false,
      content: null,
      collections: [],
      images: [],
    });
    expect(await seller.call((client) => client.products.get({ id: created.id }))).toEqual(created);
  });

  it('keeps an exact price with 6 decimals and a category of the owner', async () => {
    const category = await seller.call((client) => client.productCategories.create({ name: 'Shirts' }));
    const created = await seller.call((client) =>
      client.products.create({
        name: 'Exact',
        price: '123456789012.123456',
        categoryId: category.id,
        imageUrl: 'https://example.com/a.png',
        digital: true,
        content: 'secret',
        publishedAt: '2024-01-02T03:04:05.000Z',
      }),
    );
    expect(created.price).toBe('123456789012.123456');
    expect(created.category).toEqual({ id: category.id, name: 'Shirts' });
    expect(created.publishedAt).toBe('2024-01-02T03:04:05.000Z');
    expect(created.content).toBe('secret');
  });

  it.each([
    [{ name: 'x'.repeat(31) }, { name: 'Must be at most 30 characters' }],
    [{ name: '' }, { name: 'Required' }],
    [{}, { name: 'Required' }],
    [{ name: 'a', price: '0' }, { price: 'Must be greater than zero' }],
    [{ name: 'a', price: '-1' }, { price: 'Must be greater than zero' }],
    [{ name: 'a', price: '1.1234567' }, { price: 'At most 6 decimals' }],
    [{ name: 'a', price: 'abc' }, { price: 'Must be a number' }],
    [{ name: 'a', imageUrl: 'not a url' }, { imageUrl: 'Must be a valid URL' }],
    [{ name: 'a', imageUrl: 'javascript:alert(1)' }, { imageUrl: 'Must be a valid URL' }],
    [{ name: 'a', categoryId: 'nope' }, { categoryId: 'Must be a valid id' }],
  ])('refuses %j with 400 naming the field', async (input, fields) => {
    const before = await seller.call((client) => client.products.list({}));
    // The inputs are deliberately invalid, so they go through a raw request rather than the typed client.
    const response = await seller.browser.request('/api/products', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    expect(response.status).toBe(400);
    const body: unknown = await response.json();
    expect(body).toMatchObject({ data: { fields } });
    expect((await seller.call((client) => client.products.list({}))).totalItems).toBe(before.totalItems);
  });

  it('refuses an image address past 2048 characters with 400 naming the field', async () => {
    const imageUrl = `https://img.example/${'a'.repeat(2048)}`;
    await expectFields(
      seller.call((client) => client.products.create({ name: 'a', imageUrl })),
      {
        imageUrl: 'Must be at most 2048 characters',
      },
    );
  });

  it("refuses another user's category and collection with 400 and writes nothing", async () => {
    const foreignCategory = await other.call((client) => client.productCategories.create({ name: 'Theirs' }));
    const foreignCollection = await other.call((client) =>
      client.productCollections.create({ name: 'Theirs' }),
    );
    const before = (await seller.call((client) => client.products.list({}))).totalItems;
    await expectFields(
      seller.call((client) => client.products.create({ name: 'x', categoryId: foreignCategory.id })),
      { categoryId: 'Unknown category' },
    );
    await expectFields(
      seller.call((client) => client.products.create({ name: 'x', collections: [foreignCollection.id] })),
      { 'collections.0': 'Unknown collection' },
    );
    expect((await seller.call((client) => client.products.list({}))).totalItems).toBe(before);
  });

  it('answers 401 without a session and 404 for an unknown or foreign product', async () => {
    expect(
      apiErrorStatus(await failure(anonymous(server)((client) => client.products.create({ name: 'x' })))),
    ).toBe(401);
    expect(apiErrorStatus(await failure(anonymous(server)((client) => client.products.list({}))))).toBe(401);
    const theirs = await other.call((client) => client.products.create({ name: 'Theirs' }));
    for (const id of [theirs.id, UNKNOWN_ID]) {
      expect(apiErrorStatus(await failure(seller.call((client) => client.products.get({ id }))))).toBe(404);
      expect(apiErrorStatus(await failure(seller.call((client) => client.products.images({ id }))))).toBe(
        404,
      );
    }
  });
});

describe('product update, visibility, delete', () => {
  it('changes only the fields sent; publishedAt toggles visibility', async () => {
    const created = await seller.call((client) =>
      client.products.create({ name: 'Mug', price: '5', description: 'Blue' }),
    );
    const now = new Date().toISOString();
    const active = await seller.call((client) =>
      client.products.update({ id: created.id, publishedAt: now }),
    );
    expect(active).toMatchObject({ name: 'Mug', price: '5', description: 'Blue', publishedAt: now });
    const renamed = await seller.call((client) =>
      client.products.update({ id: created.id, name: 'Cup', price: '7.50', publishedAt: null }),
    );
    expect(renamed).toMatchObject({ name: 'Cup', price: '7.5', description: 'Blue', publishedAt: null });
  });

  it("refuses bad input and another user's product, changing nothing", async () => {
    const mine = await seller.call((client) => client.products.create({ name: 'Keep', price: '2' }));
    await expectFields(
      seller.call((client) => client.products.update({ id: mine.id, name: 'y'.repeat(31), price: '0' })),
      { name: 'Must be at most 30 characters', price: 'Must be greater than zero' },
    );
    const theirs = await other.call((client) => client.products.create({ name: 'Theirs', price: '3' }));
    const error = await failure(
      seller.call((client) => client.products.update({ id: theirs.id, name: 'Mine' })),
    );
    expect(apiErrorStatus(error)).toBe(404);
    expect(await other.call((client) => client.products.get({ id: theirs.id }))).toEqual(theirs);
    expect(await seller.call((client) => client.products.get({ id: mine.id }))).toEqual(mine);
  });

  it('deletes one, and in bulk all of the ids or none: 404 when one is not the caller’s', async () => {
    // One call at a time: a TestBrowser swaps the global fetch while its call runs.
    const a = await seller.call((client) => client.products.create({ name: 'a' }));
    const b = await seller.call((client) => client.products.create({ name: 'b' }));
    const c = await seller.call((client) => client.products.create({ name: 'c' }));
    const theirs = await other.call((client) => client.products.create({ name: 'Theirs' }));
    expect(await seller.call((client) => client.products.remove({ id: a.id }))).toEqual({ deleted: 1 });
    expect(apiErrorStatus(await failure(seller.call((client) => client.products.remove({ id: a.id }))))).toBe(
      404,
    );
    expect(
      apiErrorStatus(await failure(seller.call((client) => client.products.remove({ id: theirs.id })))),
    ).toBe(404);
    for (const stranger of [theirs.id, a.id, 'not-a-uuid']) {
      expect(
        apiErrorStatus(
          await failure(seller.call((client) => client.products.removeMany({ ids: [b.id, c.id, stranger] }))),
        ),
      ).toBe(404);
    }
    // Nothing was deleted: the caller's own ids among them stay too.
    expect((await seller.call((client) => client.products.get({ id: b.id }))).name).toBe('b');
    expect(await other.call((client) => client.products.get({ id: theirs.id }))).toMatchObject({
      name: 'Theirs',
    });
    expect(await seller.call((client) => client.products.removeMany({ ids: [b.id, c.id, b.id] }))).toEqual({
      deleted: 2,
    });
    expect(apiErrorStatus(await failure(seller.call((client) => client.products.get({ id: c.id }))))).toBe(
      404,
    );
    await expectFields(
      seller.call((client) => client.products.removeMany({ ids: [] })),
      { ids: 'Select at least one item' },
    );
  });
});

describe('product images and duplicate', () => {
  it('sets at most 8 images and reads them back in order', async () => {
    const product = await seller.call((client) => client.products.create({ name: 'Poster' }));
    const urls = Array.from({ length: 8 }, (_, index) => `https://example.com/${index}.png`);
    expect(
      await seller.call((client) => client.products.setImages({ id: product.id, images: urls })),
    ).toEqual({
      images: urls,
    });
    expect(await seller.call((client) => client.products.images({ id: product.id }))).toEqual({
      images: urls,
    });
    await expectFields(
      seller.call((client) =>
        client.products.setImages({ id: product.id, images: [...urls, 'https://e.com/9'] }),
      ),
      { images: 'At most 8 images' },
    );
    await expectFields(
      seller.call((client) => client.products.setImages({ id: product.id, images: ['nope'] })),
      { 'images.0': 'Must be a valid URL' },
    );
    expect(await seller.call((client) => client.products.images({ id: product.id }))).toEqual({
      images: urls,
    });
    const theirs = await other.call((client) => client.products.create({ name: 'Theirs' }));
    const error = await failure(
      seller.call((client) => client.products.setImages({ id: theirs.id, images: [] })),
    );
    expect(apiErrorStatus(error)).toBe(404);
  });

  it('duplicates name (with " (Copy)" cut to 30), images, collections and content, as inactive', async () => {
    const collection = await seller.call((client) => client.productCollections.create({ name: 'Summer' }));
    const original = await seller.call((client) =>
      client.products.create({
        name: 'A name that is thirty chars!!!',
        price: '9.99',
        publishedAt: new Date().toISOString(),
        collections: [collection.id],
        content: 'code',
      }),
    );
    await seller.call((client) =>
      client.products.setImages({ id: original.id, images: ['https://e.com/1.png'] }),
    );
    const copy = await seller.call((client) => client.products.duplicate({ id: original.id }));
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({
      name: 'A name that is thirty c (Copy)',
      price: '9.99',
      publishedAt: null,
      collections: [collection.id],
      images: ['https://e.com/1.png'],
      content: 'code',
    });
    expect(copy.name).toHaveLength(30);
    // The cut falls between whole characters: an emoji across it goes whole, never in half.
    const emoji = await seller.call((client) => client.products.create({ name: `${'a'.repeat(22)}😀 end` }));
    const emojiCopy = await seller.call((client) => client.products.duplicate({ id: emoji.id }));
    expect(emojiCopy.name).toBe(`${'a'.repeat(22)} (Copy)`);
    const theirs = await other.call((client) => client.products.create({ name: 'Theirs' }));
    expect(
      apiErrorStatus(await failure(seller.call((client) => client.products.duplicate({ id: theirs.id })))),
    ).toBe(404);
  });
});
