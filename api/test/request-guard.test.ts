import { request as httpRequest } from 'node:http';
import { apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { failure } from './support/accounts';
import type { TestBrowser } from './support/browser';
import { signedInUser } from './support/commerce';
import { startTestServer, type TestServer } from './support/server';

// Cross-site request forgery and unbounded bodies: each request below is one a page of another
// origin (a sibling port of the same host included) or a careless client can send.
let server: TestServer;
let owner: TestBrowser;
let keyBefore: string;

const SIBLING = 'http://localhost:5555';
const APP = 'http://localhost:3000';

beforeAll(async () => {
  server = await startTestServer({ MAX_BODY_BYTES: '4096' });
  ({ browser: owner } = await signedInUser(server));
  keyBefore = (await owner.call((client) => client.apiKey.create())).uuid;
});

afterAll(async () => {
  await server?.close();
});

async function keyNow(): Promise<string> {
  return (await owner.call((client) => client.apiKey.byAccount())).uuid;
}

async function widgetCount(): Promise<number> {
  return (await owner.call((client) => client.widget.list({}))).totalItems;
}

// Refused before it is read, so its shape does not matter.
const widgetBody = JSON.stringify({ kit: 'Commerce', config: JSON.stringify({ name: 'Forged' }) });

describe('cross-site requests', () => {
  it('refuses a form posted from a sibling origin with the session cookie: 403, the key is not rotated', async () => {
    const response = await owner.request('/api/api-key/rotate', {
      method: 'POST',
      headers: { origin: SIBLING, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Cross-site requests cannot change anything here',
    });
    expect(await keyNow()).toBe(keyBefore);
  });

  it('refuses JSON from an origin that is not an app, and a same-site request that names no origin', async () => {
    const foreign = await owner.request('/api/widget/upsert', {
      method: 'POST',
      headers: { origin: SIBLING, 'content-type': 'application/json' },
      body: widgetBody,
    });
    expect(foreign.status).toBe(403);
    const sameSite = await owner.request('/api/api-key/rotate', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-site' },
    });
    expect(sameSite.status).toBe(403);
    const deleted = await owner.request('/api/widget/00000000-0000-4000-8000-000000000000', {
      method: 'DELETE',
      headers: { origin: 'null' },
    });
    expect(deleted.status).toBe(403);
    expect(await widgetCount()).toBe(0);
    expect(await keyNow()).toBe(keyBefore);
  });

  it('refuses a body that is not JSON even without an origin (text/plain, url-encoded, multipart off the upload)', async () => {
    for (const [type, body] of [
      ['text/plain', widgetBody],
      ['application/x-www-form-urlencoded', 'config=x'],
      ['multipart/form-data; boundary=x', '--x--'],
    ] as const) {
      const response = await owner.request('/api/widget/upsert', {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
      expect({ type, status: response.status }).toEqual({ type, status: 403 });
      expect(await response.json()).toMatchObject({
        message: 'Send the body as JSON (content-type: application/json)',
      });
    }
    expect(await widgetCount()).toBe(0);
  });

  it("lets the apps' pages through, and a page of the API's own origin", async () => {
    const fromApp = await owner.request('/api/api-key/rotate', {
      method: 'POST',
      headers: { origin: APP, 'sec-fetch-site': 'same-origin' },
    });
    expect(fromApp.status).toBe(200);
    const rotated = await keyNow();
    expect(rotated).not.toBe(keyBefore);
    keyBefore = rotated;

    // Served through a proxy at admin.example.test (x-forwarded-host), the API's own origin is that one.
    owner.host = 'admin.example.test';
    try {
      const own = await owner.request('/api/api-key/rotate', {
        method: 'POST',
        headers: { origin: 'https://admin.example.test' },
      });
      expect(own.status).toBe(200);
    } finally {
      owner.host = 'localhost:3000';
    }
    expect(await keyNow()).not.toBe(keyBefore);
  });
});

describe('request size', () => {
  it('answers 413 for a body over MAX_BODY_BYTES without reading it, and writes nothing', async () => {
    const before = await widgetCount();
    const response = await owner.request('/api/widget/upsert', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kit: 'Commerce', config: 'x'.repeat(5000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The body is larger than 4,096 bytes',
    });
    expect(await widgetCount()).toBe(before);
  });

  it('answers 411 for a body without a length (chunked)', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = httpRequest(
        `${server.url}/api/user/add-account`,
        { method: 'POST', headers: { 'content-type': 'application/json' } },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      );
      request.on('error', reject);
      // Written in pieces with no Content-Length: Node sends it chunked.
      request.write(widgetBody.slice(0, 10));
      request.end(widgetBody.slice(10));
    });
    expect(status).toBe(411);
  });

  it('answers 431 for headers or a URL beyond 16 KB', async () => {
    const longUrl = await fetch(`${server.url}/api/health?q=${'a'.repeat(20_000)}`);
    expect(longUrl.status).toBe(431);
    const longHeader = await fetch(`${server.url}/api/health`, { headers: { 'x-big': 'b'.repeat(20_000) } });
    expect(longHeader.status).toBe(431);
  });
});

describe('text the database cannot store', () => {
  async function productCount(): Promise<number> {
    return (await owner.call((client) => client.products.list({}))).totalItems;
  }

  it('answers 400 naming the field for a NUL character or an unpaired surrogate, and writes nothing', async () => {
    const before = await productCount();
    const nul = await failure(owner.call((client) => client.products.create({ name: 'a\u0000b' })));
    expect(apiErrorStatus(nul)).toBe(400);
    expect(apiFieldErrors(nul)).toEqual({ name: 'Must not contain the NUL character (\\u0000)' });
    const surrogate = await failure(
      owner.call((client) => client.products.create({ name: 'Mug', description: 'broken \ud800 text' })),
    );
    expect(apiFieldErrors(surrogate)).toEqual({
      description: 'Must be valid Unicode text (an unpaired surrogate was found)',
    });
    expect(await productCount()).toBe(before);
  });

  it('finds them inside a widget config sent as JSON text, and refuses a config nested too deeply', async () => {
    const escaped = await failure(
      owner.call((client) =>
        client.widget.upsert({ kit: 'Commerce', config: '{"name":"Shop\\u0000","page":{"sections":[]}}' }),
      ),
    );
    expect(apiFieldErrors(escaped)).toEqual({
      'config.name': 'Must not contain the NUL character (\\u0000)',
    });
    const deep = `${'{"a":'.repeat(100)}1${'}'.repeat(100)}`;
    const tooDeep = await failure(
      owner.call((client) => client.widget.upsert({ kit: 'Commerce', config: deep })),
    );
    expect(apiErrorStatus(tooDeep)).toBe(400);
    expect(Object.values(apiFieldErrors(tooDeep))).toEqual(['Nested too deeply (at most 64 levels)']);
    expect(await widgetCount()).toBe(0);
  });
});
