import { expect, test } from '@playwright/test';
import { ShellPage } from '../pages/shell-page';
import { testKey } from '../support/accounts';
import { TestWallet } from '../support/test-wallet';

const firstKey = testKey(1);
const secondKey = testKey(2);

test('a user signs in with the injected wallet, stays signed in after a reload, and logs out', async ({
  page,
  context,
}) => {
  const wallet = new TestWallet(page, firstKey);
  await wallet.install();
  const shell = new ShellPage(page);
  await shell.goto('/admin/widget');

  await shell.signIn(wallet.address);
  await expect(shell.loggedButton()).toBeDisabled();

  // The session lives in an HttpOnly, SameSite=Lax cookie that page scripts cannot read.
  const session = (await context.cookies()).find((cookie) => cookie.name === 'suite_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('suite_session');

  await page.reload();
  await expect(shell.shortAddress(wallet.address)).toBeVisible();

  await shell.logout(wallet.address);
  await expect(shell.shortAddress(wallet.address)).toBeHidden();
  const account = await page.request.get('/api/user/authenticated/account');
  expect(account.status()).toBe(401);
  await page.reload();
  await expect(shell.shortAddress(wallet.address)).toBeHidden();
});

test('connecting a different wallet than the signed-in one asks to sign again', async ({ page }) => {
  const wallet = new TestWallet(page, firstKey);
  await wallet.install();
  const shell = new ShellPage(page);
  await shell.goto('/admin/widget');
  await shell.signIn(wallet.address);

  await wallet.switchAccount(secondKey);
  await expect(shell.signMessageButton()).toBeEnabled();
  await shell.signMessageButton().click();
  await expect(shell.shortAddress(wallet.address)).toBeVisible();
  await expect(shell.loggedButton()).toBeDisabled();
});

test('a rejected signature leaves the user signed out with a clear message', async ({ page }) => {
  const wallet = new TestWallet(page, firstKey);
  await wallet.install();
  const shell = new ShellPage(page);
  await shell.goto('/admin/widget');
  await shell.connectWallet();
  wallet.rejectNextSignatureRequest();
  await shell.signMessageButton().click();
  await expect(page.getByText('Signature request was rejected')).toBeVisible();
  await expect(shell.signMessageButton()).toBeEnabled();
  expect((await page.request.get('/api/user/authenticated/account')).status()).toBe(401);
});

test('a browser that refuses the session cookie is told it is still signed out, and why', async ({
  page,
  context,
}) => {
  // As a browser blocking this site's cookies would: the sign-in's answer comes without its cookie
  // (the fetch for the page shares its cookies, so the one it stored goes too).
  await page.route('**/api/user/add-account', async (route) => {
    const response = await route.fetch();
    await context.clearCookies({ name: 'suite_session' });
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => name.toLowerCase() !== 'set-cookie'),
    );
    await route.fulfill({ response, headers });
  });
  const wallet = new TestWallet(page, firstKey);
  await wallet.install();
  const shell = new ShellPage(page);
  await shell.goto('/admin/widget');
  await shell.connectWallet();
  await shell.signMessageButton().click();
  const dialog = page.getByRole('dialog', { name: 'You are still signed out' });
  await expect(dialog).toContainText(
    'This browser did not keep the session cookie. Allow cookies for this site, then sign in again.',
  );
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(shell.signMessageButton()).toBeEnabled();
  await expect(shell.shortAddress(wallet.address)).toBeHidden();
});
