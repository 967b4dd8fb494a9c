import { apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { WebhookSettingsInputSchema } from '@suite/shared/schemas';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { checkoutNetworks, checkoutSettings } from '../src/db/schema';
import { failure, newWallet } from './support/accounts';
import { anonymous, signedInUser } from './support/commerce';
import { startTestServer, type TestServer } from './support/server';

/** The chains this file's server has an RPC for. */
const READ_CHAIN_IDS = [1, 10, 137, 8453, 31337];

let server: TestServer;
const db = () => server.testDatabase.database.db;

beforeAll(async () => {
  // Webhook hosts are not resolved here (tests have no DNS); the refusal of private addresses has a
  // server of its own below.
  server = await startTestServer({
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
    // A server that reads Ethereum, Optimism, Polygon and Base besides the local chain (never called
    // here): the networks a seller may enable are those it can check payments on.
    RPC_URLS: JSON.stringify(
      Object.fromEntries(READ_CHAIN_IDS.map((chainId) => [chainId, 'http://127.0.0.1:9'])),
    ),
  });
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

  it('stops deliveries when the URL is emptied: an empty value or null stores none', async () => {
    const { browser, userId } = await signedInUser(server);
    const secret = 'a-secret-of-sixteen+';
    await browser.call((client) =>
      client.commerceSettings.saveWebhook({
        webhookUrl: 'https://shop.example.com/hooks',
        webhookSecret: secret,
      }),
    );
    // The field emptied (spaces are nothing too), the secret left as it was.
    const emptied = await browser.call((client) =>
      client.commerceSettings.saveWebhook({ webhookUrl: '  ', webhookSecret: secret }),
    );
    expect(emptied).toEqual({ webhookUrl: null, webhookSecret: secret });
    expect(await browser.call((client) => client.commerceSettings.webhook())).toEqual(emptied);
    const [row] = await db().select().from(checkoutSettings).where(eq(checkoutSettings.ownerId, userId));
    expect(row?.webhookUrl).toBeNull();
    // Null says the same; a blank secret without a URL is no secret (nothing is signed), none generated.
    const none = await browser.call((client) =>
      client.commerceSettings.saveWebhook({ webhookUrl: null, webhookSecret: '' }),
    );
    expect(none).toEqual({ webhookUrl: null, webhookSecret: null });
    // A URL again: deliveries resume, with a secret generated for them.
    const again = await browser.call((client) =>
      client.commerceSettings.saveWebhook({
        webhookUrl: 'https://shop.example.com/hooks',
        webhookSecret: '',
      }),
    );
    expect(again.webhookSecret).toMatch(/^whsec_/);
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
    const long = await failure(
      browser.call((client) =>
        client.commerceSettings.saveWebhook({ webhookUrl: `https://hooks.example/${'a'.repeat(2048)}` }),
      ),
    );
    expect(apiFieldErrors(long)).toEqual({ webhookUrl: 'Must be at most 2048 characters' });
    expect(await db().select().from(checkoutSettings).where(eq(checkoutSettings.ownerId, userId))).toEqual(
      [],
    );
  });

  it('refuses a whsec_ secret the deliveries could not be signed with: 400 on webhookSecret, keeping the saved one', async () => {
    const { browser, userId } = await signedInUser(server);
    const saved = {
      webhookUrl: 'https://shop.example.com/hooks',
      webhookSecret: 'whsec_c2VjcmV0LXNlY3JldA==',
    };
    await browser.call((client) => client.commerceSettings.saveWebhook(saved));
    for (const webhookSecret of [
      'whsec_not-base64-at-all!',
      'whsec_aaaa=aaaaaaaaaaaa',
      'whsec_whsec_aaaaaaaaaa',
    ]) {
      const error = await failure(
        browser.call((client) =>
          client.commerceSettings.saveWebhook({
            webhookUrl: 'https://other.example.com/hooks',
            webhookSecret,
          }),
        ),
      );
      expect(apiErrorStatus(error)).toBe(400);
      expect(apiFieldErrors(error)).toEqual({
        webhookSecret: 'A secret starting with whsec_ must continue in base64 (letters, digits, + and /)',
      });
    }
    expect(await browser.call((client) => client.commerceSettings.webhook())).toEqual(saved);
    const [row] = await db().select().from(checkoutSettings).where(eq(checkoutSettings.ownerId, userId));
    expect(row).toMatchObject(saved);
  });

  it('takes exactly the whsec_ secrets the signer (standardwebhooks) takes', () => {
    const signs = (secret: string) => {
      try {
        new Webhook(secret).sign('msg_1', new Date(0), '{}');
        return true;
      } catch {
        return false;
      }
    };
    const secrets = [
      `whsec_${Buffer.alloc(24, 7).toString('base64')}`,
      'whsec_c2VjcmV0LXNlY3JldA==',
      'whsec_c2VjcmV0LXNlY3JldA',
      'whsec_aaaaaaaaaaaaaa==',
      'whsec_aaaaaaaaaaaaaaa=',
      'whsec_aaaa+aaaa/aaaaa',
      // A lone character after the groups of four is never read by the signer's decoder.
      'whsec_aaaaaaaaaaaa_',
      'whsec_aaaaaaaaaaaaaaaa!=',
      'whsec_not-base64-at-all!',
      'whsec_aaaaaaaaaaa_a',
      'whsec_aaaaaaaaaaaa===',
      'whsec_aaaa=aaaaaaaa',
      'whsec_whsec_aaaaaaaa',
      'whsec_aaaaaaaaaaaaaé',
      'whsec_aaaaaaaaa aaaa',
    ];
    const verdicts = secrets.map((webhookSecret) => [
      webhookSecret,
      WebhookSettingsInputSchema.safeParse({ webhookUrl: null, webhookSecret }).success,
    ]);
    expect(verdicts).toEqual(secrets.map((secret) => [secret, signs(secret)]));
    // Both kinds are among them.
    expect(new Set(verdicts.map(([, taken]) => taken))).toEqual(new Set([true, false]));
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

describe('webhook URLs the server would never call', () => {
  let strict: TestServer;
  beforeAll(async () => {
    // As in production: deliveries never go to private addresses, so saving one is refused too.
    strict = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'false' });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('are refused at save with the reason on webhookUrl, writing nothing', async () => {
    const { browser, userId } = await signedInUser(strict);
    for (const [webhookUrl, reason] of [
      ['http://127.0.0.1:8080/hooks', '127.0.0.1 is a loopback address, which webhooks are never sent to'],
      ['http://localhost:3000/hooks', 'localhost names this server itself, which webhooks are never sent to'],
      ['https://10.0.0.5/hooks', '10.0.0.5 is a private address, which webhooks are never sent to'],
      [
        'http://169.254.169.254/latest/meta-data',
        '169.254.169.254 is a link-local address, which webhooks are never sent to',
      ],
      ['https://192.0.2.1/hooks', '192.0.2.1 is a documentation address, which webhooks are never sent to'],
      [
        'https://100.64.1.1/hooks',
        '100.64.1.1 is a shared (carrier-grade NAT) address, which webhooks are never sent to',
      ],
      [
        'https://[fd00::1]/hooks',
        'fd00::1 is a private (unique local) address, which webhooks are never sent to',
      ],
      [
        'https://[::ffff:127.0.0.1]/hooks',
        '::ffff:7f00:1 is an IPv4-mapped address (of 127.0.0.1), which webhooks are never sent to',
      ],
      [
        'https://[64:ff9b::10.0.0.1]/hooks',
        '64:ff9b::a00:1 is a NAT64 address of 10.0.0.1, a private address, which webhooks are never sent to',
      ],
    ]) {
      const error = await failure(
        browser.call((client) => client.commerceSettings.saveWebhook({ webhookUrl: webhookUrl as string })),
      );
      expect(apiErrorStatus(error)).toBe(400);
      expect(apiFieldErrors(error)).toEqual({ webhookUrl: reason });
    }
    expect(
      await strict.testDatabase.database.db
        .select()
        .from(checkoutSettings)
        .where(eq(checkoutSettings.ownerId, userId)),
    ).toEqual([]);
    // A public address is saved (an IP: the test needs no DNS).
    const saved = await browser.call((client) =>
      client.commerceSettings.saveWebhook({ webhookUrl: 'https://93.184.215.14/hooks' }),
    );
    expect(saved.webhookUrl).toBe('https://93.184.215.14/hooks');
    // No URL names no address to refuse: emptying the field always stops deliveries.
    const emptied = await browser.call((client) => client.commerceSettings.saveWebhook({ webhookUrl: '' }));
    expect(emptied.webhookUrl).toBeNull();
  });

  it('are saved where the server allows private addresses (development and tests)', async () => {
    const { browser } = await signedInUser(server);
    const saved = await browser.call((client) =>
      client.commerceSettings.saveWebhook({ webhookUrl: 'http://127.0.0.1:8080/hooks' }),
    );
    expect(saved.webhookUrl).toBe('http://127.0.0.1:8080/hooks');
  });
});

describe('payment networks', () => {
  it('starts empty, replaces the set and reads it back sorted', async () => {
    const { browser } = await signedInUser(server);
    // Every chain the server reads has stablecoins and a payment proxy: all can take payments.
    const payableChainIds = READ_CHAIN_IDS;
    expect(await browser.call((client) => client.commerceSettings.networks())).toEqual({
      chainIds: [],
      payableChainIds,
    });
    const saved = await browser.call((client) =>
      client.commerceSettings.saveNetworks({ chainIds: [8453, 1, 31337] }),
    );
    expect(saved).toEqual({ chainIds: [1, 8453, 31337], payableChainIds });
    await browser.call((client) => client.commerceSettings.saveNetworks({ chainIds: [137] }));
    expect(await browser.call((client) => client.commerceSettings.networks())).toEqual({
      chainIds: [137],
      payableChainIds,
    });
    await browser.call((client) => client.commerceSettings.saveNetworks({ chainIds: [] }));
    expect(await browser.call((client) => client.commerceSettings.networks())).toEqual({
      chainIds: [],
      payableChainIds,
    });
  });

  it('refuses a network this server cannot check payments on, keeping the previous set', async () => {
    const { browser, userId } = await signedInUser(server);
    await browser.call((client) => client.commerceSettings.saveNetworks({ chainIds: [137] }));
    // Arbitrum One has stablecoins and the payment proxy, but no RPC here; Blast has no payment proxy.
    const error = await failure(
      browser.call((client) => client.commerceSettings.saveNetworks({ chainIds: [31337, 42161, 81457] })),
    );
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiFieldErrors(error)).toEqual({
      'chainIds.1': 'Payments on this network cannot be verified by this server',
      'chainIds.2': 'Payments on this network cannot be verified by this server',
    });
    const rows = await db().select().from(checkoutNetworks).where(eq(checkoutNetworks.ownerId, userId));
    expect(rows.map((row) => row.chainId)).toEqual([137]);
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
    expect(await bob.browser.call((client) => client.commerceSettings.networks())).toMatchObject({
      chainIds: [],
    });

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
