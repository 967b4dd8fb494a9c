import { apiErrorMessage, apiErrorStatus } from '@suite/shared/client';
import { eq, sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../src/db';
import { creditAccounts, creditTransactions, featureSubscriptions } from '../src/db/schema';
import { grantCredits } from '../src/domain/credits-ledger';
import { failure } from './support/accounts';
import { databaseBefore } from './support/database';
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

const NOT_ENOUGH = 'Not enough credits: 100 USD are needed to unlock this feature';

describe('credits account', () => {
  it('is created with plan free and no credits on first read', async () => {
    const { browser, userId } = await signedInUser(server);
    expect(await db().select().from(creditAccounts).where(eq(creditAccounts.ownerId, userId))).toEqual([]);
    expect(await browser.call((client) => client.credits.account())).toEqual({
      creditsAvailable: '0',
      creditsUsed: '0',
      plan: 'free',
    });
    expect(await db().select().from(creditAccounts).where(eq(creditAccounts.ownerId, userId))).toHaveLength(
      1,
    );
  });

  it('creates the free plan explicitly, idempotently, and shows granted credits exactly', async () => {
    const { browser, userId } = await signedInUser(server);
    expect(await browser.call((client) => client.credits.createPlan({ plan: 'free' }))).toEqual({
      creditsAvailable: '0',
      creditsUsed: '0',
      plan: 'free',
    });
    await grantCredits(db(), userId, '0.1', 'gift');
    await grantCredits(db(), userId, '0.2', 'gift');
    expect(await browser.call((client) => client.credits.createPlan({ plan: 'free' }))).toMatchObject({
      creditsAvailable: '0.3',
    });
    const ledger = await db().select().from(creditTransactions).where(eq(creditTransactions.ownerId, userId));
    expect(ledger.map((row) => [row.amount, row.reason])).toEqual([
      ['0.100000', 'gift'],
      ['0.200000', 'gift'],
    ]);
  });

  it('refuses an unknown plan with 400', async () => {
    const { browser } = await signedInUser(server);
    // Raw request: the typed client would not let the test send an unknown plan.
    const response = await browser.request('/api/credits/plan', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ plan: 'gold' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ data: { fields: { plan: "Must be 'free'" } } });
  });

  it('answers 401 without a session', async () => {
    const browser = anonymous(server);
    expect(apiErrorStatus(await failure(browser.call((client) => client.credits.account())))).toBe(401);
    expect(
      apiErrorStatus(await failure(browser.call((client) => client.credits.createPlan({ plan: 'free' })))),
    ).toBe(401);
  });
});

