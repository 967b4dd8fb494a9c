import { call, ORPCError } from '@orpc/server';
import { apiErrorStatus } from '@suite/shared/client';
import { SignatureVerifier } from '../src/auth/siwe';
import type { DatabaseKind } from '../src/db';
import { healthProcedures } from '../src/procedures/health';
import { createRateLimits } from '../src/http/rate-limit';
import { createLogger } from '../src/log';
import { TestBrowser } from './support/browser';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let browser: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  browser = new TestBrowser(server.url);
});

afterAll(async () => {
  await server?.close();
});

describe('system endpoints', () => {
  it('answers health through the typed client, naming the database in use', async () => {
    const health = await browser.call((client) => client.health());
    expect(health).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      version: expect.any(String),
    });
  });

  it('publishes an OpenAPI document listing the user paths under the /api server', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBeTruthy();
    expect(document.servers).toEqual([{ url: '/api' }]);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/health',
        '/user/message-to-sign/{address}',
        '/user/add-account',
        '/user/authenticated/account',
        '/user/remove-account',
        '/user/logout',
      ]),
    );
    expect(document.paths['/user/add-account'].post).toBeDefined();
  });

  it('serves the docs page and its assets from node_modules (no CDN)', async () => {
    const redirect = await fetch(`${server.url}/api/docs`, { redirect: 'manual' });
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get('location')).toBe('/api/docs/');

    const page = await fetch(`${server.url}/api/docs/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\/(?:cdn|unpkg|cdnjs)/);

    const initializer = await (await fetch(`${server.url}/api/docs/swagger-initializer.js`)).text();
    expect(initializer).toContain('../openapi.json');
    expect(initializer).not.toContain('petstore');

    const bundle = await fetch(`${server.url}/api/docs/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect((await bundle.arrayBuffer()).byteLength).toBeGreaterThan(100_000);

    expect((await fetch(`${server.url}/api/docs/package.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/docs/..%2Fpackage.json`)).status).toBe(404);
  });

  it('answers unknown paths with 404 JSON', async () => {
    const response = await fetch(`${server.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('answers a malformed body with 400 and field data', async () => {
    const response = await fetch(`${server.url}/api/user/add-account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).data.fields).toEqual({ '': expect.any(String) });
  });

  describe('CORS', () => {
    it('allows a configured origin with credentials', async () => {
      const response = await fetch(`${server.url}/api/user/logout`, {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'POST' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');

      const simple = await fetch(`${server.url}/api/health`, {
        headers: { origin: 'http://127.0.0.1:3004' },
      });
      expect(simple.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3004');
    });

    it('grants nothing to another origin', async () => {
      const preflight = await fetch(`${server.url}/api/user/logout`, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

      const simple = await fetch(`${server.url}/api/health`, { headers: { origin: 'https://evil.example' } });
      expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  it('validates outputs against the contract: a wrong answer is a 500, never sent as is', async () => {
    const { health: broken } = healthProcedures({
      config: server.config,
      db: server.testDatabase.database.db,
      // Not a value the contract allows: the output schema must catch it.
      databaseKind: 'mysql' as DatabaseKind,
      verifier: new SignatureVerifier(new Map()),
      version: '1',
      log: createLogger('silent'),
      rateLimits: createRateLimits(server.testDatabase.database, createLogger('silent')),
    });
    const error = await call(broken, undefined, {
      context: {
        host: undefined,
        origin: undefined,
        clientIp: '127.0.0.1',
        sessionToken: undefined,
        requestId: 'test',
        trace: {},
      },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ORPCError);
    expect(error).toMatchObject({ status: 500, message: 'Output validation failed' });
  });

  it('answers readiness 503 while the database is unreachable, and liveness 200 all along', async () => {
    // No background workers: their ticks would fail on the closed database and log it, which is
    // right in production and only noise here.
    const lonely = await startTestServer({ WORKERS: 'none' });
    try {
      const client = new TestBrowser(lonely.url);
      expect(await client.call((api) => api.liveness())).toEqual({
        status: 'ok',
        version: expect.any(String),
      });
      await lonely.testDatabase.database.close();
      const ready = await client.request('/api/health');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The database is unreachable',
      });
      const live = await client.request('/api/health/live');
      expect(live.status).toBe(200);
    } finally {
      await lonely.close();
    }
  });

  it('reports a call that cannot reach the server as status 0', async () => {
    const offline = new TestBrowser('http://127.0.0.1:9');
    const error = await offline.call((client) => client.health()).catch((caught: unknown) => caught);
    expect(apiErrorStatus(error)).toBe(0);
  });
});
