import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NATIVE_TOKEN_ADDRESS, SWAP_NOT_CONFIGURED_MESSAGE } from '@suite/shared/schemas';
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { startServer, type RunningServer } from '../src/app';
import { loadConfig } from '../src/config';
import { failure } from './support/accounts';
import { TestBrowser } from './support/browser';
import { newSeller, newSite, newSiteWithSwapFee } from './support/catalog';
import { startTestServer, type TestServer } from './support/server';

const API_KEY = 'zero-ex-test-key';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const TAKER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SPENDER = '0x0000000000001fF3684f28c67538d4D072C22734';
const SETTLER = '0x0d0E364aa7852291883C162B22D6D81f6355428F';

const PRICE = {
  blockNumber: '21000000',
  liquidityAvailable: true,
  sellToken: USDC.toLowerCase(),
  buyToken: NATIVE_TOKEN_ADDRESS.toLowerCase(),
  sellAmount: '100000000',
  buyAmount: '31250000000000000',
  minBuyAmount: '30937500000000000',
  totalNetworkFee: '420000000000000',
  fees: {
    integratorFee: null,
    zeroExFee: { amount: '150000', token: USDC.toLowerCase(), type: 'volume' },
    gasFee: null,
  },
  issues: {
    allowance: { actual: '0', spender: SPENDER },
    balance: null,
    simulationIncomplete: false,
    invalidSourcesPassed: [],
  },
  route: { fills: [{ from: USDC, to: NATIVE_TOKEN_ADDRESS, source: 'Uniswap_V3', proportionBps: '10000' }] },
  zid: '0x111',
};

const QUOTE = {
  ...PRICE,
  transaction: { to: SETTLER, data: '0x1fff991f00', gas: '210000', gasPrice: '20000000000', value: '0' },
};

interface RecordedRequest {
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
}

/** Plays the 0x-compatible service: records each request and answers with `reply`. */
let upstream: Server;
let upstreamUrl: string;
const received: RecordedRequest[] = [];
let reply: { status: number; body: unknown } = { status: 200, body: PRICE };

let server: TestServer;
let browser: TestBrowser;
const others: RunningServer[] = [];

async function otherServer(env: NodeJS.ProcessEnv): Promise<TestBrowser> {
  const config = loadConfig({
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    PORT: '0',
    RPC_URLS: JSON.stringify({ 31337: 'http://127.0.0.1:9' }),
    ...env,
  });
  const running = await startServer({ config, database: server.testDatabase.database });
  others.push(running);
  return new TestBrowser(running.url);
}

const ASK = { chainId: 1, sellToken: USDC, buyToken: NATIVE_TOKEN_ADDRESS, sellAmount: '100000000' };

