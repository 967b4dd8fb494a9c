import { newWallet, signIn } from './support/accounts';
import { TestBrowser } from './support/browser';
import { startTestServer, type TestServer } from './support/server';
import { seedDemoData } from '../src/seed/seed-demo';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const seed = (address: string) =>
  seedDemoData({ database: server.testDatabase.database, config: server.config, address });

/** What the back office shows the signed-in wallet, as counts. */
async function backOffice(browser: TestBrowser) {
  return browser.call(async (client) => {
    const statuses = await Promise.all(
      (
        ['Pending', 'PaymentConfirmed', 'Finalized', 'Refunded', 'Cancelled', 'TransactionFailed'] as const
      ).map(async (status) => [status, (await client.orders.list({ status })).totalItems] as const),
    );
    return {
      categories: (await client.productCategories.list({})).totalItems,
      products: (await client.products.list({})).totalItems,
      activeProducts: (await client.products.list({ status: 'active' })).totalItems,
      digital: (await client.products.list({ limit: 100 })).items.filter((product) => product.digital).length,
      collections: (await client.productCollections.list({})).totalItems,
      checkouts: (await client.checkouts.list({})).totalItems,
      widgets: (await client.widget.list({})).items.map((widget) => widget.configParsed.name),
      orders: (await client.orders.count()).count,
      statuses: Object.fromEntries(statuses),
      notifications: (await client.notifications.list({})).totalItems,
      unread: (await client.notifications.unreadCount()).count,
      credits: (await client.credits.account()).creditsAvailable,
      networks: (await client.commerceSettings.networks()).chainIds,
      receiver: await client.commerceSettings.receiver(),
    };
  });
}

describe('demo data (pnpm --filter @suite/api seed)', () => {
  it('creates the user of a new wallet, who then signs in and sees a populated back office', async () => {
    const wallet = newWallet();
    const result = await seed(wallet.address);
    expect(result).toMatchObject({ seeded: true, createdUser: true });

    const browser = new TestBrowser(server.url);
    const account = await signIn(browser, wallet);
    expect(account.user.id).toBe(result.userId);
    const seen = await backOffice(browser);
    expect(seen).toEqual({
      categories: 3,
      products: 12,
      activeProducts: 9,
      digital: 3,
      collections: 2,
      checkouts: 2,
      widgets: ['Demo store'],
      orders: 8,
      statuses: {
        Pending: 2,
        PaymentConfirmed: 1,
        Finalized: 2,
        Refunded: 1,
        Cancelled: 1,
        TransactionFailed: 1,
      },
      // Each order event notifies the seller: a paid order's 'created' and 'confirmed', the failed
      // order's 'failed' (it was never paid), and one per finalize, refund and cancel.
      notifications: 13,
      unread: 3,
      credits: '250',
      // Polygon and Base are left out where the server cannot read them (no RPC for them in tests).
      networks: [31337],
      receiver: { receiverAddress: wallet.address.toLowerCase(), notificationEmail: 'shop@demo.example.com' },
    });

    // Every product shows pictures the suite serves itself (no outside host): the seller's uploaded
    // images, addressed on the app's origin, which passes /api to this server.
    const { items: products } = await browser.call((client) => client.products.list({ limit: 100 }));
    const hoodie = products.find((product) => product.name === 'Genesis Hoodie');
    expect(hoodie?.images).toHaveLength(2);
    expect(hoodie?.imageUrl).toBe(hoodie?.images[0]);
    const pictures = products.flatMap((product) => product.images);
    expect(pictures).toHaveLength(14);
    const library = await browser.call((client) => client.images.list({ limit: 100 }));
    expect(library.totalItems).toBe(14);
    for (const picture of pictures) {
      const url = new URL(picture);
      expect(url.origin).toBe(new URL(server.config.publicAppUrl).origin);
      expect(url.pathname).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.webp$/);
      const served = await fetch(new URL(url.pathname, server.url));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    }

    // The seller's public profile: a username made from the wallet, the store with two of the pictures.
    const username = `demo_${wallet.address.slice(2, 8).toLowerCase()}`;
    const publicProfile = await new TestBrowser(server.url).call((client) =>
      client.user.byUsername({ username }),
    );
    expect(publicProfile).toMatchObject({
      username,
      bio: 'Merch and courses for people who build on chain.',
      storeProfile: {
        title: 'Demo store',
        name: 'Genesis Goods',
        storeAccount: wallet.address.toLowerCase(),
        profileImageURL: products.find((product) => product.name === 'Block Explorer Mug')?.images[0],
        backgroundImageURL: products.find((product) => product.name === 'Wallpaper Pack')?.images[0],
      },
    });

    // Amounts come from the product prices: the bundle is 59.90 + 19.99 + 2 × 12.75.
    const confirmed = await browser.call((client) => client.orders.list({ status: 'PaymentConfirmed' }));
    expect(confirmed.items[0]?.amount).toBe('105.39');
    expect(confirmed.items[0]?.items).toHaveLength(3);
    const revenue = await browser.call((client) => client.orders.totalRevenue());
    // Confirmed and finalized: 105.39 + (3 × 14.25 + 6.5) + 4.99.
    expect(revenue.totalRevenue).toBe('159.63');

    // The demo widget has a leaderboard with entries, which its ranking section shows (and the
    // ranking picker offers).
    const [demoWidget] = (await browser.call((client) => client.widget.list({}))).items;
    if (!demoWidget) throw new Error('No demo widget');
    const boards = await browser.call((client) => client.leaderboards.list({ siteId: demoWidget.id }));
    expect(boards.data.map((board) => board.title)).toEqual(['Top buyers']);
    const [board] = boards.data;
    const full = await browser.call((client) => client.widget.byOwner({ id: demoWidget.id }));
    const ranking = full.configParsed.page.sections.find((section) => section.type === 'ranking');
    expect(ranking?.data).toEqual({ title: 'Top buyers of the season', rankingId: board?.id });
    const top = await browser.call((client) =>
      client.leaderboards.publicEntries({ siteId: demoWidget.id, id: board?.id ?? 0, pageSize: 4 }),
    );
    expect(top.total).toBe(12);
    expect(top.data.map((entry) => [entry.rank, entry.score])).toEqual([
      [1, 1280],
      [2, 945.5],
      [2, 945.5],
      [4, 720],
    ]);

    // A second run changes nothing.
    const again = await seed(wallet.address);
    expect(again).toMatchObject({ seeded: false, userId: result.userId });
    expect(await backOffice(browser)).toEqual(seen);
  });

  it('fills the back office of a wallet that already signed in', async () => {
    const wallet = newWallet();
    const browser = new TestBrowser(server.url);
    const account = await signIn(browser, wallet);
    // A category of a demo name made before: reused, since names are unique per owner.
    await browser.call((client) => client.productCategories.create({ name: 'apparel' }));
    // A profile made before is the user's own: the seed leaves it alone.
    await browser.call((client) =>
      client.user.upsert({ username: `own_${Date.now().toString(36)}`, title: 'Mine' }),
    );
    expect(await seed(wallet.address)).toMatchObject({
      seeded: true,
      createdUser: false,
      userId: account.user.id,
    });
    const seen = await backOffice(browser);
    expect(seen).toMatchObject({ categories: 3, products: 12, orders: 8, checkouts: 2 });
    const profile = await browser.call((client) => client.user.profile());
    expect(profile.username).toMatch(/^own_/);
    expect(profile.storeProfile).toMatchObject({ title: 'Mine', profileImageURL: null });
  });

  it('refuses an address that is not one', async () => {
    await expect(seed('0x1234')).rejects.toThrow();
  });
});
