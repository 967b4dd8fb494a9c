import { expect, test, type Locator } from '@playwright/test';
import { generatePrivateKey } from 'viem/accounts';
import { ShellPage } from '../pages/shell-page';
import { TestWallet } from '../support/test-wallet';

const WHITE = 'rgb(255, 255, 255)';
const DARK_CONTAINER = 'rgb(20, 20, 20)';
// antd's dark `colorBgElevated`: menus and dialogs.
const DARK_ELEVATED = 'rgb(31, 31, 31)';

function backgroundOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).backgroundColor);
}

function colourOf(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).color);
}

test('the owner switches the admin to dark, the remotes follow, the choice is remembered, and System follows the system', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const wallet = new TestWallet(page, generatePrivateKey());
  await wallet.install();
  const shell = new ShellPage(page);
  await shell.goto('/admin/widget');
  await shell.signIn(wallet.address);
  // The heading is mfe_widget_editor's, the header the shell's, the account menu mfe_auth's.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  expect(await backgroundOf(shell.header)).toBe(WHITE);
  expect(await colourOf(heading)).toBe('rgba(0, 0, 0, 0.88)');

  await shell.header.getByRole('button', { name: 'Theme: System' }).click();
  await page.getByRole('menuitem', { name: 'Dark' }).click();
  await expect(shell.header.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  await expect.poll(() => backgroundOf(shell.header)).toBe(DARK_CONTAINER);
  await expect.poll(() => colourOf(heading)).toBe('rgba(255, 255, 255, 0.85)');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');

  await shell.shortAddress(wallet.address).click();
  const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: 'Log out' }) });
  await expect.poll(() => backgroundOf(menu)).toBe(DARK_ELEVATED);
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(heading).toBeVisible();
  await expect(shell.header.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  expect(await backgroundOf(shell.header)).toBe(DARK_CONTAINER);

  await shell.header.getByRole('button', { name: 'Theme: Dark' }).click();
  await page.getByRole('menuitem', { name: 'System' }).click();
  await expect.poll(() => backgroundOf(shell.header)).toBe(WHITE);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => backgroundOf(shell.header)).toBe(DARK_CONTAINER);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => backgroundOf(shell.header)).toBe(WHITE);
});