beforeAll(async () => {
  upstream = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://upstream.test');
    received.push({
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
    });
    response
      .writeHead(reply.status, { 'content-type': 'application/json' })
      .end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/swap/allowance-holder`;
  server = await startTestServer({ SWAP_QUOTE_API_URL: upstreamUrl, SWAP_QUOTE_API_KEY: API_KEY });
  // Visitors of a site are not signed in to the suite: the proxy is public.
  browser = new TestBrowser(server.url);
});

afterAll(async () => {
  for (const running of others) await running.close();
  await server?.close();
  await new Promise((resolve) => upstream?.close(resolve));
});

beforeEach(() => {
  received.length = 0;
  reply = { status: 200, body: PRICE };
});

describe('swap status', () => {
  it('says whether a quote service is configured', async () => {
    const status = await browser.call((client) => client.swap.status());
    expect(status).toEqual({ configured: true, chainIds: expect.arrayContaining([1, 8453, 42161]) });
    expect(status.chainIds).not.toContain(31337);
    const unconfigured = await otherServer({});
    expect(await unconfigured.call((client) => client.swap.status())).toEqual({
      configured: false,
      chainIds: [],
    });
  });
});

describe('swap price and quote', () => {
  it('asks the service with the key in a header and passes its price through, checked', async () => {
    const price = await browser.call((client) =>
      client.swap.price({ ...ASK, taker: TAKER, slippageBps: 50 }),
    );
    expect(price).toMatchObject({
      liquidityAvailable: true,
      sellAmount: '100000000',
      buyAmount: '31250000000000000',
      minBuyAmount: '30937500000000000',
      totalNetworkFee: '420000000000000',
      fees: { zeroExFee: { amount: '150000', token: USDC.toLowerCase(), type: 'volume' } },
      issues: { allowance: { actual: '0', spender: SPENDER }, balance: null },
      route: { fills: [{ source: 'Uniswap_V3', proportionBps: '10000' }] },
    });
    // Fields the sections do not use are not passed on.
    expect(price).not.toHaveProperty('zid');

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.path).toBe('/swap/allowance-holder/price');
    expect(request?.query).toEqual({
      chainId: '1',
      sellToken: USDC,
      buyToken: NATIVE_TOKEN_ADDRESS,
      sellAmount: '100000000',
      taker: TAKER,
      slippageBps: '50',
    });
    expect(request?.headers['0x-api-key']).toBe(API_KEY);
    expect(request?.headers['0x-version']).toBe('v2');
  });

  it('returns a firm quote with the transaction the wallet sends', async () => {
    reply = { status: 200, body: QUOTE };
    const quote = await browser.call((client) => client.swap.quote({ ...ASK, taker: TAKER }));
    expect(quote).toMatchObject({
      liquidityAvailable: true,
      transaction: { to: SETTLER, data: '0x1fff991f00', gas: '210000', value: '0' },
    });
    expect(received[0]?.path).toBe('/swap/allowance-holder/quote');
    expect(received[0]?.query).not.toHaveProperty('slippageBps');
  });

  it("forwards the site's swap fee (never the client's) as 0x's integrator fee in the sell token", async () => {
    const seller = await newSeller(server);
    const recipient = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
    const site = await newSiteWithSwapFee(seller, { recipient, amountPercentage: 0.25 }, 'Fee site');
    reply = { status: 200, body: QUOTE };
    await browser.call((client) => client.swap.quote({ ...ASK, taker: TAKER, siteId: site }));
    await browser.call((client) => client.swap.price({ ...ASK, siteId: site }));
    for (const request of received) {
      expect(request.query).toMatchObject({
        swapFeeBps: '25',
        swapFeeRecipient: recipient,
        swapFeeToken: USDC,
      });
      expect(request.query).not.toHaveProperty('siteId');
    }
    expect(received.map((request) => request.path)).toEqual([
      '/swap/allowance-holder/quote',
      '/swap/allowance-holder/price',
    ]);

    // A site without a fee, an NFT Kit site (it has no swap fees, whatever its config holds), and an
    // unknown site (404, the service is not asked).
    const plain = await newSite(seller, 'No fee');
    const nftKit = await newSiteWithSwapFee(seller, { recipient, amountPercentage: 0.25 }, 'NFT site', 'NFT');
    received.length = 0;
    await browser.call((client) => client.swap.price({ ...ASK, siteId: plain }));
    await browser.call((client) => client.swap.price({ ...ASK, siteId: nftKit }));
    expect(received).toHaveLength(2);
    for (const request of received) expect(request.query).not.toHaveProperty('swapFeeBps');
    received.length = 0;
    const unknown = await failure(
      browser.call((client) => client.swap.price({ ...ASK, siteId: 2_000_000_000 })),
    );
    expect(apiErrorStatus(unknown)).toBe(404);
    expect(received).toHaveLength(0);
  });

  it('passes "no liquidity" through', async () => {
    reply = { status: 200, body: { liquidityAvailable: false, zid: '0x1' } };
    expect(await browser.call((client) => client.swap.price(ASK))).toEqual({ liquidityAvailable: false });
  });

  it('answers 400 naming each bad field, without calling the service', async () => {
    const bad = await failure(
      browser.call((client) =>
        client.swap.price({
          chainId: 11155111,
          sellToken: 'USDC',
          buyToken: NATIVE_TOKEN_ADDRESS,
          sellAmount: '1.5',
          slippageBps: 10_001,
        }),
      ),
    );
    expect(apiErrorStatus(bad)).toBe(400);
    expect(apiFieldErrors(bad)).toEqual({
      chainId: 'Swaps are not offered on this chain',
      sellToken: 'Must be a valid address (0x followed by 40 hex characters)',
      sellAmount: 'Must be a whole number of base units greater than 0',
      slippageBps: 'Must be at most 10000',
    });

    const same = await failure(
      browser.call((client) => client.swap.price({ ...ASK, buyToken: USDC.toLowerCase(), sellAmount: '0' })),
    );
    expect(apiFieldErrors(same)).toEqual({
      buyToken: 'Must differ from the sell token',
      sellAmount: 'Must be a whole number of base units greater than 0',
    });

    const noTaker = await failure(
      // @ts-expect-error -- a firm quote needs the taker
      browser.call((client) => client.swap.quote(ASK)),
    );
    expect(apiErrorStatus(noTaker)).toBe(400);
    expect(Object.keys(apiFieldErrors(noTaker))).toEqual(['taker']);
    expect(received).toHaveLength(0);
  });
});

describe('swap failures', () => {
  it('answers 503 when no quote service is configured', async () => {
    const unconfigured = await otherServer({ SWAP_QUOTE_API_KEY: API_KEY });
    for (const call of [
      () => unconfigured.call((client) => client.swap.price(ASK)),
      () => unconfigured.call((client) => client.swap.quote({ ...ASK, taker: TAKER })),
    ]) {
      const error = await failure(call());
      expect(apiErrorStatus(error)).toBe(503);
      expect(apiErrorMessage(error)).toBe(SWAP_NOT_CONFIGURED_MESSAGE);
    }
  });

  it('maps a refusal of the service to 422 with its reason', async () => {
    reply = {
      status: 400,
      body: { name: 'TOKEN_NOT_SUPPORTED', message: 'Buy token is not supported', data: {} },
    };
    const error = await failure(browser.call((client) => client.swap.price(ASK)));
    expect(apiErrorStatus(error)).toBe(422);
    expect(apiErrorMessage(error)).toBe(
      'The quote service refused this trade: TOKEN_NOT_SUPPORTED: Buy token is not supported',
    );
  });

  it('maps rate limiting to 429', async () => {
    reply = { status: 429, body: { name: 'RATE_LIMITED', message: 'Too many requests' } };
    const error = await failure(browser.call((client) => client.swap.price(ASK)));
    expect(apiErrorStatus(error)).toBe(429);
    expect(apiErrorMessage(error)).toBe('The quote service is busy: try again in a moment');
  });

  it('maps a failing service to 502, never showing the key', async () => {
    reply = { status: 401, body: { name: 'UNAUTHORIZED', message: `Invalid API key ${API_KEY}` } };
    const rejected = await failure(browser.call((client) => client.swap.price(ASK)));
    expect(apiErrorStatus(rejected)).toBe(502);
    expect(apiErrorMessage(rejected)).toBe(
      'The quote service failed: HTTP 401 UNAUTHORIZED: Invalid API key [redacted]',
    );

    reply = { status: 500, body: 'upstream exploded' };
    const crashed = await failure(browser.call((client) => client.swap.price(ASK)));
    expect(apiErrorStatus(crashed)).toBe(502);
    expect(apiErrorMessage(crashed)).toBe('The quote service failed: HTTP 500');
  });

  it('answers 502 when the answer does not have the expected shape', async () => {
    reply = { status: 200, body: { ...QUOTE, transaction: { to: 'nowhere' } } };
    const error = await failure(browser.call((client) => client.swap.quote({ ...ASK, taker: TAKER })));
    expect(apiErrorStatus(error)).toBe(502);
    expect(apiErrorMessage(error)).toBe(
      'The quote service failed: the answer did not have the expected shape',
    );
  });

  it('answers 502 when the service cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await otherServer({ SWAP_QUOTE_API_URL: `http://127.0.0.1:${port}` });
    const error = await failure(unreachable.call((client) => client.swap.price(ASK)));
    expect(apiErrorStatus(error)).toBe(502);
    expect(apiErrorMessage(error)).toBe('The quote service failed: could not connect (ECONNREFUSED)');
  });
});

