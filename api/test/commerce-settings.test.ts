import { apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { eq } from 'drizzle-orm';
import { checkoutNetworks, checkoutSettings } from '../src/db/schema';
import { failure, newWallet } from './support/accounts';
import { anonymous, signedInUser } from './support/commerce';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
const db = () => server.testDatabase.database.db;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('receiver settings', () => {
  it('reads nulls when unset, saves the save-side names and reads back the read-side names', async () => {
    const { browser } = await signedInUser(server);
    expect(await browser.call((client) => client.commerceSettings.receiver())).toEqual({
      receiverAddress: null,
      notificationEmail: null,
    });
    const wallet = newWallet().address;
    await browser.call((client) =>
      client.commerceSettings.saveReceiver({ receiverAccount: wallet, receiverEmail: 'shop@example.com' }),
    );
    const saved = await browser.call((client) => client.commerceSettings.receiver());
    expect(saved).toEqual({ receiverAddress: wallet.toLowerCase(), notificationEmail: 'shop@example.com' });

    // Saving again replaces the values.
    await browser.call((client) =>
      client.commerceSettings.saveReceiver({ receiverAccount: wallet, receiverEmail: 'other@example.com' }),
    );
    expect((await browser.call((client) => client.commerceSettings.receiver())).notificationEmail).toBe(
      'other@example.com',
    );
  });

  it('refuses a bad address and a bad e-mail with 400 naming both fields, writing nothing', async () => {
    const { browser, userId } = await signedInUser(server);
    const error = await failure(
      browser.call((client) =>
        client.commerceSettings.saveReceiver({ receiverAccount: '0x1234', receiverEmail: 'not-an-email' }),
      ),
    );
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiFieldErrors(error)).toEqual({
      receiverAccount: expect.stringContaining('valid address'),
      receiverEmail: 'Must be a valid e-mail',
    });
    expect(await db().select().from(checkoutSettings).where(eq(checkoutSettings.ownerId, userId))).toEqual(
      [],
    );
  });

  it('keeps each user apart', async () => {
    const alice = await signedInUser(server);
    const bob = await signedInUser(server);
    await alice.browser.call((client) =>
      client.commerceSettings.saveReceiver({
        receiverAccount: newWallet().address,
        receiverEmail: 'a@example.com',
      }),
    );
    expect(
      (await bob.browser.call((client) => client.commerceSettings.receiver())).notificationEmail,
    ).toBeNull();
  });

  it('answers 401 without a session', async () => {
    const browser = anonymous(server);
    expect(apiErrorStatus(await failure(browser.call((client) => client.commerceSettings.receiver())))).toBe(
      401,
    );
    const error = await failure(
      browser.call((client) =>
        client.commerceSettings.saveReceiver({
          receiverAccount: newWallet().address,
          receiverEmail: 'a@example.com',
        }),
      ),
    );
    expect(apiErrorStatus(error)).toBe(401);
  });
});

