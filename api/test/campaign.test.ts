import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ALREADY_CLAIMED_MESSAGE, NOT_ON_CAMPAIGN_LIST_MESSAGE } from '@suite/shared/schemas';
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { campaignClaims, users } from '../src/db/schema';
import { failure, newWallet, signIn } from './support/accounts';
import { TestBrowser } from './support/browser';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

async function signedInBrowser(): Promise<TestBrowser> {
  const browser = new TestBrowser(server.url);
  await signIn(browser, newWallet());
  return browser;
}

/**
 * The account of `browser` cannot claim: its status says why, and a claim answers `status` with the
 * reason's message and credits nothing.
 */
async function expectRefused(browser: TestBrowser, refusal: 'notOnList' | 'walletClaimed') {
  expect(await browser.call((client) => client.campaign.claimStatus({ campaignId: 1 }))).toEqual({
    claimed: false,
    credits: '5',
    refusal,
  });
  const refused = await failure(browser.call((client) => client.campaign.claimWebsummit()));
  expect(apiErrorStatus(refused)).toBe(refusal === 'notOnList' ? 403 : 409);
  expect(apiErrorMessage(refused)).toBe(
    refusal === 'notOnList' ? NOT_ON_CAMPAIGN_LIST_MESSAGE : ALREADY_CLAIMED_MESSAGE,
  );
  await expect(browser.call((client) => client.credits.account())).resolves.toMatchObject({
    creditsAvailable: '0',
  });
}

describe('claim campaign (Web Summit airdrop)', () => {
  it('claims once and adds the credits with their line in the history; the second claim answers 409 and adds nothing', async () => {
    const browser = await signedInBrowser();
    expect(await browser.call((client) => client.campaign.claimStatus({ campaignId: 1 }))).toEqual({
      claimed: false,
      credits: '5',
      refusal: null,
    });
    expect(await browser.call((client) => client.campaign.claimWebsummit())).toEqual({
      claimed: true,
      credits: '5',
      refusal: null,
    });
    expect(await browser.call((client) => client.campaign.claimStatus({ campaignId: 1 }))).toEqual({
      claimed: true,
      credits: '5',
      refusal: null,
    });
    await expect(browser.call((client) => client.credits.account())).resolves.toMatchObject({
      creditsAvailable: '5',
    });
    const history = await browser.call((client) => client.credits.history({}));
    expect(history.items).toEqual([
      expect.objectContaining({
        kind: 'grant',
        amount: '5',
        description: 'Web Summit airdrop',
        params: { grant: 'webSummit' },
      }),
    ]);

    const again = await failure(browser.call((client) => client.campaign.claimWebsummit()));
    expect(apiErrorStatus(again)).toBe(409);
    expect(apiErrorMessage(again)).toBe(ALREADY_CLAIMED_MESSAGE);
    await expect(browser.call((client) => client.credits.account())).resolves.toMatchObject({
      creditsAvailable: '5',
    });

    // Another user's claim is their own.
    const other = await signedInBrowser();
    expect(await other.call((client) => client.campaign.claimStatus({ campaignId: 1 }))).toEqual({
      claimed: false,
      credits: '5',
      refusal: null,
    });
  });

  it('lets exactly one of three concurrent claims through, and credits it once', async () => {
    const browser = await signedInBrowser();
    const claim = () => browser.request('/api/airdrop/websummit', { method: 'POST' });
    const statuses = (await Promise.all([claim(), claim(), claim()]))
      .map((response) => response.status)
      .sort();
    expect(statuses).toEqual([200, 409, 409]);
    await expect(browser.call((client) => client.credits.account())).resolves.toMatchObject({
      creditsAvailable: '5',
    });
  });

  it('records the wallet it was made for: moved to another account, that wallet claims nothing more there', async () => {
    const wallet = newWallet();
    const other = newWallet();
    const first = new TestBrowser(server.url);
    await signIn(first, wallet);
    await signIn(first, other, true);
    await first.call((client) => client.campaign.claimWebsummit());
    // The wallet leaves for another account, whose first wallet then goes (removed from the session of the
    // one it keeps).
    await first.call((client) => client.user.removeAccount({ address: wallet.address }));
    const second = new TestBrowser(server.url);
    const fresh = newWallet();
    await signIn(second, fresh);
    await signIn(second, wallet, true);
    await second.call((client) => client.user.removeAccount({ address: fresh.address }));
    await expectRefused(second, 'walletClaimed');
  });

  it('answers 404 for an unknown campaign and 400 for a bad id', async () => {
    const browser = await signedInBrowser();
    const unknown = await failure(browser.call((client) => client.campaign.claimStatus({ campaignId: 2 })));
    expect(apiErrorStatus(unknown)).toBe(404);
    const response = await browser.request('/api/campaign/claim/abc');
    expect(response.status).toBe(400);
    const bad = await failure(browser.call((client) => client.campaign.claimStatus({ campaignId: 0 })));
    expect(apiFieldErrors(bad)).toEqual({ campaignId: 'Must be a campaign id' });
  });

  it('answers 401 without a session', async () => {
    const anonymous = new TestBrowser(server.url);
    for (const call of [
      () => anonymous.call((client) => client.campaign.claimWebsummit()),
      () => anonymous.call((client) => client.campaign.claimStatus({ campaignId: 1 })),
    ]) {
      expect(apiErrorStatus(await failure(call()))).toBe(401);
    }
  });
});

