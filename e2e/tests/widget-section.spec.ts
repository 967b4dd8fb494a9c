import { expect, test } from '@playwright/test';
import { E2E_SELLER_KEY_INDEX, testKey } from '../support/accounts';
import { callApi, ownersApiKey } from '../support/api';
import { collectPageErrors } from '../support/page-tools';
import { signedInBrowser } from '../pages/shell-page';

// A widget section shows another widget of the same owner as that widget's own page shows it: laid
// out in tabs when its layout says so, its store priced in its own Currency, not the page's.
const OWNER_KEY = testKey(E2E_SELLER_KEY_INDEX);

test('a widget section shows the other widget in its tabs, priced in its own currency', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const product = `Tote ${suffix}`;

  const { context: ownerContext, page: ownerPage } = await signedInBrowser(browser, OWNER_KEY);
  await callApi(ownerPage, 'POST', '/products', {
    name: product,
    price: '4.25',
    description: 'A canvas tote',
    digital: true,
    publishedAt: new Date().toISOString(),
  });
  const merch = await callApi<{ id: number }>(ownerPage, 'POST', '/widget/upsert', {
    kit: 'Commerce',
    config: JSON.stringify({
      name: `Merch ${suffix}`,
      currency: 'USDC',
      page: {
        title: 'Merch',
        layout: { type: 'tabs' },
        sections: [
          { type: 'markdown', name: 'About us', data: { source: '## Who we are' } },
          {
            type: 'commerce',
            name: 'Store',
            data: { content: { type: 'store', params: { emailRequired: false } } },
          },
        ],
      },
    }),
  });
  const home = await callApi<{ id: number }>(ownerPage, 'POST', '/widget/upsert', {
    kit: 'Commerce',
    config: JSON.stringify({
      name: `Home ${suffix}`,
      currency: 'USD',
      page: {
        title: 'Home',
        layout: { type: 'list' },
        sections: [{ type: 'widget', data: { widgetId: merch.id } }],
      },
    }),
  });
  const apiKey = await ownersApiKey(ownerPage);
  await ownerContext.close();

  // A visitor, never signed in, on the home site's page where it is embedded.
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`http://localhost:3000/embed/${home.id}?apiKey=${apiKey}`);
  const section = page.getByRole('region', { name: `Merch ${suffix}` });
  await expect(section.getByRole('tab')).toHaveText(['About us', 'Store']);
  await expect(section.getByRole('heading', { name: 'Who we are', level: 2 })).toBeVisible();
  await section.getByRole('tab', { name: 'Store' }).click();
  await section.getByRole('searchbox', { name: 'Search the store' }).fill(product);
  await expect(section.getByRole('article', { name: product })).toContainText('4.25 USDC');
  expect(errors).toEqual([]);
  await context.close();
});
