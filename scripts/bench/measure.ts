// What one visit of a route loads, measured in the browser: every script response until the network
// is idle, with the gzip size of its body (level 9, as the build's size report counts it) and the bytes
// the server sent for it (the brotli or gzip copy it chose), and what a second visit in the same
// browser fetches again.
import zlib from 'node:zlib';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

export type StorageState = BrowserContextOptions['storageState'];

export interface Load {
  scripts: number;
  gzipBytes: number;
  /** The scripts' bodies as the server sent them, compressed (`Content-Encoding`). */
  sentBytes: number;
  /** The URL of each script loaded. */
  urls: string[];
  /** The gzip bytes of the scripts `measureLoad`'s `isFederationFile` picked (0 without it). */
  federationGzipBytes: number;
}

/** What the shell shows when a remote or a route failed: such a load measures nothing. */
export const RENDER_FAILURE = /could not be loaded|could not be shown|could not start/;

/**
 * Opens `url` and waits for its content: the page's level-1 heading (every route of the suite has
 * one), then a network idle. Network idle alone comes too early when the API is slow to answer.
 */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page
    .getByRole('heading', { level: 1 })
    .or(page.getByText(RENDER_FAILURE))
    .first()
    .waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}

/** Throws when the page threw or shows a remote's or the route's failure instead of its content. */
export async function assertRendered(page: Page, url: string, errors: string[] = []): Promise<void> {
  const failures = await page.getByText(RENDER_FAILURE).allInnerTexts();
  if (errors.length > 0 || failures.length > 0) {
    throw new Error(`${url} failed to render: ${[...failures, ...errors].join('; ')}`);
  }
}

/**
 * The bytes the server sent for a body: its `Content-Length` — the compressed copy's size, which a
 * static server always declares —, else what Chromium counted. Chromium's count alone came short now
 * and then on a busy machine (the editor route's scripts, 38 KB under the `.br` copies the server
 * declared and sent whole, in 3 runs of 6), so a byte-for-byte check cannot rest on it.
 */
function sentBytes(headers: Record<string, string>, counted: number): number {
  const declared = Number(headers['content-length']);
  return Number.isInteger(declared) && declared >= 0 ? declared : counted;
}

/**
 * One cold visit: a fresh browser context, so nothing is cached. `isFederationFile` names the scripts
 * whose bytes are also summed apart (`federationGzipBytes`): the federation's own files.
 */
export async function measureLoad(
  browser: Browser,
  url: string,
  storageState: StorageState,
  isFederationFile: (scriptUrl: string) => boolean = () => false,
): Promise<Load> {
  const context = await browser.newContext({ storageState, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    /** Each script's gzip bytes and the bytes the server sent for it. */
    const sizes: Promise<{ gzip: number; sent: number; federation: boolean }>[] = [];
    const urls: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
      urls.push(response.url());
      const federation = isFederationFile(response.url());
      sizes.push(
        Promise.all([
          response.body().then((body) => zlib.gzipSync(body, { level: 9 }).length),
          response.request().sizes(),
        ]).then(
          ([gzip, { responseBodySize }]) => ({
            gzip,
            sent: sentBytes(response.headers(), responseBodySize),
            federation,
          }),
          () => ({ gzip: 0, sent: 0, federation }),
        ),
      );
    });
    await visit(page, url);
    const loaded = await Promise.all(sizes);
    await assertRendered(page, url, errors);
    return {
      scripts: loaded.length,
      gzipBytes: loaded.reduce((sum, script) => sum + script.gzip, 0),
      sentBytes: loaded.reduce((sum, script) => sum + script.sent, 0),
      urls,
      federationGzipBytes: loaded.reduce((sum, script) => sum + (script.federation ? script.gzip : 0), 0),
    };
  } finally {
    await context.close();
  }
}

export interface SecondVisit {
  /** Scripts the page asked for on the second visit. */
  scripts: number;
  /** Answered from the browser's cache without asking the server. */
  fromCache: number;
  /** Asked the server, which answered 304 Not Modified (no body). */
  revalidated: number;
  /** Bytes of scripts the server sent again with a body. */
  jsBodyBytes: number;
}

/** A visit, then a second visit of the same URL in the same browser (its HTTP cache warm). */
export async function measureSecondVisit(
  browser: Browser,
  url: string,
  storageState: StorageState,
): Promise<SecondVisit> {
  const context = await browser.newContext({ storageState, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await visit(page, url);
    await assertRendered(page, url);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map<string, { cached: boolean; status: number }>();
    const servedFromCache = new Set<string>();
    const transferred = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type !== 'Script') return;
      scripts.set(event.requestId, {
        cached: event.response.fromDiskCache || event.response.fromPrefetchCache === true,
        status: event.response.status,
      });
    });
    cdp.on('Network.requestServedFromCache', (event) => servedFromCache.add(event.requestId));
    cdp.on('Network.loadingFinished', (event) => transferred.set(event.requestId, event.encodedDataLength));
    await visit(page, url);
    const all = [...scripts].map(([id, script]) => ({
      ...script,
      cached: script.cached || servedFromCache.has(id),
      bytes: transferred.get(id) ?? 0,
    }));
    return {
      scripts: all.length,
      fromCache: all.filter((script) => script.cached).length,
      revalidated: all.filter((script) => !script.cached && script.status === 304).length,
      jsBodyBytes: all
        .filter((script) => !script.cached && script.status === 200)
        .reduce((sum, script) => sum + script.bytes, 0),
    };
  } finally {
    await context.close();
  }
}
