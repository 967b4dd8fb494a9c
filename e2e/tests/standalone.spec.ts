import { expect, test } from '@playwright/test';
import { ShellPage } from '../pages/shell-page';
import { testKey } from '../support/accounts';
import { TestWallet } from '../support/test-wallet';

// Each remote is also a complete app on its own port, for the team that owns it.
const standalonePages = [
  { remote: 'mfe_auth', url: 'http://localhost:3001/u/account', heading: 'Account' },
  { remote: 'mfe_widget_editor', url: 'http://localhost:3002/admin/widget', heading: 'Manage Widgets' },
  { remote: 'mfe_section_editors', url: 'http://localhost:3003/', heading: 'Section catalog' },
  { remote: 'mfe_commerce', url: 'http://localhost:3004/u/account/commerce', heading: 'Products' },
];

for (const { remote, url, heading } of standalonePages) {
  test(`${remote} runs standalone on its own port`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

// Buy credits (the widget editor's premium and API key panels) leads to the back office's settings,
// routed on the widget editor's own port as in the shell.
test('mfe_widget_editor on its own port opens the back office where Buy credits leads', async ({ page }) => {
  await page.goto('http://localhost:3002/u/account/commerce/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});

// A visitor whose browser speaks Spanish sees each app's header named in Spanish.
const spanishTitles = [
  { url: 'http://localhost:3001/u/account', title: 'Cuenta' },
  { url: 'http://localhost:3002/admin/widget', title: 'Editor de widgets' },
  { url: 'http://localhost:3003/', title: 'Editores de secciones' },
  { url: 'http://localhost:3004/u/account/commerce', title: 'Comercio' },
];

test.describe('in a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('each standalone page names its app in Spanish', async ({ page }) => {
    for (const { url, title } of spanishTitles) {
      await page.goto(url);
      await expect(page.locator('header').getByText(title, { exact: true })).toBeVisible();
    }
  });
});

test('the commerce team signs in on the standalone mfe_commerce page, from the signed-out prompt', async ({
  page,
}) => {
  const wallet = new TestWallet(page, testKey(3));
  await wallet.install();
  const standalone = new ShellPage(page);
  await page.goto('http://localhost:3004/u/account/commerce');
  const prompt = page
    .getByRole('alert')
    .filter({ hasText: 'No Wallet connected - Connect wallet to see apps associated with your account' });
  await expect(prompt).toBeVisible();
  // The prompt's Login is the header's (mfe_auth's): it connects the wallet, then signs in.
  await prompt.getByRole('button', { name: 'Login', exact: true }).click();
  await standalone
    .connectDialog()
    .getByRole('button', { name: /^Connect / })
    .first()
    .click();
  await expect(standalone.signMessageButton()).toBeVisible();
  await prompt.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(standalone.shortAddress(wallet.address)).toBeVisible();
  await expect(prompt).toBeHidden();
});
