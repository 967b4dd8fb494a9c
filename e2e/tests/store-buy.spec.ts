import { expect, test } from '@playwright/test';
import { CheckoutPayPage } from '../pages/checkout-page';
import { CommercePage } from '../pages/commerce-page';
import { E2E_SELLER_KEY_INDEX, testKey } from '../support/accounts';
import { callApi, ownersApiKey } from '../support/api';
import { TestWallet } from '../support/test-wallet';

// A visitor buys from a site's store section: Buy opens, in a new tab, the checkout the server made
// for that site and product from the saved section (which asks the buyer's e-mail), the buyer pays
// it on the local chain, and the seller finds the order under the site in Orders. The seller is the
// seeded e2e seller (credits, receiver, the local chain); each run makes its own product and site.
const SELLER_KEY = testKey(E2E_SELLER_KEY_INDEX);
/** Hardhat account #5: ETH and 1,000,000 tUSDC on the local chain. */
const CUSTOMER_KEY = testKey(5);

test("a visitor buys a product from a site's store, asked what the store section asks @payments", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const name = `Store poster ${suffix}`;

  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  const sellerWallet = new TestWallet(sellerPage, SELLER_KEY);
  await sellerWallet.install();
  const commerce = new CommercePage(sellerPage);
  await commerce.goto('orders');
  await commerce.account.signIn(sellerWallet.address);
  await callApi(sellerPage, 'POST', '/products', {
    name,
    price: '4.25',
    description: 'A poster, shipped rolled',
    digital: false,
    publishedAt: new Date().toISOString(),
  });
  const widget = await callApi<{ id: number }>(sellerPage, 'POST', '/widget/upsert', {
    kit: 'Commerce',
    config: JSON.stringify({
      name: `Poster shop ${suffix}`,
      currency: 'USD',
      page: {
        title: 'Shop',
        layout: { type: 'list' },
        sections: [
          { type: 'commerce', data: { content: { type: 'store', params: { emailRequired: true } } } },
        ],
      },
    }),
  });
  const apiKey = await ownersApiKey(sellerPage);

  // The visitor finds the product in the store and buys it: a new tab opens its checkout.
  const context = await browser.newContext();
  const page = await context.newPage();
  const wallet = new TestWallet(page, CUSTOMER_KEY);
  await wallet.install();
  await page.goto(`http://localhost:3000/embed/${widget.id}?apiKey=${apiKey}`);
  const store = page.getByRole('region', { name: 'Commerce' });
  await store.getByRole('searchbox', { name: 'Search the store' }).fill(name);
  const card = store.getByRole('article', { name });
  await expect(card).toContainText('$4.25', { timeout: 30_000 });
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    card.getByRole('button', { name: `Buy ${name}` }).click(),
  ]);
  await expect(tab).toHaveURL(new RegExp(`/c/[0-9a-f-]{36}\\?site=${widget.id}$`));
  const link = new URL(tab.url());
  // The site is still where the visitor left it.
  await expect(card).toBeVisible();
  await tab.close();

  // The same product bought again goes to the same checkout.
  const [again] = await Promise.all([
    context.waitForEvent('page'),
    card.getByRole('button', { name: `Buy ${name}` }).click(),
  ]);
  await expect(again).toHaveURL(link.href);
  await again.close();

  // The checkout asks the e-mail (the store section says so) and, for a poster, where to ship it.
  const checkout = new CheckoutPayPage(page);
  await checkout.goto(`${link.pathname}${link.search}`);
  await expect(checkout.heading(name)).toBeVisible();
  await expect(checkout.total()).toHaveText('$4.25 USD');
  // In the site's look, its footer too: the payment does not seem to happen elsewhere.
  await expect(page.locator('[data-widget-theme]')).toBeVisible();
  await expect(page.getByText('Powered by Site Builder')).toBeVisible();
  await checkout.quantity(name).fill('2');
  await expect(checkout.total()).toHaveText('$8.50 USD');
  await checkout.fillDetails({
    email: 'poster-fan@example.com',
    address: {
      'Full name': 'Grace Hopper',
      'Address line 1': '1 Harvard Mark Street',
      City: 'Cambridge',
      'Postal code': '02138',
      Country: 'United States',
    },
  });
  await checkout.connectWallet();
  // The coin wears its logo (served by the API), loaded.
  const logo = page.locator('.ant-radio-button-wrapper').filter({ hasText: 'tUSDC' }).locator('img');
  await expect(logo).toHaveAttribute('src', '/api/stablecoins/logos/usdc.svg');
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(checkout.payButton()).toHaveText('Pay 8.5 tUSDC');
  await checkout.payButton().click();
  await expect(checkout.status('Payment confirmed')).toBeVisible({ timeout: 60_000 });
  const orderId = new URL(page.url()).searchParams.get('order') ?? '';
  await context.close();

  // The seller: the order, sold on the site, with the buyer's e-mail; the store's checkout is not theirs to list.
  await commerce.goto(`orders/${orderId}`);
  await expect(commerce.orderDetail('Sold on')).toHaveText(`Poster shop ${suffix} (site ${widget.id})`);
  await expect(sellerPage.getByText('poster-fan@example.com')).toBeVisible();
  await expect(sellerPage.getByText(/Grace Hopper/)).toBeVisible();
  await commerce.goto('checkouts');
  await expect(commerce.heading('Checkouts')).toBeVisible();
  await expect(sellerPage.getByText(name)).toBeHidden();
  await sellerContext.close();
});