describe("the Web Summit airdrop on a server with the campaign's list", () => {
  const listed = newWallet();
  const alsoListed = newWallet();
  let listServer: TestServer;
  let listFile: string;

  beforeAll(async () => {
    listFile = path.join(mkdtempSync(path.join(tmpdir(), 'suite-airdrop-')), 'websummit.txt');
    // Checksummed, lower-case, commented: the list is read as addresses.
    writeFileSync(
      listFile,
      `# Web Summit 2026\n${listed.address}\n\n${alsoListed.address.toLowerCase()}  # booth\n`,
    );
    listServer = await startTestServer({ WEBSUMMIT_AIRDROP_LIST: listFile });
  });

  afterAll(async () => {
    await listServer?.close();
  });

  async function browserOf(...wallets: ReturnType<typeof newWallet>[]): Promise<TestBrowser> {
    const browser = new TestBrowser(listServer.url);
    for (const [index, wallet] of wallets.entries()) await signIn(browser, wallet, index > 0);
    return browser;
  }

  async function claimsOf(browser: TestBrowser) {
    const { user } = await browser.call((client) => client.user.authenticatedAccount());
    return listServer.testDatabase.database.db
      .select()
      .from(campaignClaims)
      .where(eq(campaignClaims.userId, user.id));
  }

  it('refuses an account with no wallet on the list (403, nothing credited), and says so before it tries', async () => {
    const stranger = await browserOf(newWallet());
    await expectRefused(stranger, 'notOnList');
    expect(await claimsOf(stranger)).toEqual([]);
  });

  it('lets an account holding a listed wallet claim once for it; that wallet moved to another account claims nothing more', async () => {
    // The listed wallet is the account's second: any of its wallets on the list makes it eligible.
    const unlisted = newWallet();
    const first = await browserOf(unlisted, listed);
    expect(await first.call((client) => client.campaign.claimStatus({ campaignId: 1 }))).toMatchObject({
      refusal: null,
    });
    await first.call((client) => client.campaign.claimWebsummit());
    expect(await claimsOf(first)).toEqual([
      expect.objectContaining({ address: listed.address.toLowerCase() }),
    ]);

    // The wallet leaves that account (from a session of its other wallet) for a new one.
    await signIn(first, unlisted);
    await first.call((client) => client.user.removeAccount({ address: listed.address }));
    const second = await browserOf(newWallet(), listed);
    await expectRefused(second, 'walletClaimed');

    // Another listed wallet of that account has not claimed: the account claims for it, once.
    await signIn(second, alsoListed, true);
    expect(await second.call((client) => client.campaign.claimStatus({ campaignId: 1 }))).toMatchObject({
      refusal: null,
    });
    await second.call((client) => client.campaign.claimWebsummit());
    expect(await claimsOf(second)).toEqual([
      expect.objectContaining({ address: alsoListed.address.toLowerCase() }),
    ]);
    await expect(second.call((client) => client.credits.account())).resolves.toMatchObject({
      creditsAvailable: '5',
    });
  });

  it('fails the configuration on a line that is not an address, naming it', () => {
    const bad = path.join(path.dirname(listFile), 'bad.txt');
    writeFileSync(bad, `${listed.address}\nalice.eth\n`);
    expect(() => loadConfig({ WEBSUMMIT_AIRDROP_LIST: bad })).toThrow(
      `${bad} line 2: "alice.eth" is not an address`,
    );
    expect(() => loadConfig({ WEBSUMMIT_AIRDROP_LIST: `${bad}.missing` })).toThrow('cannot read');
  });
});

describe('follow-ups', () => {
  it("the signed-in account carries the user's NFT profile", async () => {
    const browser = await signedInBrowser();
    const before = await browser.call((client) => client.user.authenticatedAccount());
    expect(before.user.nftProfile).toBeNull();

    const nftAddress = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
    // Setting it through the API needs a chain to prove ownership (see profile.test.ts); here only the read matters.
    await server.testDatabase.database.db
      .update(users)
      .set({ nftChainId: 31337, nftAddress, nftId: '7' })
      .where(eq(users.id, before.user.id));
    const after = await browser.call((client) => client.user.authenticatedAccount());
    expect(after.user.nftProfile).toEqual({ nftChainId: 31337, nftAddress, nftId: '7' });
  });

  it('the public widget read answers any origin without credentials; elsewhere only app origins get CORS', async () => {
    const path = '/api/widget/public/1?apiKey=00000000-0000-4000-8000-000000000000';
    const read = await fetch(`${server.url}${path}`, { headers: { origin: 'https://any-site.example' } });
    expect(read.headers.get('access-control-allow-origin')).toBe('*');
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();

    const preflight = await fetch(`${server.url}/api/widget/public/1`, {
      method: 'OPTIONS',
      headers: { origin: 'https://any-site.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    const foreign = await fetch(`${server.url}/api/widget/list`, {
      headers: { origin: 'https://any-site.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const app = await fetch(`${server.url}/api/widget/list`, {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(app.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(app.headers.get('access-control-allow-credentials')).toBe('true');
    // Writing to the public path is not opened to other origins.
    const write = await fetch(`${server.url}/api/widget/public/1`, {
      method: 'OPTIONS',
      headers: { origin: 'https://any-site.example', 'access-control-request-method': 'DELETE' },
    });
    expect(write.headers.get('access-control-allow-origin')).toBeNull();
  });
});
