import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { measureLoad } from '@suite/scripts/bench/measure';
import { ROUTE_CEILINGS_KIB } from '@suite/scripts/rspack/route-budgets.mjs';
import { APP_DIRS, routeWeights } from '@suite/scripts/rspack/route-weights.mjs';
import { benchRoutes, demoStoreIds } from '@suite/scripts/bench/routes';
import { signInWithKey } from '@suite/scripts/testing/sign-in';
import { ROOT, builtFile } from '@suite/scripts/suite';
import { E2E_SELLER_KEY_INDEX, testKey } from '../support/accounts';

// Bytes, not time. `pnpm build` computes, from the builds alone, the JavaScript each route loads
// until its page is shown and checks it against the route's ceiling (scripts/rspack/route-weights.mjs).
// Here the browser loads each route, cold, and must load exactly those files — so the build's check
// holds what visitors download —, be sent their brotli copies, and no more than the ceiling.
const ORIGINS = { shell: 'http://localhost:3000', 'commerce standalone': 'http://localhost:3004' } as const;

test('every route loads the JavaScript the build computed for it, within its ceiling', async ({
  browser,
  context,
}) => {
  test.setTimeout(180_000);
  await signInWithKey(context.request, ORIGINS.shell, testKey(E2E_SELLER_KEY_INDEX));
  const signedIn = await context.storageState();
  const { widgetId, checkoutId } = await demoStoreIds(context.request, ORIGINS.shell);
  const computed = new Map(routeWeights().map((weight) => [weight.route, weight]));

  for (const route of benchRoutes({ widgetId, checkoutId })) {
    const load = await measureLoad(
      browser,
      `${ORIGINS[route.origin]}${route.path}`,
      route.signedIn ? signedIn : undefined,
    );
    const weight = computed.get(route.name);
    const expected = weight?.files.map((file) => file.path);
    expect(load.urls.map(builtFile).sort(), `the scripts ${route.name} loaded`).toEqual(expected?.sort());
    // Served like a CDN: the brotli copy the build wrote of each file, byte for byte.
    expect(load.sentBytes, `${route.name}'s JavaScript as sent, bytes`).toBe(weight?.brotliBytes);
    expect(Math.round(load.gzipBytes / 1024), `${route.name}'s JavaScript, gzip KiB`).toBeLessThanOrEqual(
      ROUTE_CEILINGS_KIB[route.name],
    );
  }
});

test("no built script carries the federation runtime's Node.js way of loading a remote", () => {
  // It runs a remote's script in Node's `vm` (runInThisContext); the builds leave it out for browsers
  // (FEDERATION_TARGET in scripts/rspack/create-config.mjs): 2 KiB of every page's federation runtime.
  const scripts = Object.values(APP_DIRS).flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir, 'dist'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => path.join(dir, 'dist', file)),
  );
  expect(scripts.length).toBeGreaterThan(100);
  const withNodeLoader = scripts.filter((file) =>
    fs.readFileSync(path.join(ROOT, file), 'utf8').includes('runInThisContext'),
  );
  expect(withNodeLoader).toEqual([]);
});
