import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { failure } from './support/accounts';
import { anonymous, newSeller, newSite, UNKNOWN_ID, type Seller } from './support/catalog';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let seller: Seller;
let other: Seller;
let visitor: ReturnType<typeof anonymous>;
let siteId: number;
let otherSiteId: number;

/** A product of `owner` made through the API, active unless told otherwise. */
async function product(owner: Seller, name: string, values: { price?: string; active?: boolean } = {}) {
  return owner.call((client) =>
    client.products.create({
      name,
      price: values.price ?? '10',
      description: `About ${name}`,
      imageUrl: `https://example.com/${encodeURIComponent(name)}.png`,
      content: 'The secret download link',
      publishedAt: values.active === false ? null : new Date().toISOString(),
    }),
  );
}

beforeAll(async () => {
  server = await startTestServer();
  seller = await newSeller(server);
  other = await newSeller(server);
  visitor = anonymous(server);
  siteId = await newSite(seller, 'Main site');
  otherSiteId = await newSite(other, 'Their site');
});

afterAll(async () => {
  await server?.close();
});

describe('site content: leaderboards and widgets', () => {
  it("answers a leaderboard of the site to a visitor, and 404 for another site's", async () => {
    const board = await seller.call((client) =>
      client.leaderboards.create({ siteId, title: 'Top traders', description: 'By volume' }),
    );
    await expect(
      visitor((client) => client.siteContent.leaderboard({ siteId, id: board.id })),
    ).resolves.toEqual({
      id: board.id,
      title: 'Top traders',
      description: 'By volume',
      createdAt: board.createdAt,
    });
    const secondSite = await newSite(seller, 'Second site');
    for (const call of [
      () => visitor((client) => client.siteContent.leaderboard({ siteId: secondSite, id: board.id })),
      () => visitor((client) => client.siteContent.leaderboard({ siteId: otherSiteId, id: board.id })),
      () => visitor((client) => client.siteContent.leaderboard({ siteId, id: 2_000_000_000 })),
    ]) {
      const error = await failure(call());
      expect(apiErrorStatus(error)).toBe(404);
      expect(apiErrorMessage(error)).toBe('Leaderboard not found');
    }
  });

  it("answers another widget of the site's owner with its name, currency and page, never another owner's", async () => {
    const config = JSON.stringify({
      name: 'Embedded',
      currency: 'EUR',
      locale: 'es',
      page: {
        title: 'Home',
        layout: { type: 'tabs', desktop: { position: 'side' } },
        sections: [{ type: 'markdown', data: { source: '# Hi' } }],
      },
    });
    const embedded = await seller.call((client) => client.widget.upsert({ config, kit: 'Full' }));
    await expect(
      visitor((client) => client.siteContent.widget({ siteId, id: embedded.id })),
    ).resolves.toEqual({
      id: embedded.id,
      name: 'Embedded',
      kit: 'Full',
      currency: 'EUR',
      page: {
        title: 'Home',
        layout: { type: 'tabs', desktop: { position: 'side' } },
        sections: [{ type: 'markdown', data: { source: '# Hi' } }],
      },
    });
    const error = await failure(
      visitor((client) => client.siteContent.widget({ siteId: otherSiteId, id: embedded.id })),
    );
    expect(apiErrorStatus(error)).toBe(404);
    expect(apiErrorMessage(error)).toBe('Widget not found');
  });

  it("answers the site's NFT collections as its owner presents them, and 404 for an unknown site", async () => {
    const collections = [
      {
        chainId: 31337,
        contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        name: 'Our apes',
        description: 'Hand-picked',
        image: 'https://example.com/apes.png',
        backgroundImage: 'https://example.com/apes-bg.png',
        uri: 'https://example.com/apes.json',
      },
    ];
    const config = JSON.stringify({ name: 'Gallery', currency: 'USD', page: { title: 'Home' }, collections });
    const gallery = await seller.call((client) => client.widget.upsert({ config, kit: 'NFT' }));
    await expect(
      visitor((client) => client.siteContent.nftCollections({ siteId: gallery.id })),
    ).resolves.toEqual({ items: collections });
    await expect(visitor((client) => client.siteContent.nftCollections({ siteId }))).resolves.toEqual({
      items: [],
    });
    const unknown = await failure(
      visitor((client) => client.siteContent.nftCollections({ siteId: 2_000_000_000 })),
    );
    expect(apiErrorStatus(unknown)).toBe(404);
    expect(apiErrorMessage(unknown)).toBe('Site not found');
  });

  it('answers how the site looks (name, language, theme, footer) and nothing else of its config', async () => {
    const look = {
      locale: 'es',
      theme: 'custom',
      customThemeLight: { colorPrimary: '#123456' },
      customThemeDark: { colorPrimary: '#abcdef' },
    };
    const config = JSON.stringify({
      name: 'Styled',
      currency: 'EUR',
      ...look,
      page: { title: 'Home' },
      fees: {
        marketplaceFees: [],
        swapFee: { recipient: '0x5FbDB2315678afecb367f032d93F642f64180aa3', amountPercentage: 1 },
      },
    });
    const styled = await seller.call((client) => client.widget.upsert({ config, kit: 'Full' }));
    const footer = { showPoweredBy: true, signature: null };
    await expect(visitor((client) => client.siteContent.look({ siteId: styled.id }))).resolves.toEqual({
      name: 'Styled',
      ...look,
      ...footer,
    });
    await expect(visitor((client) => client.siteContent.look({ siteId }))).resolves.toEqual({
      name: 'Main site',
      ...footer,
    });
    const unknown = await failure(visitor((client) => client.siteContent.look({ siteId: 2_000_000_000 })));
    expect(apiErrorStatus(unknown)).toBe(404);
    expect(apiErrorMessage(unknown)).toBe('Site not found');
  });

  it('answers 404 Site not found for an unknown site, and 400 naming a bad id', async () => {
    const unknown = await failure(
      visitor((client) => client.siteContent.leaderboard({ siteId: 2_000_000_000, id: 1 })),
    );
    expect(apiErrorStatus(unknown)).toBe(404);
    expect(apiErrorMessage(unknown)).toBe('Site not found');
    const response = await seller.browser.request(`/api/sites/main/public/products/not-a-uuid`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      data: { fields: { siteId: 'Must be a widget id', id: 'Must be a valid id' } },
    });
    const bad = await failure(visitor((client) => client.siteContent.storeProducts({ siteId, limit: 51 })));
    expect(apiFieldErrors(bad)).toEqual({ limit: 'Must be at most 50' });
  });
});

