import { expect, test } from '@playwright/test';
import { measureLoad } from '@suite/scripts/bench/measure';
import { ROUTE_BUDGETS_KIB, ROUTE_CEILINGS_KIB } from '@suite/scripts/rspack/route-budgets.mjs';
import { benchRoutes, demoStoreIds } from '@suite/scripts/bench/routes';
import { signInWithKey } from '@suite/scripts/testing/sign-in';
import { E2E_SELLER_KEY_INDEX, testKey } from '../support/accounts';

// Bytes, not time: the gzip size of the JavaScript each route loads, cold, until its page is shown
// and the network is idle, is the same on every run of the same build. No route may grow past its
// ceiling (scripts/rspack/route-budgets.mjs); `pnpm bench:web` prints the same figures beside a
// monolith of the same pages.
const ORIGINS = { shell: 'http://localhost:3000', 'commerce standalone': 'http://localhost:3004' } as const;

test('no route loads more JavaScript than its ceiling', async ({ browser, context }) => {
  test.setTimeout(180_000);
  await signInWithKey(context.request, ORIGINS.shell, testKey(E2E_SELLER_KEY_INDEX));
  const signedIn = await context.storageState();
  const { widgetId, checkoutId } = await demoStoreIds(context.request, ORIGINS.shell);

  const overweight: string[] = [];
  for (const route of benchRoutes({ widgetId, checkoutId })) {
    const load = await measureLoad(
      browser,
      `${ORIGINS[route.origin]}${route.path}`,
      route.signedIn ? signedIn : undefined,
    );
    const kib = Math.round(load.gzipBytes / 1024);
    if (kib > ROUTE_CEILINGS_KIB[route.name]) {
      overweight.push(
        `${route.name}: ${kib} KiB, ceiling ${ROUTE_CEILINGS_KIB[route.name]} KiB (budget ${ROUTE_BUDGETS_KIB[route.name]} KiB)`,
      );
    }
  }
  expect(overweight).toEqual([]);
});
