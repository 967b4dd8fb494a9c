import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import {
  REFERRAL_SELF_MESSAGE,
  referralSignupMessage,
  type ReferralSignupInput,
} from '@suite/shared/schemas';
import type { PrivateKeyAccount } from 'viem/accounts';
import { referralSignups, referralVisits } from '../src/db/schema';
import { NO_REFERRAL_VISIT_MESSAGE, SIGNUP_SIGNATURE_REFUSED_MESSAGE } from '../src/procedures/referrals';
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

/** A sign-up as a visitor's page sends it: signed by the wallet (`signer`, itself unless told) at `signedAt`. */
async function signup(
  wallet: PrivateKeyAccount,
  input: { siteId: number; referrer: string; visitorKey: string },
  { signer = wallet, signedAt = new Date() }: { signer?: PrivateKeyAccount; signedAt?: Date } = {},
): Promise<ReferralSignupInput> {
  const signed = { ...input, address: wallet.address, signedAt: signedAt.toISOString() };
  return { ...signed, signature: await signer.signMessage({ message: referralSignupMessage(signed) }) };
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
    const referrerWallet = newWallet();
    const referrer = referrerWallet.address;
    const key = visitorKey();
    const friend = newWallet();
    await visitor.call((client) => client.referrals.recordVisit({ siteId, referrer, visitorKey: key }));
    const record = async (input: Promise<ReferralSignupInput>) => {
      const signed = await input;
      return visitor.call((client) => client.referrals.recordSignup(signed));
    };

    const self = await failure(record(signup(referrerWallet, { siteId, referrer, visitorKey: key })));
    expect(apiErrorStatus(self)).toBe(400);
    expect(apiFieldErrors(self)).toEqual({ address: REFERRAL_SELF_MESSAGE });

    expect(await record(signup(friend, { siteId, referrer, visitorKey: key }))).toEqual({ recorded: true });
    expect(await record(signup(friend, { siteId, referrer, visitorKey: key }))).toEqual({ recorded: false });

    // The same wallet coming through another referrer's link stays its first referrer's.
    const other = newWallet().address;
    const otherKey = visitorKey();
    await visitor.call((client) =>
      client.referrals.recordVisit({ siteId, referrer: other, visitorKey: otherKey }),
    );
    expect(await record(signup(friend, { siteId, referrer: other, visitorKey: otherKey }))).toEqual({
      recorded: false,
    });
    // One visit brings at most one wallet: sign-ups never outnumber visits.
    expect(await record(signup(newWallet(), { siteId, referrer, visitorKey: key }))).toEqual({
      recorded: false,
    });

    expect(await visitor.call((client) => client.referrals.stats({ siteId, address: referrer }))).toEqual({
      visits: 1,
      signups: 1,
    });
    expect(await visitor.call((client) => client.referrals.stats({ siteId, address: other }))).toEqual({
      visits: 1,
      signups: 0,
    });
  });

  it('counts no wallet its holder did not sign for: another key’s signature (401), an old one (400)', async () => {
    const referrer = newWallet().address;
    const key = visitorKey();
    await visitor.call((client) => client.referrals.recordVisit({ siteId, referrer, visitorKey: key }));
    const victim = newWallet();
    const forged = await signup(victim, { siteId, referrer, visitorKey: key }, { signer: newWallet() });
    const refused = await failure(visitor.call((client) => client.referrals.recordSignup(forged)));
    expect(apiErrorStatus(refused)).toBe(401);
    expect(apiErrorMessage(refused)).toBe(SIGNUP_SIGNATURE_REFUSED_MESSAGE);
    // Signed for another referrer, then sent for this one: the message differs, so it is not the wallet's.
    const elsewhere = await signup(victim, { siteId, referrer: newWallet().address, visitorKey: key });
    const moved = await failure(
      visitor.call((client) => client.referrals.recordSignup({ ...elsewhere, referrer })),
    );
    expect(apiErrorStatus(moved)).toBe(401);
    const old = await signup(
      victim,
      { siteId, referrer, visitorKey: key },
      { signedAt: new Date(Date.now() - 3_600_000) },
    );
    const expired = await failure(visitor.call((client) => client.referrals.recordSignup(old)));
    expect(apiErrorStatus(expired)).toBe(400);
    expect(apiFieldErrors(expired)).toEqual({
      signedAt: 'The signature is too old or ahead of time: sign again',
    });
    expect(await visitor.call((client) => client.referrals.stats({ siteId, address: referrer }))).toEqual({
      visits: 1,
      signups: 0,
    });
  });

  it('refuses a sign-up with no visit through the link before it (404)', async () => {
    const signed = await signup(newWallet(), {
      siteId,
      referrer: newWallet().address,
      visitorKey: visitorKey(),
    });
    const error = await failure(visitor.call((client) => client.referrals.recordSignup(signed)));
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
    const badSignup = await failure(
      visitor.call((client) =>
        client.referrals.recordSignup({
          siteId,
          referrer: newWallet().address,
          visitorKey: visitorKey(),
          address: 'not an address',
          signedAt: 'yesterday',
          signature: 'none',
        }),
      ),
    );
    expect(apiFieldErrors(badSignup)).toEqual({
      address: 'Must be a valid address (0x followed by 40 hex characters)',
      signedAt: 'Must be an ISO date and time',
      signature: 'Must be a hex signature',
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
