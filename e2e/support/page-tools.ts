import http from 'node:http';
import type { Page } from '@playwright/test';

/** The uncaught errors of a page from now on; a test ends by expecting none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export interface LocalServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves `handler` on a free port of `localhost` — another origin than the suite's apps, as a site
 * embedding the suite would be — until closed. `localhost` like the apps, so Chromium treats the
 * origins alike (it keeps pages it cannot place on the local network from framing localhost).
 */
export async function serveOnLocalhost(handler: http.RequestListener): Promise<LocalServer> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The local server has no port');
  return {
    url: `http://localhost:${address.port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