describe('swap rate limit', () => {
  /** `GET /api/swap/{endpoint}` as the suite's proxy forwards it for a visitor at `forwardedFor`. */
  async function askFrom(
    apiUrl: string,
    forwardedFor: string,
    endpoint: 'price' | 'quote' = 'price',
  ): Promise<Response> {
    const query = new URLSearchParams({ ...ASK, chainId: String(ASK.chainId), taker: TAKER });
    return fetch(`${apiUrl}/api/swap/${endpoint}?${query}`, {
      headers: { 'x-forwarded-for': forwardedFor },
    });
  }

  it('gives each client so many prices and quotes a minute, then 429 with Retry-After; status is free', async () => {
    const config = loadConfig({
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      PORT: '0',
      RPC_URLS: JSON.stringify({ 31337: 'http://127.0.0.1:9' }),
      SWAP_QUOTE_API_URL: upstreamUrl,
      SWAP_RATE_LIMIT_PER_MINUTE: '2',
    });
    const running = await startServer({ config, database: server.testDatabase.database });
    others.push(running);
    const visitor = new TestBrowser(running.url);
    reply = { status: 200, body: QUOTE };

    expect((await askFrom(running.url, '203.0.113.7')).status).toBe(200);
    expect((await askFrom(running.url, '203.0.113.7', 'quote')).status).toBe(200);
    const refused = await askFrom(running.url, '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Too many price requests: try again in \d+ s$/,
    );
    // A made-up address put before the proxy's own does not make another client.
    expect((await askFrom(running.url, '198.51.100.1, 203.0.113.7')).status).toBe(429);
    // Another visitor, and the status of the service, are not limited.
    expect((await askFrom(running.url, '203.0.113.8')).status).toBe(200);
    expect(await visitor.call((client) => client.swap.status())).toMatchObject({ configured: true });
    expect(received.filter((request) => request.path.endsWith('/price'))).toHaveLength(2);
  });
});