describe('webhook settings', () => {
  it('reads nulls when unset and saves a URL with the given secret', async () => {
    const { browser } = await signedInUser(server);
    expect(await browser.call((client) => client.commerceSettings.webhook())).toEqual({
      webhookUrl: null,
      webhookSecret: null,
    });
    const saved = await browser.call((client) =>
      client.commerceSettings.saveWebhook({
        webhookUrl: 'https://shop.example.com/hooks',
        webhookSecret: 'a-secret-of-sixteen+',
      }),
    );
    expect(saved).toEqual({
      webhookUrl: 'https://shop.example.com/hooks',
      webhookSecret: 'a-secret-of-sixteen+',
    });
    expect(await browser.call((client) => client.commerceSettings.webhook())).toEqual(saved);
  });

  it('generates a secret when it is blank or missing, a new one each time', async () => {
    const { browser } = await signedInUser(server);
    const blank = await browser.call((client) =>
      client.commerceSettings.saveWebhook({
        webhookUrl: 'https://shop.example.com/hooks',
        webhookSecret: '',
      }),
    );
    expect(blank.webhookSecret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const missing = await browser.call((client) =>
      client.commerceSettings.saveWebhook({ webhookUrl: 'https://shop.example.com/hooks' }),
    );
    expect(missing.webhookSecret).toMatch(/^whsec_/);
    expect(missing.webhookSecret).not.toBe(blank.webhookSecret);
  });

  it('refuses a non-URL and a short secret with 400, writing nothing', async () => {
    const { browser, userId } = await signedInUser(server);
    const error = await failure(
      browser.call((client) =>
        client.commerceSettings.saveWebhook({ webhookUrl: 'not a url', webhookSecret: 'short' }),
      ),
    );
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiFieldErrors(error)).toEqual({
      webhookUrl: 'Must be a URL (http or https)',
      webhookSecret: expect.stringContaining('at least 16'),
    });
    const ftp = await failure(
      browser.call((client) => client.commerceSettings.saveWebhook({ webhookUrl: 'ftp://example.com/x' })),
    );
    expect(apiFieldErrors(ftp)).toEqual({ webhookUrl: 'Must be a URL (http or https)' });
    expect(await db().select().from(checkoutSettings).where(eq(checkoutSettings.ownerId, userId))).toEqual(
      [],
    );
  });

  it('answers 401 without a session', async () => {
    const browser = anonymous(server);
    expect(apiErrorStatus(await failure(browser.call((client) => client.commerceSettings.webhook())))).toBe(
      401,
    );
    const error = await failure(
      browser.call((client) => client.commerceSettings.saveWebhook({ webhookUrl: 'https://example.com' })),
    );
    expect(apiErrorStatus(error)).toBe(401);
  });
});

describe('payment networks', () => {
  it('starts empty, replaces the set and reads it back sorted', async () => {
    const { browser } = await signedInUser(server);
    expect(await browser.call((client) => client.commerceSettings.networks())).toEqual({ chainIds: [] });
    const saved = await browser.call((client) =>
      client.commerceSettings.saveNetworks({ chainIds: [8453, 1, 31337] }),
    );
    expect(saved).toEqual({ chainIds: [1, 8453, 31337] });
    await browser.call((client) => client.commerceSettings.saveNetworks({ chainIds: [137] }));
    expect(await browser.call((client) => client.commerceSettings.networks())).toEqual({ chainIds: [137] });
    await browser.call((client) => client.commerceSettings.saveNetworks({ chainIds: [] }));
    expect(await browser.call((client) => client.commerceSettings.networks())).toEqual({ chainIds: [] });
  });

  it('refuses Goerli, Mumbai, chains without stablecoins and duplicates, keeping the previous set', async () => {
    const { browser, userId } = await signedInUser(server);
    await browser.call((client) => client.commerceSettings.saveNetworks({ chainIds: [10] }));

    const excluded = await failure(
      browser.call((client) => client.commerceSettings.saveNetworks({ chainIds: [1, 5, 80001] })),
    );
    expect(apiErrorStatus(excluded)).toBe(400);
    expect(apiFieldErrors(excluded)).toEqual({
      'chainIds.1': 'This network is not supported',
      'chainIds.2': 'This network is not supported',
    });
    const unknown = await failure(
      browser.call((client) => client.commerceSettings.saveNetworks({ chainIds: [250] })),
    );
    expect(apiFieldErrors(unknown)).toEqual({ 'chainIds.0': 'Payments are not available on this network' });
    const twice = await failure(
      browser.call((client) => client.commerceSettings.saveNetworks({ chainIds: [1, 1] })),
    );
    expect(apiFieldErrors(twice)).toEqual({ chainIds: 'Each network only once' });

    const rows = await db().select().from(checkoutNetworks).where(eq(checkoutNetworks.ownerId, userId));
    expect(rows.map((row) => row.chainId)).toEqual([10]);
  });

  it('keeps each user apart and answers 401 without a session', async () => {
    const alice = await signedInUser(server);
    const bob = await signedInUser(server);
    await alice.browser.call((client) => client.commerceSettings.saveNetworks({ chainIds: [1] }));
    expect(await bob.browser.call((client) => client.commerceSettings.networks())).toEqual({ chainIds: [] });

    const browser = anonymous(server);
    expect(apiErrorStatus(await failure(browser.call((client) => client.commerceSettings.networks())))).toBe(
      401,
    );
    const error = await failure(
      browser.call((client) => client.commerceSettings.saveNetworks({ chainIds: [1] })),
    );
    expect(apiErrorStatus(error)).toBe(401);
  });
});
