import { expect, test } from '@playwright/test';
import { measureLoad } from '@suite/scripts/bench/measure';
import { benchRoutes } from '@suite/scripts/bench/routes';
import { ROUTE_BUDGETS_KIB, ROUTE_CEILINGS_KIB } from '@suite/scripts/rspack/route-budgets.mjs';
import { signInWithKey } from '@suite/scripts/testing/sign-in';
import { E2E_SELLER_KEY_INDEX, testKey } from '../support/accounts';

// Bytes, not time: the gzip size of the JavaScript each route loads, cold, until its page is shown
// and the network is idle, is the same on every run of the same build. No route may grow past its
// ceiling (scripts/rspack/route-budgets.mjs); `pnpm bench:web` prints the same figures beside a
// monolith of the same pages.
const ORIGINS = { shell: 'http://localhost:3000', 'commerce standalone': 'http://localhost:3004' } as const;
/** The seed's widget of the e2e seller (api/src/seed/demo-data.ts). */
const DEMO_WIDGET_NAME = 'Demo store';

test('no route loads more JavaScript than its ceiling', async ({ browser, context }) => {
  test.setTimeout(180_000);
  await signInWithKey(context.request, ORIGINS.shell, testKey(E2E_SELLER_KEY_INDEX));
  const signedIn = await context.storageState();
  const widgets = (await (
    await context.request.get(`${ORIGINS.shell}/api/widget/list?q=${encodeURIComponent(DEMO_WIDGET_NAME)}`)
  ).json()) as {
    items: { id: number; configParsed: { name: string } }[];
  };
  const checkouts = (await (await context.request.get(`${ORIGINS.shell}/api/checkouts`)).json()) as {
    items: { id: string }[];
  };
  const widgetId = widgets.items.find((widget) => widget.configParsed.name === DEMO_WIDGET_NAME)?.id;
  const checkoutId = checkouts.items[0]?.id;
  expect(widgetId, 'the seeded seller has the demo widget').toBeDefined();
  expect(checkoutId, 'the seeded seller has a checkout').toBeDefined();

  const overweight: string[] = [];
  for (const route of benchRoutes({ widgetId: widgetId ?? 0, checkoutId: checkoutId ?? '' })) {
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
