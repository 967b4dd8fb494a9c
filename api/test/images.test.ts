import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Image } from '@suite/shared';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE, IMAGE_TYPE_MESSAGE } from '@suite/shared/schemas';
import { apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { count, eq, sql } from 'drizzle-orm';
import { startServer, type RunningServer } from '../src/app';
import { imageBlobs, images } from '../src/db/schema';
import { failure, newWallet, signIn } from './support/accounts';
import { TestBrowser } from './support/browser';
import { startTestServer, type TestServer } from './support/server';

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const GIF = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');
const WEBP = Uint8Array.from([
  ...new TextEncoder().encode('RIFF'),
  4,
  0,
  0,
  0,
  ...new TextEncoder().encode('WEBPVP8 '),
]);
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

let server: TestServer;
let uploadsDir: string;
let owner: TestBrowser;
let ownerId: string;
let stranger: TestBrowser;

function imageFile(bytes: Uint8Array<ArrayBuffer>, name = 'picture.png', type = 'image/png'): File {
  return new File([bytes], name, { type });
}

function upload(browser: TestBrowser, file: File): Promise<Image> {
  return browser.call((client) => client.images.upload({ file }));
}

async function storedFiles(): Promise<string[]> {
  return existsSync(uploadsDir) ? (await readdir(uploadsDir)).sort() : [];
}

async function storedBlobs(): Promise<number> {
  const [row] = await server.testDatabase.database.db.select({ value: count() }).from(imageBlobs);
  return row?.value ?? 0;
}

/** Another API instance over the same database, with an UPLOADS_DIR of its own (or `dir`). */
async function startInstance(dir?: string): Promise<{ running: RunningServer; uploadsDir: string }> {
  const ownDir = dir ?? join(await mkdtemp(join(tmpdir(), 'suite-uploads-')), 'uploads');
  const config = { ...server.config, uploadsDir: ownDir };
  const running = await startServer({ config, database: server.testDatabase.database });
  return { running, uploadsDir: ownDir };
}

beforeAll(async () => {
  uploadsDir = join(await mkdtemp(join(tmpdir(), 'suite-uploads-')), 'uploads');
  server = await startTestServer({ UPLOADS_DIR: uploadsDir });
  owner = new TestBrowser(server.url);
  stranger = new TestBrowser(server.url);
  ownerId = (await signIn(owner, newWallet())).user.id;
  await signIn(stranger, newWallet());
});

afterAll(async () => {
  await server?.close();
  if (uploadsDir) await rm(join(uploadsDir, '..'), { recursive: true, force: true });
});

describe('image upload', () => {
  it('stores a PNG under a random name and serves it with safe headers', async () => {
    const image = await upload(owner, imageFile(PNG, '../../My photo.png'));
    expect(image).toMatchObject({ name: 'My photo.png', size: PNG.byteLength, contentType: 'image/png' });
    expect(image.url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/);
    // In the database, not on this instance's disk.
    expect(await storedFiles()).toEqual([]);

    const served = await fetch(`${server.url}${image.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('decides the format from the bytes, not the declared type or name', async () => {
    for (const [bytes, contentType, extension] of [
      [JPEG, 'image/jpeg', 'jpg'],
      [GIF, 'image/gif', 'gif'],
      [WEBP, 'image/webp', 'webp'],
    ] as const) {
      const image = await upload(stranger, imageFile(bytes, 'claims-to-be.png', 'image/png'));
      expect(image.contentType).toBe(contentType);
      expect(image.url.endsWith(`.${extension}`)).toBe(true);
      const served = await fetch(`${server.url}${image.url}`);
      expect(served.headers.get('content-type')).toBe(contentType);
    }
  });

  it('refuses SVG and anything else that is not a raster image, naming `file`, and stores nothing', async () => {
    const before = await storedBlobs();
    const { totalItems } = await owner.call((client) => client.images.list({}));
    for (const file of [
      imageFile(SVG, 'logo.svg', 'image/svg+xml'),
      imageFile(SVG, 'logo.png', 'image/png'),
      imageFile(new TextEncoder().encode('<html><script>alert(1)</script>'), 'page.gif', 'image/gif'),
      imageFile(new Uint8Array(0), 'empty.png', 'image/png'),
    ]) {
      const error = await failure(upload(owner, file));
      expect(apiErrorStatus(error)).toBe(400);
      expect(apiFieldErrors(error)).toEqual({ file: IMAGE_TYPE_MESSAGE });
    }
    expect(await storedBlobs()).toBe(before);
    expect((await owner.call((client) => client.images.list({}))).totalItems).toBe(totalItems);
  });

  it('refuses images over 5 MB, whether the body is just over or far over', async () => {
    const before = await storedBlobs();
    for (const size of [IMAGE_MAX_BYTES + 1, IMAGE_MAX_BYTES * 2]) {
      const bytes = new Uint8Array(size);
      bytes.set(PNG);
      const error = await failure(upload(owner, imageFile(bytes)));
      expect(apiErrorStatus(error)).toBe(400);
      expect(apiFieldErrors(error)).toEqual({ file: IMAGE_TOO_LARGE_MESSAGE });
    }
    const exact = new Uint8Array(IMAGE_MAX_BYTES);
    exact.set(PNG);
    const image = await upload(owner, imageFile(exact, 'big.png'));
    expect(image.size).toBe(IMAGE_MAX_BYTES);
    expect(await storedBlobs()).toBe(before + 1);
    const [stored] = await server.testDatabase.database.db
      .select({ length: sql<number>`octet_length(${imageBlobs.content})` })
      .from(imageBlobs)
      .where(eq(imageBlobs.imageId, image.id));
    expect(Number(stored?.length)).toBe(IMAGE_MAX_BYTES);
    await owner.call((client) => client.images.remove({ id: image.id }));
  });

  it('answers 400 naming `file` when no file is sent', async () => {
    const response = await owner.request('/api/images', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ file: 'not a file' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ data: { fields: { file: 'Required' } } });
  });
});

describe('image list and delete', () => {
  it('pages the signed-in user’s images newest first (default page size 20)', async () => {
    const browser = new TestBrowser(server.url);
    await signIn(browser, newWallet());
    const uploaded: Image[] = [];
    for (const name of ['a.png', 'b.png', 'c.png'])
      uploaded.push(await upload(browser, imageFile(PNG, name)));
    const newestFirst = [...uploaded].reverse();

    const all = await browser.call((client) => client.images.list({}));
    expect(all).toEqual({ items: newestFirst, totalItems: 3, currentPage: 0, pageSize: 20 });
    const second = await browser.call((client) => client.images.list({ page: 1, limit: 2 }));
    expect(second).toEqual({ items: [newestFirst[2]], totalItems: 3, currentPage: 1, pageSize: 2 });
    // Only the user's own images.
    const ids = (await owner.call((client) => client.images.list({ limit: 100 }))).items.map(
      (image) => image.id,
    );
    expect(ids).not.toContain(uploaded[0]?.id);
  });

  it('answers 400 for a bad page, size or id', async () => {
    const page = await failure(owner.call((client) => client.images.list({ page: -1, limit: 0 })));
    expect(apiErrorStatus(page)).toBe(400);
    expect(apiFieldErrors(page)).toEqual({ page: 'Must be 0 or more', limit: 'Must be at least 1' });
    const tooMany = await failure(owner.call((client) => client.images.list({ limit: 101 })));
    expect(apiFieldErrors(tooMany)).toEqual({ limit: 'Must be at most 100' });
    const id = await failure(owner.call((client) => client.images.remove({ id: 'nope' })));
    expect(apiFieldErrors(id)).toEqual({ id: 'Must be an image id' });
  });

  it("deletes the user's image and its bytes; another user's or an unknown one answers 404", async () => {
    const image = await upload(owner, imageFile(PNG, 'to-delete.png'));
    const blobs = await storedBlobs();

    const stolen = await failure(stranger.call((client) => client.images.remove({ id: image.id })));
    expect(apiErrorStatus(stolen)).toBe(404);
    expect((await fetch(`${server.url}${image.url}`)).status).toBe(200);

    expect(await owner.call((client) => client.images.remove({ id: image.id }))).toEqual({ ok: true });
    expect(await storedBlobs()).toBe(blobs - 1);
    expect((await fetch(`${server.url}${image.url}`)).status).toBe(404);
    const again = await failure(owner.call((client) => client.images.remove({ id: image.id })));
    expect(apiErrorStatus(again)).toBe(404);
  });

  it('serves only stored names: unknown files and path traversal answer 404', async () => {
    for (const path of [
      '/api/uploads/00000000-0000-4000-8000-000000000000.png',
      '/api/uploads/..%2F..%2Fpackage.json',
      '/api/uploads/%2e%2e/package.json',
      '/api/uploads/',
      '/api/uploads/package.json',
    ]) {
      expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    }
  });

  it('answers 401 without a session', async () => {
    const anonymous = new TestBrowser(server.url);
    for (const call of [
      () => anonymous.call((client) => client.images.upload({ file: imageFile(PNG) })),
      () => anonymous.call((client) => client.images.list({})),
      () => anonymous.call((client) => client.images.remove({ id: '00000000-0000-4000-8000-000000000000' })),
    ]) {
      expect(apiErrorStatus(await failure(call()))).toBe(401);
    }
  });
});

describe('uploads shared by every API instance', () => {
  it('serves an image uploaded through one instance from another with its own UPLOADS_DIR', async () => {
    const second = await startInstance();
    try {
      // Signed in and uploading through the second instance; read back through the first.
      const browser = new TestBrowser(second.running.url);
      await signIn(browser, newWallet());
      const image = await upload(browser, imageFile(JPEG, 'shared.jpg', 'image/jpeg'));

      for (const url of [server.url, second.running.url]) {
        const served = await fetch(`${url}${image.url}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/jpeg');
        expect(served.headers.get('content-length')).toBe(String(JPEG.byteLength));
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(new Uint8Array(await served.arrayBuffer())).toEqual(JPEG);
      }
      const head = await fetch(`${server.url}${image.url}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(JPEG.byteLength));
      expect(head.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await head.arrayBuffer()).byteLength).toBe(0);
      expect(await readdir(second.uploadsDir).catch(() => [])).toEqual([]);

      // Deleted through the second instance, gone from both.
      expect(await browser.call((client) => client.images.remove({ id: image.id }))).toEqual({ ok: true });
      for (const url of [server.url, second.running.url]) {
        expect((await fetch(`${url}${image.url}`)).status).toBe(404);
      }
    } finally {
      await second.running.close();
      await rm(join(second.uploadsDir, '..'), { recursive: true, force: true });
    }
  });

  it('copies a file an older version left under UPLOADS_DIR into the database, so no instance loses it', async () => {
    // As an install from before: the row, and the bytes only as a file on one instance's disk.
    const legacyDir = join(await mkdtemp(join(tmpdir(), 'suite-uploads-')), 'uploads');
    await mkdir(legacyDir, { recursive: true });
    const file = `${randomUUID()}.gif`;
    await writeFile(join(legacyDir, file), GIF);
    const db = server.testDatabase.database.db;
    const [row] = await db
      .insert(images)
      .values({ ownerId, file, name: 'old.gif', contentType: 'image/gif', size: GIF.byteLength })
      .returning();
    if (!row) throw new Error('No image row');
    const url = `/api/uploads/${file}`;
    // The instance without the file has nothing to serve yet.
    expect((await fetch(`${server.url}${url}`)).status).toBe(404);

    const legacy = await startInstance(legacyDir);
    try {
      const served = await fetch(`${legacy.running.url}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/gif');
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(GIF);
    } finally {
      await legacy.running.close();
    }
    const [blob] = await db.select().from(imageBlobs).where(eq(imageBlobs.imageId, row.id));
    expect(blob?.content).toEqual(GIF);

    // The old instance and its disk are gone; the image is not.
    await rm(join(legacyDir, '..'), { recursive: true, force: true });
    const again = await fetch(`${server.url}${url}`);
    expect(again.status).toBe(200);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(GIF);
    expect(await owner.call((client) => client.images.list({ limit: 100 }))).toMatchObject({
      items: expect.arrayContaining([expect.objectContaining({ id: row.id, url, size: GIF.byteLength })]),
    });
  });

  it('removes the old file of a deleted image that was never copied in', async () => {
    const file = `${randomUUID()}.png`;
    await mkdir(uploadsDir, { recursive: true });
    await writeFile(join(uploadsDir, file), PNG);
    const [row] = await server.testDatabase.database.db
      .insert(images)
      .values({ ownerId, file, name: 'old.png', contentType: 'image/png', size: PNG.byteLength })
      .returning();
    if (!row) throw new Error('No image row');
    expect(await owner.call((client) => client.images.remove({ id: row.id }))).toEqual({ ok: true });
    expect(await storedFiles()).not.toContain(file);
  });
});
