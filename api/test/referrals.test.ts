import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { REFERRAL_SELF_MESSAGE } from '@suite/shared/schemas';
import { referralSignups, referralVisits } from '../src/db/schema';
import { NO_REFERRAL_VISIT_MESSAGE } from '../src/procedures/referrals';
import { TestBrowser } from './support/browser';
import { failure, newWallet, signIn } from './support/accounts';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let owner: TestBrowser;
/** A visitor of the public page: no session. */
let visitor: TestBrowser;
let siteId: number;
let otherSiteId: number;

const widgetConfig = JSON.stringify({ name: 'Referred', currency: 'USD', page: { title: 'Home' } });

function visitorKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

beforeAll(async () => {
  server = await startTestServer();
  owner = new TestBrowser(server.url);
  visitor = new TestBrowser(server.url);
  await signIn(owner, newWallet());
  siteId = (await owner.call((client) => client.widget.upsert({ config: widgetConfig, kit: 'Full' }))).id;
  otherSiteId = (await owner.call((client) => client.widget.upsert({ config: widgetConfig, kit: 'Full' })))
    .id;
});

afterAll(async () => {
  await server?.close();
});

describe('referrals', () => {
  it('counts each visitor once per referrer and widget, without a session', async () => {
    const referrer = newWallet().address;
    const first = visitorKey();
    const stats = () => visitor.call((client) => client.referrals.stats({ siteId, address: referrer }));
    expect(await stats()).toEqual({ visits: 0, signups: 0 });

    expect(
      await visitor.call((client) => client.referrals.recordVisit({ siteId, referrer, visitorKey: first })),
    ).toEqual({ recorded: true });
    // A reload, or the same link with the address in another case, counts nothing more.
    expect(
      await visitor.call((client) =>
        client.referrals.recordVisit({ siteId, referrer: referrer.toLowerCase(), visitorKey: first }),
      ),
    ).toEqual({ recorded: false });
    await visitor.call((client) =>
      client.referrals.recordVisit({ siteId, referrer, visitorKey: visitorKey() }),
    );
    expect(await stats()).toEqual({ visits: 2, signups: 0 });
    // Counts are per widget.
    expect(
      await visitor.call((client) => client.referrals.stats({ siteId: otherSiteId, address: referrer })),
    ).toEqual({ visits: 0, signups: 0 });
  });

  it('counts a wallet connected after a visit once per widget, never the referrer itself', async () => {
    const referrer = newWallet().address;
    const key = visitorKey();
    const friend = newWallet().address;
    await visitor.call((client) => client.referrals.recordVisit({ siteId, referrer, visitorKey: key }));

    const self = await failure(
      visitor.call((client) =>
        client.referrals.recordSignup({ siteId, referrer, visitorKey: key, address: referrer.toLowerCase() }),
      ),
    );
    expect(apiErrorStatus(self)).toBe(400);
    expect(apiFieldErrors(self)).toEqual({ address: REFERRAL_SELF_MESSAGE });

    expect(
      await visitor.call((client) =>
        client.referrals.recordSignup({ siteId, referrer, visitorKey: key, address: friend }),
      ),
    ).toEqual({ recorded: true });
    expect(
      await visitor.call((client) =>
        client.referrals.recordSignup({ siteId, referrer, visitorKey: key, address: friend }),
      ),
    ).toEqual({ recorded: false });

    // The same wallet coming through another referrer's link stays its first referrer's.
    const other = newWallet().address;
    const otherKey = visitorKey();
    await visitor.call((client) =>
      client.referrals.recordVisit({ siteId, referrer: other, visitorKey: otherKey }),
    );
    expect(
      await visitor.call((client) =>
        client.referrals.recordSignup({ siteId, referrer: other, visitorKey: otherKey, address: friend }),
      ),
    ).toEqual({ recorded: false });
    // One visit brings at most one wallet: sign-ups never outnumber visits.
    expect(
      await visitor.call((client) =>
        client.referrals.recordSignup({ siteId, referrer, visitorKey: key, address: newWallet().address }),
      ),
    ).toEqual({ recorded: false });

    expect(await visitor.call((client) => client.referrals.stats({ siteId, address: referrer }))).toEqual({
      visits: 1,
      signups: 1,
    });
    expect(await visitor.call((client) => client.referrals.stats({ siteId, address: other }))).toEqual({
      visits: 1,
      signups: 0,
    });
  });

  it('refuses a sign-up with no visit through the link before it (404)', async () => {
    const error = await failure(
      visitor.call((client) =>
        client.referrals.recordSignup({
          siteId,
          referrer: newWallet().address,
          visitorKey: visitorKey(),
          address: newWallet().address,
        }),
      ),
    );
    expect(apiErrorStatus(error)).toBe(404);
    expect(apiErrorMessage(error)).toBe(NO_REFERRAL_VISIT_MESSAGE);
  });

  it('answers 400 naming each bad field, and writes nothing', async () => {
    const before = await server.testDatabase.database.db.select().from(referralVisits);
    const visit = await failure(
      visitor.call((client) =>
        client.referrals.recordVisit({ siteId, referrer: '0x123', visitorKey: 'short' }),
      ),
    );
    expect(apiErrorStatus(visit)).toBe(400);
    expect(apiFieldErrors(visit)).toEqual({
      referrer: 'Must be a valid address (0x followed by 40 hex characters)',
      visitorKey: 'Must be a visitor key: 16 to 64 letters, digits, - or _',
    });
    const signup = await failure(
      visitor.call((client) =>
        client.referrals.recordSignup({
          siteId,
          referrer: newWallet().address,
          visitorKey: visitorKey(),
          address: 'not an address',
        }),
      ),
    );
    expect(apiFieldErrors(signup)).toEqual({
      address: 'Must be a valid address (0x followed by 40 hex characters)',
    });
    const stats = await failure(
      visitor.call((client) => client.referrals.stats({ siteId, address: '0xZZ' })),
    );
    expect(apiErrorStatus(stats)).toBe(400);
    expect(await server.testDatabase.database.db.select().from(referralVisits)).toEqual(before);
  });

  it('answers 404 for an unknown widget', async () => {
    for (const call of [
      () =>
        visitor.call((client) =>
          client.referrals.recordVisit({
            siteId: 2_000_000_000,
            referrer: newWallet().address,
            visitorKey: visitorKey(),
          }),
        ),
      () =>
        visitor.call((client) =>
          client.referrals.stats({ siteId: 2_000_000_000, address: newWallet().address }),
        ),
    ]) {
      expect(apiErrorStatus(await failure(call()))).toBe(404);
    }
    expect(
      (await server.testDatabase.database.db.select().from(referralSignups)).every(
        (row) => row.siteId === siteId,
      ),
    ).toBe(true);
  });

  it('limits the calls per client with the other public reads: 429 with Retry-After', async () => {
    const limited = await startTestServer({ PUBLIC_READS_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      const guest = new TestBrowser(limited.url);
      await signIn(guest, newWallet());
      const site = (await guest.call((client) => client.widget.upsert({ config: widgetConfig, kit: 'Full' })))
        .id;
      const call = (key: string) =>
        fetch(`${limited.url}/api/sites/${site}/public/referrals/visits`, {
          method: 'POST',
          headers: { 'x-forwarded-for': '203.0.113.9', 'content-type': 'application/json' },
          body: JSON.stringify({ referrer: newWallet().address, visitorKey: key }),
        });
      expect((await call(visitorKey())).status).toBe(200);
      expect((await call(visitorKey())).status).toBe(200);
      const refused = await call(visitorKey());
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      await limited.close();
    }
  });
});
