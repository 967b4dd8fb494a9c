import { LOCAL_FX_FEEDS, type FxCurrency } from '@suite/shared';
import { apiErrorReason, apiErrorStatus } from '@suite/shared/client';
import { LOCAL_FX_DEPLOYER_KEY, mockV3AggregatorAbi } from '@suite/chain';
import { createWalletClient, defineChain, http, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { loadConfig } from '../src/config';
import { failure } from './support/accounts';
import { anonymous } from './support/catalog';
import { startPaymentChain, type PaymentChain } from './support/payments';
import { startTestServer, type TestServer } from './support/server';

// A site priced in another currency than the dollar reads its rate here, from Chainlink price feeds:
// on the local chain, Chainlink's MockV3Aggregator, as the suite deploys them (ADR 0026).

let chain: PaymentChain;
let server: TestServer;

beforeAll(async () => {
  chain = await startPaymentChain();
  server = await startTestServer({ RPC_URLS: JSON.stringify({ 31337: chain.chain.rpcUrl }) });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await chain?.stop();
});

const rate = (currency: FxCurrency) => anonymous(server)((client) => client.exchangeRates.get({ currency }));

/** Writes a feed's answer (8 decimals) and its time, as the feed's keeper would. */
async function writeFeed(currency: FxCurrency, usd: string, updatedAt: Date) {
  const local = defineChain({
    id: 31337,
    name: 'Local chain',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.chain.rpcUrl] } },
  });
  const keeper = createWalletClient({
    chain: local,
    transport: http(chain.chain.rpcUrl),
    account: privateKeyToAccount(LOCAL_FX_DEPLOYER_KEY),
  });
  const seconds = BigInt(Math.floor(updatedAt.getTime() / 1000));
  await keeper.writeContract({
    address: LOCAL_FX_FEEDS[currency],
    abi: mockV3AggregatorAbi,
    functionName: 'updateRoundData',
    args: [99n, parseUnits(usd, 8), seconds, seconds],
  });
  await chain.mine(1);
}

describe('exchange rates', () => {
  it("answers a currency's rate to the dollar as its feed does, and the same for a minute", async () => {
    const before = Date.now();
    const eur = await rate('EUR');
    expect(eur).toMatchObject({
      currency: 'EUR',
      usdPerUnit: '1.16',
      chainId: 31337,
      feed: LOCAL_FX_FEEDS.EUR,
    });
    expect(Date.parse(eur.updatedAt)).toBeGreaterThan(before - 10 * 60_000);
    await expect(rate('JPY')).resolves.toMatchObject({ currency: 'JPY', usdPerUnit: '0.0065' });

    // A new answer on chain shows after the minute every visitor shares; until then the same rate.
    await writeFeed('EUR', '1.2', new Date());
    await expect(rate('EUR')).resolves.toMatchObject({ usdPerUnit: '1.16' });
  });

  it('refuses a rate its feed has not written for two days, saying when it last did', async () => {
    const old = new Date(Date.now() - 3 * 24 * 3_600_000);
    await writeFeed('GBP', '1.3', old);
    const error = await failure(rate('GBP'));
    expect(apiErrorStatus(error)).toBe(502);
    expect(apiErrorReason(error)).toEqual({
      reason: 'exchangeRateStale',
      values: { currency: 'GBP', updatedAt: new Date(Math.floor(old.getTime() / 1000) * 1000).toISOString() },
    });
  });

  it('gives those who ask while the feed is read the same answer, a refusal included', async () => {
    await writeFeed('AUD', '0.65', new Date(Date.now() - 5 * 24 * 3_600_000));
    const answers = await Promise.all(
      [1, 2, 3].map(async () => {
        const response = await fetch(`${server.url}/api/exchange-rates/AUD`);
        const body: unknown = await response.json();
        return { status: response.status, body };
      }),
    );
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 502, body: { data: { reason: 'exchangeRateStale' } } });
    }
  });

  it('answers 400 naming the field for a currency it does not convert to', async () => {
    for (const currency of ['XYZ', 'USD', 'eur']) {
      const response = await fetch(`${server.url}/api/exchange-rates/${currency}`);
      expect(response.status).toBe(400);
      const body: unknown = await response.json();
      expect(body).toMatchObject({ data: { fields: { currency: expect.any(String) } } });
    }
  });
});

describe('exchange rates on a server with fewer feeds', () => {
  let partial: TestServer;
  beforeAll(async () => {
    // EUR's feed on a chain whose RPC does not answer; no feed for the others.
    partial = await startTestServer({
      RPC_URLS: JSON.stringify({ 31337: 'http://127.0.0.1:9' }),
      FX_FEEDS: JSON.stringify({ EUR: { chainId: 31337, address: LOCAL_FX_FEEDS.EUR } }),
    });
  });
  afterAll(async () => {
    await partial?.close();
  });

  it('answers 404 for a currency without a feed, and 502 when the feed cannot be read', async () => {
    const call = (currency: 'EUR' | 'GBP') =>
      anonymous(partial)((client) => client.exchangeRates.get({ currency }));
    const missing = await failure(call('GBP'));
    expect(apiErrorStatus(missing)).toBe(404);
    expect(apiErrorReason(missing)).toEqual({
      reason: 'exchangeRateNotConfigured',
      values: { currency: 'GBP' },
    });
    const unreadable = await failure(call('EUR'));
    expect(apiErrorStatus(unreadable)).toBe(502);
    expect(apiErrorReason(unreadable)?.reason).toBe('rpcUnreadable');
  });

  it('reads FX_FEEDS, defaulting to the local feeds where the local chain has an RPC', () => {
    const local = loadConfig({ RPC_URLS: JSON.stringify({ 31337: 'http://127.0.0.1:9' }) }).fxFeeds;
    expect(local.get('MXN')).toEqual({ chainId: 31337, address: LOCAL_FX_FEEDS.MXN });
    expect(local.size).toBe(9);
    expect(loadConfig({ RPC_URLS: JSON.stringify({ 1: 'http://127.0.0.1:9' }) }).fxFeeds.size).toBe(0);
    const feed = { chainId: 1, address: LOCAL_FX_FEEDS.EUR };
    expect(() => loadConfig({ FX_FEEDS: JSON.stringify({ EUR: feed }) })).toThrow(
      /FX_FEEDS: chain\(s\) 1 have no RPC_URLS entry/,
    );
    expect(() => loadConfig({ FX_FEEDS: JSON.stringify({ XYZ: feed }) })).toThrow(/FX_FEEDS/);
    expect(() => loadConfig({ FX_FEEDS: 'not json' })).toThrow(/FX_FEEDS/);
  });
});
