import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { assertRendered, visit } from '@suite/scripts/bench/measure';
import { demoStoreIds } from '@suite/scripts/bench/routes';
import { signInWithKey } from '@suite/scripts/testing/sign-in';
import { E2E_SELLER_KEY_INDEX, testKey } from '../support/accounts';

// axe-core on every screen of the admin and on the buyer's pay page, in both colour schemes, on a
// desktop and on a phone: the suite fails on any serious or critical violation, naming the screen,
// the rule and the elements.
const ORIGIN = 'http://localhost:3000';

interface Screen {
  name: string;
  path: string;
  /** What to open once the page shows (a dialog, a menu), so that it is checked too. */
  open?: (page: Page) => Promise<void>;
}

async function screens(page: Page): Promise<Screen[]> {
  const { widgetId, checkoutId } = await demoStoreIds(page.request, ORIGIN);
  const orders = await page.request.get(`${ORIGIN}/api/orders`);
  const orderId = ((await orders.json()) as { items: { id: string }[] }).items[0]?.id;
  if (!orderId) throw new Error('The demo store has no order');
  const editor = `/admin/widget/edit/${widgetId}`;
  return [
    { name: 'widget list', path: '/admin/widget' },
    {
      name: 'Create widget dialog',
      path: '/admin/widget',
      open: (at) => at.getByRole('button', { name: 'Create widget' }).first().click(),
    },
    { name: 'widget editor: General', path: editor },
    { name: 'widget editor: Theme', path: `${editor}?tab=theme` },
    { name: 'widget editor: Components', path: `${editor}?tab=components` },
    { name: 'widget editor: Collections', path: `${editor}?tab=data.collections` },
    { name: 'account', path: '/u/account' },
    {
      name: 'account menu',
      path: '/u/account',
      open: (at) =>
        at
          .locator('header')
          .getByRole('button', { name: /signed in as/ })
          .click(),
    },
    { name: 'commerce dashboard', path: '/u/account/commerce/dashboard' },
    { name: 'commerce notifications', path: '/u/account/commerce/notifications' },
    { name: 'commerce settings', path: '/u/account/commerce/settings' },
    { name: 'commerce orders', path: '/u/account/commerce/orders' },
    { name: 'commerce order', path: `/u/account/commerce/orders/${orderId}` },
    { name: 'commerce products', path: '/u/account/commerce/products' },
    { name: 'commerce new product', path: '/u/account/commerce/products/create' },
    { name: 'commerce categories', path: '/u/account/commerce/categories' },
    { name: 'commerce collections', path: '/u/account/commerce/collections' },
    { name: 'commerce checkouts', path: '/u/account/commerce/checkouts' },
    { name: 'pay page', path: `/c/${checkoutId}` },
  ];
}

async function violationsOn(page: Page, screen: Screen): Promise<string[]> {
  await visit(page, `${ORIGIN}${screen.path}`);
  await assertRendered(page, screen.path);
  if (screen.open) {
    await screen.open(page);
    // Let the dialog or menu finish appearing.
    await page.waitForTimeout(400);
  }
  const { violations } = await new AxeBuilder({ page })
    // The widget drawn in its owner's colours (theme preview, page previews) is the owner's design.
    .exclude('[data-widget-theme]')
    // antd's Table measures its columns in a zero-height, aria-hidden copy of the header row, with a
    // copy of the select-all checkbox in it; it is antd's, and noted as known in ADR 0016.
    .exclude('.ant-table-measure-row')
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${screen.name}: ${violation.id} (${violation.impact}) — ${violation.help}: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

async function audit(browser: Browser, colorScheme: 'light' | 'dark', width: number): Promise<string[]> {
  const context = await browser.newContext({
    colorScheme,
    viewport: { width, height: width < 600 ? 812 : 900 },
    reducedMotion: 'reduce',
  });
  try {
    await signInWithKey(context.request, ORIGIN, testKey(E2E_SELLER_KEY_INDEX));
    const page = await context.newPage();
    const found: string[] = [];
    for (const screen of await screens(page)) found.push(...(await violationsOn(page, screen)));
    return found;
  } finally {
    await context.close();
  }
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1400, 375]) {
    test(
      `no serious or critical axe violation on any screen, ${colorScheme}, ${width} px wide`,
      { tag: '@page-only' },
      async ({ browser }) => {
        test.setTimeout(180_000);
        expect(await audit(browser, colorScheme, width)).toEqual([]);
      },
    );
  }
}