describe('premium features', () => {
  it('is inactive until unlocked; unlock charges 100 for a month, disable turns it off', async () => {
    const { browser, userId } = await signedInUser(server);
    await grantCredits(db(), userId, '150.25', 'test');
    expect(await browser.call((client) => client.credits.feature({ feature: 'powered-by' }))).toEqual({
      feature: 'powered-by',
      active: false,
      activeUntil: null,
    });

    const before = Date.now();
    const unlocked = await browser.call((client) => client.credits.unlockFeature({ feature: 'powered-by' }));
    expect(unlocked.active).toBe(true);
    const until = new Date(unlocked.activeUntil ?? 0).getTime();
    expect(until - before).toBeGreaterThan(27 * 24 * 3600_000);
    expect(until - before).toBeLessThan(32 * 24 * 3600_000);
    expect(await browser.call((client) => client.credits.account())).toEqual({
      creditsAvailable: '50.25',
      creditsUsed: '100',
      plan: 'free',
    });
    expect(await browser.call((client) => client.credits.feature({ feature: 'powered-by' }))).toEqual(
      unlocked,
    );
    // Each feature is its own subscription.
    expect(
      (await browser.call((client) => client.credits.feature({ feature: 'custom-domain' }))).active,
    ).toBe(false);

    const disabled = await browser.call((client) => client.credits.disableFeature({ feature: 'powered-by' }));
    expect(disabled).toEqual({ ...unlocked, active: false });

    // Turned back on inside the paid month: no second charge.
    const again = await browser.call((client) => client.credits.unlockFeature({ feature: 'powered-by' }));
    expect(again).toEqual(unlocked);
    expect((await browser.call((client) => client.credits.account())).creditsAvailable).toBe('50.25');
    // One line for the month paid, with what a page words it from; the test's grant has no words but its own.
    const history = await browser.call((client) => client.credits.history({}));
    expect(
      history.items.map(({ kind, amount, description, params }) => ({ kind, amount, description, params })),
    ).toEqual([
      {
        kind: 'feature',
        amount: '-100',
        description: `Unlock powered-by until ${unlocked.activeUntil}`,
        params: { feature: 'powered-by', until: unlocked.activeUntil },
      },
      { kind: 'grant', amount: '150.25', description: 'test', params: null },
    ]);
  });

  it('sells a custom domain like the other features: charges 100 for a month, active', async () => {
    const { browser, userId } = await signedInUser(server);
    await grantCredits(db(), userId, '150', 'test');
    const before = Date.now();
    const unlocked = await browser.call((client) =>
      client.credits.unlockFeature({ feature: 'custom-domain' }),
    );
    expect(unlocked).toMatchObject({ feature: 'custom-domain', active: true });
    const until = new Date(unlocked.activeUntil ?? 0).getTime();
    expect(until - before).toBeGreaterThan(27 * 24 * 3600_000);
    expect(until - before).toBeLessThan(32 * 24 * 3600_000);
    expect(await browser.call((client) => client.credits.account())).toEqual({
      creditsAvailable: '50',
      creditsUsed: '100',
      plan: 'free',
    });
    expect(await browser.call((client) => client.credits.feature({ feature: 'custom-domain' }))).toEqual(
      unlocked,
    );
    expect(
      await db().select().from(featureSubscriptions).where(eq(featureSubscriptions.ownerId, userId)),
    ).toMatchObject([{ feature: 'custom-domain', enabled: true }]);
  });

  it('refuses to unlock an already active feature with 409, charging nothing', async () => {
    const { browser, userId } = await signedInUser(server);
    await grantCredits(db(), userId, '300', 'test');
    await browser.call((client) => client.credits.unlockFeature({ feature: 'widget-signature' }));
    const error = await failure(
      browser.call((client) => client.credits.unlockFeature({ feature: 'widget-signature' })),
    );
    expect(apiErrorStatus(error)).toBe(409);
    expect(apiErrorMessage(error)).toBe('This feature is already active');
    expect((await browser.call((client) => client.credits.account())).creditsAvailable).toBe('200');
  });

  it('charges again once the paid month is over', async () => {
    const { browser, userId } = await signedInUser(server);
    await grantCredits(db(), userId, '200', 'test');
    await browser.call((client) => client.credits.unlockFeature({ feature: 'widget-signature' }));
    await db()
      .update(featureSubscriptions)
      .set({ activeUntil: new Date(Date.now() - 1000) })
      .where(eq(featureSubscriptions.ownerId, userId));
    expect(
      (await browser.call((client) => client.credits.feature({ feature: 'widget-signature' }))).active,
    ).toBe(false);
    await browser.call((client) => client.credits.unlockFeature({ feature: 'widget-signature' }));
    expect(await browser.call((client) => client.credits.account())).toMatchObject({
      creditsAvailable: '0',
      creditsUsed: '200',
    });
  });

  it('refuses to unlock below 100 available with the 409 message, writing nothing', async () => {
    const { browser, userId } = await signedInUser(server);
    await grantCredits(db(), userId, '99.999999', 'test');
    const error = await failure(
      browser.call((client) => client.credits.unlockFeature({ feature: 'powered-by' })),
    );
    expect(apiErrorStatus(error)).toBe(409);
    expect(apiErrorMessage(error)).toBe(NOT_ENOUGH);
    expect(await browser.call((client) => client.credits.account())).toMatchObject({
      creditsAvailable: '99.999999',
      creditsUsed: '0',
    });
    expect(
      await db().select().from(featureSubscriptions).where(eq(featureSubscriptions.ownerId, userId)),
    ).toEqual([]);
    expect(
      await db().select().from(creditTransactions).where(eq(creditTransactions.ownerId, userId)),
    ).toHaveLength(1);
  });

  it('lets only one of two concurrent unlocks spend the last 100', async () => {
    const { browser, userId } = await signedInUser(server);
    await grantCredits(db(), userId, '150', 'test');
    // Two different features, so only the balance can stop the second one.
    const results = await browser.call((client) =>
      Promise.allSettled([
        client.credits.unlockFeature({ feature: 'powered-by' }),
        client.credits.unlockFeature({ feature: 'widget-signature' }),
      ]),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((result) => result.status === 'rejected');
    expect(apiErrorMessage(rejected?.reason)).toBe(NOT_ENOUGH);
    expect(await browser.call((client) => client.credits.account())).toMatchObject({
      creditsAvailable: '50',
      creditsUsed: '100',
    });
  });

  it('charges once when the same feature is unlocked twice at the same time', async () => {
    const { browser, userId } = await signedInUser(server);
    await grantCredits(db(), userId, '500', 'test');
    const results = await browser.call((client) =>
      Promise.allSettled([
        client.credits.unlockFeature({ feature: 'powered-by' }),
        client.credits.unlockFeature({ feature: 'powered-by' }),
      ]),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect((await browser.call((client) => client.credits.account())).creditsAvailable).toBe('400');
  });

  it('refuses an unknown feature with 400 and answers 401 without a session', async () => {
    const { browser } = await signedInUser(server);
    const response = await browser.request('/api/features/free-lunch');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      data: { fields: { feature: expect.stringContaining('powered-by') } },
    });

    // One call at a time: a TestBrowser swaps the global fetch while its call runs.
    const anon = anonymous(server);
    const input = { feature: 'powered-by' } as const;
    expect(apiErrorStatus(await failure(anon.call((client) => client.credits.feature(input))))).toBe(401);
    expect(apiErrorStatus(await failure(anon.call((client) => client.credits.unlockFeature(input))))).toBe(
      401,
    );
    expect(apiErrorStatus(await failure(anon.call((client) => client.credits.disableFeature(input))))).toBe(
      401,
    );
  });

  it('keeps users apart: another user’s unlock changes nothing of mine', async () => {
    const alice = await signedInUser(server);
    const bob = await signedInUser(server);
    const granted = await grantCredits(db(), alice.userId, '100', 'test');
    expect(granted.creditsAvailable).toBe('100');
    await alice.browser.call((client) => client.credits.unlockFeature({ feature: 'powered-by' }));
    expect(
      (await bob.browser.call((client) => client.credits.feature({ feature: 'powered-by' }))).active,
    ).toBe(false);
    await bob.browser.call((client) => client.credits.disableFeature({ feature: 'powered-by' }));
    expect(
      (await alice.browser.call((client) => client.credits.feature({ feature: 'powered-by' }))).active,
    ).toBe(true);
  });
});

