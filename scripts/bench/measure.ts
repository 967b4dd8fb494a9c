// What one visit of a route loads, measured in the browser: every script response until the network
// is idle, with the gzip size of its body (level 9, as the build's size report counts it), and what a
// second visit in the same browser fetches again.
import zlib from 'node:zlib';
import type { Browser, BrowserContextOptions } from '@playwright/test';

export type StorageState = BrowserContextOptions['storageState'];

export interface Load {
  scripts: number;
  gzipBytes: number;
  files: { url: string; gzipBytes: number }[];
  /** Uncaught errors of the page: a route that failed to render is no measurement. */
  errors: string[];
}

/** One cold visit: a fresh browser context, so nothing is cached. */
export async function measureLoad(browser: Browser, url: string, storageState: StorageState): Promise<Load> {
  const context = await browser.newContext({ storageState, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const files: Promise<{ url: string; gzipBytes: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
      files.push(
        response.body().then(
          (body) => ({ url: response.url(), gzipBytes: zlib.gzipSync(body, { level: 9 }).length }),
          () => ({ url: response.url(), gzipBytes: 0 }),
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const loaded = await Promise.all(files);
    if (errors.length > 0) throw new Error(`${url} failed to render: ${errors.join('; ')}`);
    return {
      scripts: loaded.length,
      gzipBytes: loaded.reduce((sum, file) => sum + file.gzipBytes, 0),
      files: loaded,
      errors,
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
    await page.goto(url, { waitUntil: 'networkidle' });
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
    await page.goto(url, { waitUntil: 'networkidle' });
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
