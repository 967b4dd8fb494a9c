// Node's http module works the same in the unit project's jsdom environment.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { cacheControl, serveApp } from './serve.mjs';

const HASHED = 'main.0b9bfd0c.js';
const SCRIPT = 'console.log("hello");'.repeat(100);

let dir: string;
let server: http.Server;
let origin: string;

/** A raw GET (Node's fetch would decode the body and hide Content-Encoding). */
function get(pathname: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${origin}${pathname}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

/** Replaces a file as a deploy does: written beside it, then renamed over it (README). */
function deploy(name: string, content: string) {
  writeFileSync(path.join(dir, `${name}.new`), content);
  renameSync(path.join(dir, `${name}.new`), path.join(dir, name));
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'suite-serve-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, HASHED), SCRIPT);
  writeFileSync(path.join(dir, `${HASHED}.br`), zlib.brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, `${HASHED}.gz`), zlib.gzipSync(SCRIPT));
  writeFileSync(path.join(dir, 'remoteEntry.js'), SCRIPT);
  writeFileSync(path.join(dir, 'remotes.json'), '{}');
  writeFileSync(path.join(dir, 'pay.html'), '<!doctype html><title>Checkout</title>');
  server = await serveApp({ dir, port: 0 });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('the static server', () => {
  it("answers a buyer's pay page with pay.html, and every other route with index.html", async () => {
    for (const pathname of ['/c/6f69ab0a-c812', '/c/6f69ab0a-c812/?order=7']) {
      const page = await get(pathname);
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain('<title>Checkout</title>');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    for (const pathname of ['/admin/widget', '/c/6f69ab0a-c812/more', '/u/account/commerce/checkouts/c/1']) {
      expect((await get(pathname)).body.toString()).toContain('<div id="root">');
    }
  });

  it('sends the brotli copy to a browser that accepts it, the gzip one otherwise', async () => {
    const br = await get(`/${HASHED}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const gz = await get(`/${HASHED}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const plain = await get(`/${HASHED}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('lets browsers keep hashed files for a year and revalidate everything else', async () => {
    expect((await get(`/${HASHED}`)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const pathname of ['/remoteEntry.js', '/remotes.json', '/', '/admin/widget/edit/7']) {
      expect((await get(pathname)).headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves a file edited in place as it is now: remotes.json repointed, a deploy copied over', async () => {
    const before = await get('/remotes.json');
    expect(before.body.toString()).toBe('{}');
    const repointed = JSON.stringify({
      mfe_commerce: 'https://cdn.example.com/commerce/1.5.0/mf-manifest.json',
    });
    deploy('remotes.json', repointed);
    const after = await get('/remotes.json', { 'if-none-match': before.headers.etag });
    expect(after.status).toBe(200);
    expect(after.body.toString()).toBe(repointed);
    deploy('main.1a2b3c4d.js', 'console.log(2);');
    expect((await get('/main.1a2b3c4d.js')).body.toString()).toBe('console.log(2);');
    deploy('remotes.json', '{}');
  });

  it("lets no other origin frame the admin's pages, only the embed page, and no file be sniffed", async () => {
    for (const pathname of ['/', '/admin/widget', '/u/account', '/c/abc', `/${HASHED}`, '/remotes.json']) {
      const { headers } = await get(pathname);
      expect(headers['content-security-policy']).toBe("frame-ancestors 'self'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    const embed = await get('/embed/7?apiKey=k');
    expect(embed.status).toBe(200);
    expect(embed.headers['content-security-policy']).toBeUndefined();
    expect(embed.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 304 without a body when the file has not changed', async () => {
    const first = await get('/remoteEntry.js');
    const again = await get('/remoteEntry.js', { 'if-none-match': first.headers.etag });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
  });
});

describe('cacheControl', () => {
  it('recognises content-hashed names only', () => {
    expect(cacheControl('/3679.efdb2a94.js')).toMatch(/immutable/);
    expect(cacheControl('/0a1b2c3d4e5f60718293.ttf')).toMatch(/immutable/);
    expect(cacheControl('/mf-manifest.json')).toBe('no-cache');
    expect(cacheControl('/remoteEntry.js')).toBe('no-cache');
  });
});
