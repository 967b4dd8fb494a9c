import { expect, test, type Browser, type Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { packageModuleOf, packageNameOf } from '@suite/scripts/testing/loaded-modules';
import { CheckoutPayPage } from '../pages/checkout-page';
import { CommercePage } from '../pages/commerce-page';
import { E2E_SELLER_KEY_INDEX, testKey } from '../support/accounts';
import { TestWallet } from '../support/test-wallet';

// A customer pays a shared checkout link with the injected test wallet on the local chain (the order
// is placed, then paid through the payment proxy with its reference); the API confirms it from the
// proxy's logs; the seller sees the order, its notification, and finalizes it.
// The seller is the seeded e2e seller (credits, receiver, networks and the demo checkouts).
const SELLER_KEY = testKey(E2E_SELLER_KEY_INDEX);
/** Hardhat account #5: ETH and 1,000,000 tUSDC on the local chain. */
const CUSTOMER_KEY = testKey(5);

async function sellerSignedIn(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const wallet = new TestWallet(page, SELLER_KEY);
  await wallet.install();
  const commerce = new CommercePage(page);
  await commerce.goto('dashboard');
  await commerce.account.signIn(wallet.address);
  await expect(commerce.heading('Dashboard')).toBeVisible();
  return { context, page, commerce };
}

/** What the scripts a page ran so far were built from (their source maps): packages and own modules. */
async function sourcesRun(
  page: Page,
  scripts: string[],
): Promise<{ packages: Set<string>; sources: string[] }> {
  const sources: string[] = [];
  for (const url of scripts) {
    const map = await page.request.get(`${url}.map`);
    if (map.ok()) sources.push(...((await map.json()) as { sources: string[] }).sources);
  }
  const packages = new Set(
    sources.flatMap((source) => {
      const modulePath = packageModuleOf(source);
      return modulePath ? [packageNameOf(modulePath)] : [];
    }),
  );
  return { packages, sources };
}

/** The share link of a checkout, read from its share dialog as the seller would copy it. */
async function checkoutLink(commerce: CommercePage, title: string): Promise<string> {
  await commerce.goto('checkouts');
  await commerce.page.getByRole('button', { name: `Share ${title}` }).click();
  const share = commerce.dialog('Share checkout');
  const link = await share.getByLabel('Checkout link').inputValue();
  await commerce.page.keyboard.press('Escape');
  return link;
}

test('a customer pays a checkout in tUSDC and sees it confirmed; the seller is notified and finalizes the order @payments', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const seller = await sellerSignedIn(browser);
  const link = await checkoutLink(seller.commerce, 'Merch bundle');
  expect(link).toMatch(/\/c\/[0-9a-f-]{36}$/);

  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const customerWallet = new TestWallet(customerPage, CUSTOMER_KEY);
  await customerWallet.install();
  const checkout = new CheckoutPayPage(customerPage);
  await checkout.goto(link);

  // The checkout: title, items with prices, total in USD (59.90 + 19.99 + 2 × 12.75).
  await expect(checkout.heading('Merch bundle')).toBeVisible();
  await expect(customerPage.getByText('Genesis Hoodie')).toBeVisible();
  await expect(checkout.total()).toHaveText('$105.39 USD');
  // Editable quantities: a third mug.
  await checkout.quantity('Block Explorer Mug').fill('3');
  await expect(checkout.total()).toHaveText('$118.14 USD');

  // The checkout asks the e-mail and a shipping address; each field says beside it what is wrong.
  const email = customerPage.getByLabel('E-mail');
  await email.fill('not-an-email');
  await email.blur();
  await expect(email).toHaveAccessibleDescription('Must be a valid e-mail');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  const city = customerPage.getByLabel('City', { exact: true });
  await city.focus();
  await city.blur();
  await expect(city).toHaveAccessibleDescription('Required');
  await checkout.fillDetails({
    email: 'customer@example.com',
    address: {
      'Full name': 'Ada Lovelace',
      'Address line 1': '12 Analytical Engine Road',
      City: 'London',
      'Postal code': 'NW1 6XE',
      Country: 'United Kingdom',
    },
  });
  await expect(email).toHaveAccessibleDescription('The seller sends your order details here.');
  await expect(city).not.toHaveAttribute('aria-invalid');

  await checkout.connectWallet();
  await expect(customerPage.getByLabel('Network')).toBeVisible();
  await expect(customerPage.getByText('Local chain').first()).toBeVisible();
  await expect(checkout.balance()).toContainText('tUSDC');
  await expect(checkout.payButton()).toHaveText('Pay 118.14 tUSDC');
  await checkout.payButton().click();

  // The receipt follows the order until the server has read the payment on chain.
  await expect(checkout.status('Payment confirmed')).toBeVisible({ timeout: 60_000 });
  await expect(customerPage).toHaveURL(/\?order=[0-9a-f-]{36}#receipt=[\w-]{43}$/);
  const orderId = new URL(customerPage.url()).searchParams.get('order') ?? '';
  // A reload shows the receipt again.
  await customerPage.reload();
  await expect(checkout.status('Payment confirmed')).toBeVisible();
  await customerContext.close();

  // The seller: the order in Orders, its notification, then Finalize.
  const { commerce, page } = seller;
  await commerce.goto('orders');
  const row = page.getByRole('row').filter({ hasText: orderId.slice(10) });
  await expect(row).toContainText('Payment confirmed');

  // The notification names the order and opens it.
  await commerce.goto('notifications');
  await expect(
    page.getByText(`The payment of $118.14 for order ${orderId.slice(10)} was confirmed on`),
  ).toBeVisible();
  await page.getByRole('link', { name: `Payment confirmed: open order ${orderId.slice(10)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(page.getByText(/Ada Lovelace/)).toBeVisible();
  await page.getByRole('button', { name: 'Finalize' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Finalize' }).click();
  await expect(commerce.toast('Order finalized')).toBeVisible();
  await expect(page.locator('.ant-card').getByText('Finalized', { exact: true }).first()).toBeVisible();
  await seller.context.close();
});

test('the pay page loads the wallet when the customer connects; one without enough tokens is refused before any transaction', async ({
  browser,
}) => {
  const seller = await sellerSignedIn(browser);
  const link = await checkoutLink(seller.commerce, 'Solidity Course');
  await seller.context.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  // A fresh wallet: no tUSDC at all.
  const key = generatePrivateKey();
  const wallet = new TestWallet(page, key);
  await wallet.install();
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response.url());
  });
  const checkout = new CheckoutPayPage(page);
  await checkout.goto(link);
  await expect(checkout.heading('Solidity Course')).toBeVisible();

  // The pay page is mfe_commerce's own light page: none of the admin, and no wallet code until the
  // customer asks to connect.
  const before = await sourcesRun(page, scripts);
  expect(before.sources.filter((source) => source.endsWith('/src/bootstrap.tsx'))).toEqual([]);
  expect(before.packages).toContain('antd');
  expect(
    [...before.packages].filter((name) => ['wagmi', '@wagmi/core', '@tanstack/query-core'].includes(name)),
  ).toEqual([]);

  await checkout.fillDetails({ email: 'student@example.com' });
  await checkout.connectWallet();
  await expect(page.getByText(privateKeyToAccount(key).address.slice(0, 6))).toBeVisible();
  await expect(page.getByText(/^Insufficient tUSDC balance: you have 0 tUSDC, the total is/)).toBeVisible();
  await expect(checkout.payButton()).toBeDisabled();
  expect((await sourcesRun(page, scripts)).packages).toContain('@wagmi/core');
  await context.close();
});

test('an unknown checkout is refused clearly', async ({ page }) => {
  const checkout = new CheckoutPayPage(page);
  await checkout.goto(`/c/${crypto.randomUUID()}`);
  await expect(page.getByText('Checkout not found')).toBeVisible();
  await expect(page.getByText('This checkout does not exist or was deleted.')).toBeVisible();
});