describe('site content: commerce', () => {
  let mug: Awaited<ReturnType<typeof product>>;
  let hat: Awaited<ReturnType<typeof product>>;
  let draft: Awaited<ReturnType<typeof product>>;

  beforeAll(async () => {
    mug = await product(seller, 'Mug', { price: '7.25' });
    hat = await product(seller, 'Hat', { price: '12.5' });
    draft = await product(seller, 'Draft', { active: false });
    await product(other, 'Their mug');
    await seller.call((client) =>
      client.products.setImages({ id: mug.id, images: ['https://example.com/mug-2.png'] }),
    );
  });

  it("lists the owner's active products as the store, newest first, searched and paged", async () => {
    const store = await visitor((client) => client.siteContent.storeProducts({ siteId }));
    expect(store.items.map((item) => item.name)).toEqual(['Hat', 'Mug']);
    expect(store).toMatchObject({ totalItems: 2, currentPage: 0, pageSize: 12 });
    expect(store.items[1]).toEqual({
      id: mug.id,
      name: 'Mug',
      description: 'About Mug',
      price: '7.25',
      imageUrl: 'https://example.com/Mug.png',
      digital: false,
    });
    expect(JSON.stringify(store)).not.toContain('secret');
    const search = await visitor((client) => client.siteContent.storeProducts({ siteId, q: 'MU', limit: 1 }));
    expect(search.items.map((item) => item.name)).toEqual(['Mug']);
    const second = await visitor((client) => client.siteContent.storeProducts({ siteId, page: 1, limit: 1 }));
    expect(second.items.map((item) => item.name)).toEqual(['Mug']);
  });

  it('answers one active product with its images, and 404 for a draft or a product of another owner', async () => {
    await expect(
      visitor((client) => client.siteContent.product({ siteId, id: mug.id })),
    ).resolves.toMatchObject({
      name: 'Mug',
      price: '7.25',
      images: ['https://example.com/mug-2.png'],
      category: null,
    });
    for (const id of [draft.id, UNKNOWN_ID]) {
      const error = await failure(visitor((client) => client.siteContent.product({ siteId, id })));
      expect(apiErrorStatus(error)).toBe(404);
    }
    const crossSite = await failure(
      visitor((client) => client.siteContent.product({ siteId: otherSiteId, id: mug.id })),
    );
    expect(apiErrorStatus(crossSite)).toBe(404);
  });

  it('answers a collection with a page of its active products in order', async () => {
    const collection = await seller.call((client) =>
      client.productCollections.create({
        name: 'Summer',
        items: [{ productId: mug.id }, { productId: draft.id }, { productId: hat.id }],
      }),
    );
    const read = await visitor((client) => client.siteContent.collection({ siteId, id: collection.id }));
    expect(read.name).toBe('Summer');
    expect(read.products.items.map((item) => item.name)).toEqual(['Mug', 'Hat']);
    expect(read.products.totalItems).toBe(2);
    const page = await visitor((client) =>
      client.siteContent.collection({ siteId, id: collection.id, page: 1, limit: 1 }),
    );
    expect(page.products.items.map((item) => item.name)).toEqual(['Hat']);
    const error = await failure(
      visitor((client) => client.siteContent.collection({ siteId: otherSiteId, id: collection.id })),
    );
    expect(apiErrorStatus(error)).toBe(404);
  });
});

describe("what a site's pages read, limited per client address", () => {
  it('counts the sections, profiles and rates together, then answers 429 with the wait', async () => {
    const limited = await startTestServer({ SITE_READS_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const someone = anonymous(limited);
      // Three different reads share one count (each answers what it would: 404 for no such site).
      const reads = [
        () => someone((client) => client.siteContent.look({ siteId: 1 })),
        () => someone((client) => client.siteContent.storeProducts({ siteId: 1 })),
        () => someone((client) => client.user.byUsername({ username: 'nobody_here' })),
      ];
      for (const read of reads) expect(apiErrorStatus(await failure(read()))).toBe(404);
      for (const read of [
        () => someone((client) => client.siteContent.tradeSettings({ siteId: 1 })),
        () => someone((client) => client.user.usernameExists({ username: 'nobody_here' })),
        () => someone((client) => client.exchangeRates.get({ currency: 'EUR' })),
      ]) {
        const refused = await failure(read());
        expect(apiErrorStatus(refused)).toBe(429);
        expect(apiErrorMessage(refused)).toMatch(
          /^Too many page reads from this address: try again in \d+ s$/,
        );
      }
    } finally {
      await limited.close();
    }
  });
});
