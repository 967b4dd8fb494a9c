import { expect, test, type Page } from '@playwright/test';
import { generatePrivateKey } from 'viem/accounts';
import { CommercePage, NO_WALLET_TEXT } from '../pages/commerce-page';
import { ShellPage } from '../pages/shell-page';
import { ONE_PIXEL_PNG } from '../support/images';
import { TestWallet } from '../support/test-wallet';

// The commerce back office, in the shell and deployed on its own. Each test signs in with a fresh
// random wallet, so it starts with an empty store of its own.
const STANDALONE_ORIGIN = process.env.COMMERCE_STANDALONE_ORIGIN ?? 'http://localhost:3004';
const SHELL_ORIGIN = 'http://localhost:3000';
const hosts = [
  { name: 'shell', origin: SHELL_ORIGIN },
  { name: 'standalone', origin: STANDALONE_ORIGIN },
];

async function signedIn(page: Page, origin: string): Promise<{ commerce: CommercePage; wallet: TestWallet }> {
  const wallet = new TestWallet(page, generatePrivateKey());
  await wallet.install();
  const commerce = new CommercePage(page, origin);
  await commerce.goto('dashboard');
  await expect(page.getByText(NO_WALLET_TEXT)).toBeVisible();
  await commerce.account.signIn(wallet.address);
  await expect(commerce.heading('Dashboard')).toBeVisible();
  await expect(page.getByText(NO_WALLET_TEXT)).toBeHidden();
  return { commerce, wallet };
}

for (const { name, origin } of hosts) {
  test.describe(`commerce (${name})`, () => {
    test('every screen asks for a wallet when signed out', async ({ page }) => {
      const commerce = new CommercePage(page, origin);
      for (const path of ['', 'settings', 'orders', 'products', 'categories']) {
        await commerce.goto(path);
        await expect(page.getByText(NO_WALLET_TEXT)).toBeVisible();
      }
    });

    test('a new seller sets the receiver, creates a category and a product, a collection and a checkout, shares it, and has no orders yet', async ({
      page,
    }) => {
      test.setTimeout(150_000);
      const { commerce, wallet } = await signedIn(page, origin);
      const suffix = Date.now().toString(36);

      // Without a receiver, the products screen is blocked until Settings.
      await commerce.goto('products');
      const attention = commerce.dialog('Attention Required');
      await expect(attention).toBeVisible();
      await attention.getByRole('button', { name: 'Settings' }).click();
      await expect(commerce.heading('Settings')).toBeVisible();
      await expect(
        page.getByText('Please verify that the recipient wallet address is correct to avoid losing funds.'),
      ).toBeVisible();
      await commerce.setReceiver(wallet.address, `seller-${suffix}@example.com`);

      const category = `Hats ${suffix}`;
      await commerce.createCategory(category);
      await expect(page.getByRole('cell', { name: category, exact: true })).toBeVisible();

      const product = `Cap ${suffix}`;
      await commerce.createProduct({
        name: product,
        price: '12.5',
        category,
        uploads: [{ name: 'cap.png', buffer: Buffer.from(ONE_PIXEL_PNG, 'base64') }],
      });
      await expect(commerce.heading('Products')).toBeVisible();
      await expect(commerce.dialog('Attention Required')).toBeHidden();
      await expect(page.getByText('Inactive products are not shown in the store.')).toBeVisible();
      const card = commerce.productCard(product);
      await expect(card).toContainText('$12.50');
      // The uploaded image is the product's picture, served by the API.
      await expect(card.locator('img').first()).toHaveAttribute('src', /\/api\/uploads\/[^/]+\.png$/);
      await expect(card).toContainText('Inactive');
      // A checkout of an inactive product could not be shared: the product goes on sale first.
      await card.getByRole('switch', { name: `${product} visible in the store` }).click();
      await expect(commerce.toast('Product updated')).toBeVisible();
      await expect(card.getByText('Active', { exact: true })).toBeVisible();

      const collection = `Summer ${suffix}`;
      await commerce.createCollection(collection, [product]);
      await expect(page.getByRole('link', { name: collection })).toBeVisible();

      const checkout = `Cap sale ${suffix}`;
      await commerce.createCheckout(checkout, 'One cap', product);
      await expect(page.getByRole('link', { name: checkout })).toBeVisible();
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
      await page.getByRole('button', { name: `Share ${checkout}` }).click();
      const share = commerce.dialog('Share checkout');
      // The pay page's address the API names (its PUBLIC_APP_URL, the admin's), from either host (ADR 0025).
      await expect(share.getByLabel('Checkout link')).toHaveValue(
        /^http:\/\/localhost:3000\/c\/[0-9a-f-]{36}$/,
      );
      for (const target of ['Telegram', 'WhatsApp', 'Facebook', 'E-mail', 'Pinterest', 'X']) {
        await expect(share.getByRole('link', { name: target, exact: true })).toBeVisible();
      }
      await share.getByRole('button', { name: 'Copy link' }).click();
      await expect(share.getByRole('button', { name: 'Copied!' })).toBeVisible();
      await page.keyboard.press('Escape');

      await commerce.goto('orders');
      await expect(commerce.heading('Orders')).toBeVisible();
      await expect(commerce.breadcrumbs()).toContainText('Commerce');
      await expect(page.getByText('No orders yet')).toBeVisible();
    });

    test('the create-category page at categories/create creates a category', async ({ page }) => {
      const { commerce } = await signedIn(page, origin);
      await commerce.goto('categories/create');
      await expect(commerce.heading('Create New Category')).toBeVisible();
      const name = `Mugs ${Date.now().toString(36)}`;
      await page.getByLabel('Name').fill(name);
      await page.getByRole('button', { name: 'Create' }).click();
      await expect(commerce.toast('Category created')).toBeVisible();
      await expect(commerce.heading('Categories')).toBeVisible();
      await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
    });
  });
}

test('a list searched after the session ended elsewhere waits for the sign-in, never showing the rows of another search', async ({
  page,
  context,
}) => {
  const { commerce, wallet } = await signedIn(page, SHELL_ORIGIN);
  const suffix = Date.now().toString(36);
  const hats = `Hats ${suffix}`;
  const shoes = `Shoes ${suffix}`;
  await commerce.createCategory(hats);
  await commerce.createCategory(shoes);
  await expect(page.getByRole('cell', { name: hats, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: shoes, exact: true })).toBeVisible();

  // Another tab of the same browser logs out: this one keeps its page and says so.
  const other = await context.newPage();
  const otherShell = new ShellPage(other);
  await otherShell.goto('/admin/widget');
  await otherShell.logout(wallet.address);
  await expect(otherShell.loginButton().or(otherShell.signMessageButton())).toBeVisible();
  await other.close();
  await expect(page.getByRole('alert').filter({ hasText: 'You are signed out.' })).toBeVisible();

  // A search typed meanwhile cannot be asked: it loads, and the unfiltered rows are not its answer.
  await page.getByRole('searchbox', { name: 'Search categories' }).fill(shoes);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(shoes).replace(/%20/g, '(\\+|%20)')}`));
  await expect(page.getByRole('cell', { name: hats, exact: true })).toBeHidden();
  await expect(page.locator('.ant-table-wrapper [aria-busy="true"]')).toBeVisible();

  // Signed in again with the same wallet: the search is asked and answers.
  await commerce.account.signMessageButton().click();
  await expect(commerce.account.shortAddress(wallet.address)).toBeVisible();
  await expect(page.getByRole('cell', { name: shoes, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: hats, exact: true })).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'You are signed out.' })).toBeHidden();
});
