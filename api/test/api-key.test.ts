import { API_READ_PRICE_USD } from '@suite/shared';
import { apiErrorMessage, apiErrorStatus } from '@suite/shared/client';
import { OUT_OF_CREDITS_MESSAGE } from '../src/domain/api-key-usage';
import { grantCredits } from '../src/domain/credits-ledger';
import { signedInUser } from './support/commerce';
import { TestBrowser } from './support/browser';
import { failure, newWallet, signIn } from './support/accounts';
import { startTestServer, type TestServer } from './support/server';

const LIMIT = 3;
let server: TestServer;
const db = () => server.testDatabase.database.db;

beforeAll(async () => {
  server = await startTestServer({ API_KEY_FREE_MONTHLY_REQUESTS: String(LIMIT) });
});

afterAll(async () => {
  await server?.close();
});

async function signedInBrowser(): Promise<TestBrowser> {
  const browser = new TestBrowser(server.url);
  await signIn(browser, newWallet());
  return browser;
}

const widgetConfig = JSON.stringify({ name: 'Embedded', currency: 'USD', page: { title: 'Home' } });

describe('API key', () => {
  it('answers 404 with the seed message until a key is created, then the key and its month', async () => {
    const browser = await signedInBrowser();
    const missing = await failure(browser.call((client) => client.apiKey.byAccount()));
    expect(apiErrorStatus(missing)).toBe(404);
    expect(apiErrorMessage(missing)).toBe('API Key not found. Please create one.');

    const created = await browser.call((client) => client.apiKey.create());
    expect(created).toEqual({ uuid: expect.any(String), monthlyCount: 0, monthlyLimit: LIMIT });
    expect(await browser.call((client) => client.apiKey.byAccount())).toEqual(created);

    const again = await failure(browser.call((client) => client.apiKey.create()));
    expect(apiErrorStatus(again)).toBe(409);
  });

  it('rotates the key: the old value stops working, the month count is kept', async () => {
    const browser = await signedInBrowser();
    const rotateMissing = await failure(browser.call((client) => client.apiKey.rotate()));
    expect(apiErrorStatus(rotateMissing)).toBe(404);

    const created = await browser.call((client) => client.apiKey.create());
    const widget = await browser.call((client) =>
      client.widget.upsert({ config: widgetConfig, kit: 'Full' }),
    );
    await browser.call((client) => client.widget.public({ id: widget.id, apiKey: created.uuid }));

    const rotated = await browser.call((client) => client.apiKey.rotate());
    expect(rotated.uuid).not.toBe(created.uuid);
    expect(rotated.monthlyCount).toBe(1);

    const old = await failure(
      new TestBrowser(server.url).call((client) =>
        client.widget.public({ id: widget.id, apiKey: created.uuid }),
      ),
    );
    expect(apiErrorStatus(old)).toBe(401);
  });

  it('answers 401 without a session', async () => {
    const anonymous = new TestBrowser(server.url);
    for (const call of [
      () => anonymous.call((client) => client.apiKey.byAccount()),
      () => anonymous.call((client) => client.apiKey.create()),
      () => anonymous.call((client) => client.apiKey.rotate()),
    ]) {
      expect(apiErrorStatus(await failure(call()))).toBe(401);
    }
  });
});

