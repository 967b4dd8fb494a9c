// `pnpm --filter @suite/api bench`: GET /api/products (a page of 10 of 10,000) through the real API against a raw
// node:http handler running the same SQL in the same run. Not a test: it prints numbers and stops by itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ProductListQuerySchema } from '@suite/shared/schemas';
import { startServer } from '../src/app';
import { loadConfig } from '../src/config';
import { products } from '../src/db/schema';
import { productListQueries } from '../src/procedures/catalog/product-queries';
import { TestBrowser } from '../test/support/browser';
import { newWallet, signIn } from '../test/support/accounts';
import { startRoundRobinProxy } from '../test/support/round-robin-proxy';
import { openBenchDatabase, type RawQuery } from './database';

const PRODUCTS = 10_000;
const PAGE_SIZE = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const CONCURRENCY = 8;
const WARMUP = 100;
/** Pages requested in turn, so the numbers are not those of one cached page. */
const PAGES = 200;

interface Result {
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

/** `REQUESTS` GETs of `urlOf(i)`, `CONCURRENCY` at a time, each checked for 200. */
async function measure(urlOf: (index: number) => string, headers: Record<string, string>): Promise<Result> {
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      const index = next++;
      const started = performance.now();
      const response = await fetch(urlOf(index), { headers });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET ${urlOf(index)} answered ${response.status}`);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (quantile: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))] ?? 0;
  return { requestsPerSecond: REQUESTS / seconds, p50: at(0.5), p99: at(0.99) };
}

function rawHandler(raw: RawQuery, statements: Map<number, ReturnType<typeof toStatements>>): Server {
  return createServer((request, response) => {
    const page = Number(new URL(request.url ?? '/', 'http://raw').searchParams.get('page') ?? 0);
    const statement = statements.get(page);
    if (!statement) {
      response.writeHead(404).end();
      return;
    }
    Promise.all([
      raw(statement.page.sql, statement.page.params),
      raw(statement.total.sql, statement.total.params),
    ])
      .then(([rows, total]) => {
        const body = JSON.stringify({
          items: rows,
          totalItems: Number(total[0]?.[0] ?? 0),
          currentPage: page,
        });
        response.writeHead(200, { 'content-type': 'application/json' }).end(body);
      })
      .catch((error: unknown) => {
        console.error(error);
        response.writeHead(500).end();
      });
  });
}

function toStatements(queries: ReturnType<typeof productListQueries>) {
  return { page: queries.page.toSQL(), total: queries.total.toSQL() };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address: AddressInfo | string | null = server.address();
  if (!address || typeof address === 'string') throw new Error('No port');
  return `http://127.0.0.1:${address.port}`;
}

interface ApiProcess {
  url: string;
  stop(): Promise<void>;
}

/** The API as deployed: a process of its own (`src/main.ts`) on `databaseUrl`, on a free port. */
async function spawnApi(databaseUrl: string): Promise<ApiProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: new URL('..', import.meta.url),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: '0',
      RPC_URLS: JSON.stringify({ 31337: 'http://127.0.0.1:9' }),
      // Request lines would be piped here and parsed for nothing; faults still show.
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      output += chunk;
      const listening = output.match(/API listening on (http:\/\/\S+)/);
      if (listening?.[1]) resolve(listening[1]);
    });
    child.once('exit', (code) => reject(new Error(`The API process exited (${code}) before listening`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Two API processes on the same PostgreSQL database behind a round-robin proxy, against one process
 * behind the same proxy: what a second instance adds on this machine (both share its cores with the
 * database and this client, so the ratio is the point, not the absolute numbers).
 */
async function measureScaleOut(databaseUrl: string, cookie: Record<string, string>): Promise<void> {
  const apis = await Promise.all([spawnApi(databaseUrl), spawnApi(databaseUrl)]);
  const [first, second] = apis;
  if (!first || !second) throw new Error('The API processes did not start');
  const single = await startRoundRobinProxy([first.url]);
  const pair = await startRoundRobinProxy([first.url, second.url]);
  try {
    const urlOf = (base: string) => (index: number) =>
      `${base}/api/products?page=${index % PAGES}&limit=${PAGE_SIZE}`;
    for (let index = 0; index < WARMUP; index++) {
      await (await fetch(urlOf(pair.url)(index), { headers: cookie })).arrayBuffer();
    }
    const one = await measure(urlOf(single.url), cookie);
    const two = await measure(urlOf(pair.url), cookie);
    console.log(`  one API process behind the proxy:   ${format(one)}`);
    console.log(`  two API processes, round robin:     ${format(two)}  (served ${pair.served.join(' + ')})`);
    console.log(
      `  ratio two/one: throughput ${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}, p50 ${(two.p50 / one.p50).toFixed(2)}, p99 ${(two.p99 / one.p99).toFixed(2)}`,
    );
  } finally {
    await single.close();
    await pair.close();
    await Promise.all(apis.map((api) => api.stop()));
  }
}

const format = (result: Result) =>
  `${result.requestsPerSecond.toFixed(0).padStart(6)} req/s   p50 ${result.p50.toFixed(2)} ms   p99 ${result.p99.toFixed(2)} ms`;

async function main() {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const bench = await openBenchDatabase(url);
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    RPC_URLS: JSON.stringify({ 31337: 'http://127.0.0.1:9' }),
    LOG_LEVEL: 'warn',
  });
  const api = await startServer({ config, database: bench.database });
  let raw: Server | undefined;
  try {
    const browser = new TestBrowser(api.url);
    const account = await signIn(browser, newWallet());
    const ownerId = account.user.id;
    for (let start = 0; start < PRODUCTS; start += 1000) {
      await bench.database.db.insert(products).values(
        Array.from({ length: 1000 }, (_, offset) => ({
          ownerId,
          name: `Product ${String(start + offset).padStart(5, '0')}`,
          description: 'A product for the benchmark',
          price: `${(start + offset) % 500}.99`,
          publishedAt: (start + offset) % 2 === 0 ? new Date() : null,
        })),
      );
    }
    // The raw side runs exactly the statements the API builds for the same query (the default sort, newest first).
    const statements = new Map<number, ReturnType<typeof toStatements>>();
    for (let page = 0; page < PAGES; page++) {
      const input = ProductListQuerySchema.parse({ page, limit: PAGE_SIZE });
      statements.set(page, toStatements(productListQueries(bench.database.db, ownerId, input)));
    }
    raw = rawHandler(bench.raw, statements);
    const rawUrl = await listen(raw);
    const cookie = { cookie: browser.cookieHeader() };
    const apiUrl = (index: number) => `${api.url}/api/products?page=${index % PAGES}&limit=${PAGE_SIZE}`;
    const rawUrlOf = (index: number) => `${rawUrl}/products?page=${index % PAGES}&limit=${PAGE_SIZE}`;

    const check = await fetch(apiUrl(0), { headers: cookie });
    const first: unknown = await check.json();
    if (!(typeof first === 'object' && first && 'totalItems' in first && first.totalItems === PRODUCTS)) {
      throw new Error(`The API did not list ${PRODUCTS} products`);
    }
    for (let index = 0; index < WARMUP; index++) {
      await (await fetch(apiUrl(index), { headers: cookie })).arrayBuffer();
      await (await fetch(rawUrlOf(index))).arrayBuffer();
    }
    const apiResult = await measure(apiUrl, cookie);
    const rawResult = await measure(rawUrlOf, {});
    console.log(
      `GET /api/products (page of ${PAGE_SIZE} of ${PRODUCTS}) on ${bench.database.kind}, ${REQUESTS} requests, concurrency ${CONCURRENCY}`,
    );
    console.log(`  API (oRPC + drizzle): ${format(apiResult)}`);
    console.log(
      `  raw node:http + ${bench.database.kind === 'pglite' ? 'PGlite' : 'pg'}: ${format(rawResult)}`,
    );
    console.log(
      `  ratio API/raw: throughput ${(apiResult.requestsPerSecond / rawResult.requestsPerSecond).toFixed(2)}, p50 ${(apiResult.p50 / rawResult.p50).toFixed(2)}, p99 ${(apiResult.p99 / rawResult.p99).toFixed(2)}`,
    );
    if (bench.url) {
      console.log(
        `Scale-out: the same requests through a round-robin proxy (API processes with LOG_LEVEL=warn)`,
      );
      await measureScaleOut(bench.url, cookie);
    } else {
      console.log(
        'Scale-out: two API processes need PostgreSQL (BENCH_DATABASE_URL); PGlite opens in one process only',
      );
    }
  } finally {
    raw?.close();
    await api.close();
    await bench.dispose();
  }
}

await main();
