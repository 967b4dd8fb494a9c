import { expect, test, type Page } from '@playwright/test';
import { assertRendered, visit } from '@suite/scripts/bench/measure';
import { APP_OWN_MODULES, CLIENT_LIBRARIES, SHARED_SINGLETONS } from '@suite/scripts/rspack/shared-deps.mjs';
import { duplicatedPackages } from '@suite/scripts/testing/loaded-modules';
import { demoStoreIds } from '@suite/scripts/bench/routes';
import { signInWithKey } from '@suite/scripts/testing/sign-in';
import { E2E_SELLER_KEY_INDEX, testKey } from '../support/accounts';

// Exactly one copy of every library the apps share (scripts/rspack/shared-deps.mjs) on every route:
// no module of a shared package, nor of the libraries that travel inside the API client's share, may
// run from two apps' origins. Read from the source maps of the scripts the route loaded, so a failure
// names the package and the apps that each shipped it.
const SHARED_PACKAGES = new Set(SHARED_SINGLETONS.map((entry) => entry.packageName));
const isChecked = (packageName: string) =>
  SHARED_PACKAGES.has(packageName) || CLIENT_LIBRARIES.test(packageName);
const ORIGIN = 'http://localhost:3000';

async function duplicatedSharedPackagesOn(page: Page, path: string): Promise<string[]> {
  const scripts: { url: string }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok())
      scripts.push({ url: response.url() });
  });
  await visit(page, path);
  // A route whose remote failed to load would pass for the wrong reason.
  await assertRendered(page, path);
  const duplicated = await duplicatedPackages(
    scripts,
    async (url) => {
      const map = await page.request.get(`${url}.map`);
      return map.ok() ? ((await map.json()) as { sources: string[] }) : null;
    },
    APP_OWN_MODULES,
  );
  expect(scripts.length).toBeGreaterThan(0);
  return duplicated
    .filter((entry) => isChecked(entry.packageName))
    .map((entry) => `${entry.packageName} (${entry.modules} modules from ${entry.origins.join(' and ')})`);
}

test('every route runs one copy of each shared library', async ({ page, context }) => {
  await signInWithKey(context.request, ORIGIN, testKey(E2E_SELLER_KEY_INDEX));
  const { widgetId, checkoutId } = await demoStoreIds(context.request, ORIGIN);

  const routes = [
    `/admin/widget/edit/${widgetId}`,
    '/admin/widget',
    '/u/account',
    '/u/account/commerce/orders',
    `/c/${checkoutId}`,
  ];
  for (const route of routes) {
    expect(
      await duplicatedSharedPackagesOn(page, route),
      `shared libraries loaded twice on ${route}`,
    ).toEqual([]);
  }
});