describe('public widget read', () => {
  it('serves the public config with the owner key, counts each read, and charges credits beyond the free tier', async () => {
    const { browser: owner, userId } = await signedInUser(server);
    const { uuid } = await owner.call((client) => client.apiKey.create());
    const widget = await owner.call((client) => client.widget.upsert({ config: widgetConfig, kit: 'NFT' }));
    const visitor = new TestBrowser(server.url);

    const read = await visitor.call((client) => client.widget.public({ id: widget.id, apiKey: uuid }));
    expect(read).toEqual({
      id: widget.id,
      kit: 'NFT',
      configParsed: widget.configParsed,
      updatedAt: widget.updatedAt,
      showPoweredBy: true,
      signature: null,
    });
    // The embed code's plain GET works too.
    const raw = await visitor.request(`/api/widget/public/${widget.id}?apiKey=${uuid}`);
    expect(raw.status).toBe(200);
    expect(await owner.call((client) => client.apiKey.byAccount())).toMatchObject({ monthlyCount: 2 });

    await visitor.call((client) => client.widget.public({ id: widget.id, apiKey: uuid }));
    // The free reads are used and the owner has no credits: the read is refused, and not counted.
    const refused = await failure(
      visitor.call((client) => client.widget.public({ id: widget.id, apiKey: uuid })),
    );
    expect(apiErrorStatus(refused)).toBe(402);
    expect(apiErrorMessage(refused)).toBe(OUT_OF_CREDITS_MESSAGE);
    expect(await owner.call((client) => client.apiKey.byAccount())).toMatchObject({ monthlyCount: LIMIT });
    expect(await owner.call((client) => client.credits.history({}))).toMatchObject({ totalItems: 0 });

    // With credits, each read beyond the tier costs API_READ_PRICE_USD, on one line for the month.
    await grantCredits(db(), userId, '0.00025', 'test');
    for (let i = 0; i < 2; i += 1) {
      await visitor.call((client) => client.widget.public({ id: widget.id, apiKey: uuid }));
    }
    expect(await owner.call((client) => client.credits.account())).toMatchObject({
      creditsAvailable: '0.00005',
      creditsUsed: '0.0002',
    });
    const month = new Date().toISOString().slice(0, 7);
    const { items } = await owner.call((client) => client.credits.history({}));
    expect(
      items.map(({ kind, amount, description, params }) => ({ kind, amount, description, params })),
    ).toEqual([
      {
        kind: 'api',
        amount: `-${Number(API_READ_PRICE_USD) * 2}`,
        description: `API reads beyond the free tier in ${month}`,
        params: { month },
      },
      { kind: 'grant', amount: '0.00025', description: 'test', params: null },
    ]);
    // Less than one read's price left: refused again, nothing taken.
    const broke = await failure(
      visitor.call((client) => client.widget.public({ id: widget.id, apiKey: uuid })),
    );
    expect(apiErrorStatus(broke)).toBe(402);
    expect(await owner.call((client) => client.credits.account())).toMatchObject({
      creditsAvailable: '0.00005',
    });
    expect(await owner.call((client) => client.apiKey.byAccount())).toMatchObject({
      monthlyCount: LIMIT + 2,
    });
  });

  it("answers 401 for an unknown key, 404 for a widget that is not the key owner's, 400 for a bad key", async () => {
    const owner = await signedInBrowser();
    const other = await signedInBrowser();
    const { uuid } = await owner.call((client) => client.apiKey.create());
    const othersWidget = await other.call((client) =>
      client.widget.upsert({ config: widgetConfig, kit: 'NFT' }),
    );
    const visitor = new TestBrowser(server.url);

    const unknown = await failure(
      visitor.call((client) =>
        client.widget.public({ id: othersWidget.id, apiKey: '00000000-0000-4000-8000-000000000000' }),
      ),
    );
    expect(apiErrorStatus(unknown)).toBe(401);

    const foreign = await failure(
      visitor.call((client) => client.widget.public({ id: othersWidget.id, apiKey: uuid })),
    );
    expect(apiErrorStatus(foreign)).toBe(404);
    // Reads of widgets that are not the key's owner's cost the owner nothing.
    expect(await owner.call((client) => client.apiKey.byAccount())).toMatchObject({ monthlyCount: 0 });

    const malformed = await visitor.request(`/api/widget/public/${othersWidget.id}?apiKey=nope`);
    expect(malformed.status).toBe(400);
    const body: unknown = await malformed.json();
    expect(body).toMatchObject({ data: { fields: { apiKey: 'Must be an API key' } } });
  });
});