describe('top-ups', () => {
  it('limits the top-ups one user opens per minute: 429 with the wait, other users unaffected', async () => {
    const limited = await startTestServer({ TOP_UPS_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const alice = await signedInUser(limited);
      const bob = await signedInUser(limited);
      // A top-up on a network credits are not sold on answers why, and counts.
      const topUp = (user: typeof alice) =>
        failure(
          user.browser.call((client) =>
            client.credits.topUp({
              chainId: 1,
              tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
              amount: 5,
            }),
          ),
        );
      for (let i = 0; i < 2; i += 1) expect(apiErrorStatus(await topUp(alice))).toBe(400);
      const refused = await topUp(alice);
      expect(apiErrorStatus(refused)).toBe(429);
      expect(apiErrorMessage(refused)).toMatch(/^Too many top-ups: try again in \d+ s$/);
      expect(apiErrorStatus(await topUp(bob))).toBe(400);
    } finally {
      await limited.close();
    }
  });

  it('gives the lines written before their parameters, read back from their English (migration 0022)', async () => {
    const { bare, owner } = await databaseBefore('0022_credit_entry_params');
    try {
      const orderId = '7f0b2c9e-5d1a-4c3b-9e8f-0a1b2c3d4e5f';
      const lines: [string, string, string | null][] = [
        ['top-up', 'Credits bought: 25.5 USD paid on Local chain', null],
        ['top-up', 'Credits bought: 10 USD paid on BNB Smart Chain', null],
        ['top-up', 'Credits bought: 1 USD paid on chain 12345', null],
        ['order', `Order ${orderId}`, null],
        ['feature', 'Unlock widget-signature until 2026-12-27T10:00:00.000Z', null],
        ['api', 'API reads beyond the free tier in 2026-11', '2026-11'],
        ['grant', 'Demo credits', null],
        ['grant', 'Web Summit airdrop', null],
        ['grant', 'test', null],
      ];
      for (const [kind, reason, period] of lines) {
        await bare.query(
          sql`insert into credit_transactions (owner_id, kind, amount, reason, period)
              values (${owner}, ${kind}, '1', ${reason}, ${period})`,
        );
      }

      await bare.migrate(MIGRATIONS_FOLDER);
      const rows = await bare.query(sql`select reason, params from credit_transactions`);
      const paramsOf = (reason: string) => rows.find((row) => row.reason === reason)?.params;
      expect(lines.map(([, reason]) => paramsOf(reason))).toEqual([
        { chainId: 31337 },
        { chainId: 56 },
        { chainId: 12345 },
        { orderId },
        { feature: 'widget-signature', until: '2026-12-27T10:00:00.000Z' },
        { month: '2026-11' },
        { grant: 'demo' },
        { grant: 'webSummit' },
        null,
      ]);
    } finally {
      await bare.dispose();
    }
  });
});
