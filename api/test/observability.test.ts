import { sql } from 'drizzle-orm';
import { startServer, type RunningServer } from '../src/app';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/log';
import type { TestBrowser } from './support/browser';
import { UNKNOWN_ID } from './support/catalog';
import { signedInUser } from './support/commerce';
import { startTestServer, type TestServer } from './support/server';

// What an operator sees: a request id on every answer, one JSON log line per request, faults logged
// with their stack and answered with the id to quote, and Prometheus metrics.
const lines: Record<string, unknown>[] = [];
let server: TestServer;
let owner: TestBrowser;
let ownerId: string;

beforeAll(async () => {
  const destination = {
    write(line: string) {
      const parsed: unknown = JSON.parse(line);
      if (typeof parsed === 'object' && parsed !== null) lines.push({ ...parsed });
    },
  };
  server = await startTestServer({}, { log: createLogger('info', destination) });
  ({ browser: owner, userId: ownerId } = await signedInUser(server));
});

afterAll(async () => {
  await server?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The log lines of one request, once its answer is written (the line follows the last byte). */
async function linesOf(requestId: string | null): Promise<Record<string, unknown>[]> {
  await new Promise((resolve) => setTimeout(resolve, 20));
  return lines.filter((line) => line.requestId === requestId);
}

describe('request ids', () => {
  it('answers every request with an x-request-id and nosniff, keeping a proxy’s own when it looks like one', async () => {
    const answers = await Promise.all([
      fetch(`${server.url}/api/health/live`),
      fetch(`${server.url}/api/no-such-route`),
      fetch(`${server.url}/api/api-key/rotate`, {
        method: 'POST',
        headers: { origin: 'http://localhost:5555', 'content-type': 'application/json' },
      }),
      fetch(`${server.url}/api/products`, { headers: { origin: 'http://localhost:3000' } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 403, 401]);
    const ids = answers.map((answer) => answer.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(4);
    // Whatever the answer, it is read as the type it is sent as.
    for (const answer of answers) expect(answer.headers.get('x-content-type-options')).toBe('nosniff');

    const kept = await fetch(`${server.url}/api/health/live`, { headers: { 'x-request-id': 'lb-7f3a.19' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.19');
    const replaced = await fetch(`${server.url}/api/health/live`, {
      headers: { 'x-request-id': 'not an id <script>' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(UUID);
  });
});

describe('logs', () => {
  it('logs one JSON line per request: id, method, route template, status, duration and user, never the cookie', async () => {
    const response = await owner.request(`/api/products/${UNKNOWN_ID}`);
    expect(response.status).toBe(404);
    const [line, ...more] = await linesOf(response.headers.get('x-request-id'));
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 'info',
      service: 'api',
      msg: 'request',
      method: 'GET',
      route: '/api/products/{id}',
      status: 404,
      userId: ownerId,
    });
    expect(line?.durationMs).toEqual(expect.any(Number));
    expect(line?.time).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));

    // A body that cannot be decoded never reaches its procedure: the route is still named.
    const unreadable = await owner.request('/api/products', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(unreadable.status).toBe(400);
    expect(await linesOf(unreadable.headers.get('x-request-id'))).toEqual([
      expect.objectContaining({ route: '/api/products', method: 'POST', status: 400 }),
    ]);
    const unknown = await owner.request('/api/no-such-route');
    expect(await linesOf(unknown.headers.get('x-request-id'))).toEqual([
      expect.objectContaining({ route: 'unmatched', status: 404 }),
    ]);

    const everything = JSON.stringify(lines);
    for (const value of owner.cookies.values()) expect(everything).not.toContain(value);
    expect(everything).not.toContain(UNKNOWN_ID);
  });

  it('answers an unexpected fault 500 with the request id, and logs it with its stack', async () => {
    const db = server.testDatabase.database.db;
    // A table gone from under the API: a fault of the server, not of the request.
    await db.execute(sql`alter table products rename to products_away`);
    let response: Response;
    try {
      response = await owner.request('/api/products');
    } finally {
      await db.execute(sql`alter table products_away rename to products`);
    }
    expect(response.status).toBe(500);
    const requestId = response.headers.get('x-request-id');
    const body: unknown = await response.json();
    expect(body).toEqual({
      defined: false,
      code: 'INTERNAL_SERVER_ERROR',
      status: 500,
      message: 'Internal server error',
      data: { requestId, reason: 'internal' },
    });
    const logged = await linesOf(requestId);
    const fault = logged.find((line) => line.level === 'error' && line.msg !== 'request');
    expect(fault?.err).toMatchObject({ stack: expect.stringContaining('products') });
    expect(logged.find((line) => line.msg === 'request')).toMatchObject({
      status: 500,
      route: '/api/products',
      level: 'error',
    });
    // The client learns nothing of the query that failed.
    expect(JSON.stringify(body)).not.toContain('products');
  });
});

describe('metrics', () => {
  it('counts requests per route template and reports the backlogs and the pool, to this machine only', async () => {
    await owner.request(`/api/products/${UNKNOWN_ID}`);
    const response = await fetch(`${server.url}/api/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    const count = text.match(
      /^http_requests_total\{method="GET",route="\/api\/products\/\{id\}",status="404"\} (\d+)$/m,
    );
    expect(Number(count?.[1])).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/products\/\{id\}",status="404"\} \d+$/m,
    );
    expect(text).toMatch(/^orders_pending 0$/m);
    expect(text).toMatch(/^webhook_deliveries_pending 0$/m);
    expect(text).toMatch(/^emails_pending 0$/m);
    expect(text).toMatch(/^db_pool_connections\{state="total"\} \d+$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    // No raw path (an id, a token) ever becomes a label.
    expect(text).not.toContain(UNKNOWN_ID);

    // Through a proxy (the apps' static servers add x-forwarded-for), the metrics are not public.
    const proxied = await fetch(`${server.url}/api/metrics`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.status).toBe(403);
  });

  it('with METRICS_TOKEN, answers only the bearer of the token', async () => {
    let second: RunningServer | undefined;
    try {
      second = await startServer({
        config: loadConfig({
          HOST: '127.0.0.1',
          PORT: '0',
          LOG_LEVEL: 'error',
          WORKERS: 'none',
          METRICS_TOKEN: 'scrape-token-0123456789',
        }),
        database: server.testDatabase.database,
      });
      const url = `${second.url}/api/metrics`;
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(
        401,
      );
      const scraped = await fetch(url, { headers: { authorization: 'Bearer scrape-token-0123456789' } });
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toMatch(/^orders_pending \d+$/m);
    } finally {
      await second?.close();
    }
  });
});
