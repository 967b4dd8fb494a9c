import { expect, test } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { embedAddress, ownerWithWidget } from '../pages/public-widget';
import { collectPageErrors } from '../support/page-tools';
import { TestWallet } from '../support/test-wallet';

// A referral section on a real widget: a visitor opening the public embed through someone's ?ref=
// link is counted for that someone, and so is a wallet that signs its sign-up there; the someone sees
// both with their wallet connected. Each run uses a new
// owner and a new random referrer, so it can run twice against the same suite.

test("a visitor's referral link counts visits, and a sign-up its wallet signed", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  const { editor } = await ownerWithWidget(page, 'Invite club');

  await test.step('the owner adds a referral section and saves the page', async () => {
    await editor.openSection('Components');
    const dialog = await editor.addSection('Referral', 'Invite');
    const form = dialog.getByRole('form', { name: 'Referral section' });
    await form.getByLabel('Title', { exact: true }).fill('Invite your friends');
    await editor.saveSectionDialog('Referral section');
    await editor.save();
  });
  const src = await embedAddress(editor);
  await test.step('the embed dialog offers the snippet first, saying why the iframe counts no referral', async () => {
    await page.getByRole('button', { name: 'Embed', exact: true }).click();
    const dialog = editor.dialog('Embed widget');
    await expect(dialog.getByRole('tab', { name: 'Code snippet' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('tab', { name: 'Iframe' }).click();
    await expect(dialog.getByText(/Referrals are counted only with the code snippet/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
  const referrerKey = generatePrivateKey();
  const referrer = privateKeyToAccount(referrerKey).address;

  await test.step('a visitor opens the public embed through the referrer’s link', async () => {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    const recorded = visitor.waitForResponse(
      (response) => response.url().includes('/public/referrals/visits') && response.ok(),
    );
    await visitor.goto(`${src}&ref=${referrer}`);
    await expect(visitor.getByRole('heading', { name: 'Invite your friends' })).toBeVisible();
    await recorded;
    // A reload is the same visitor: it counts once.
    await visitor.reload();
    await expect(visitor.getByRole('heading', { name: 'Invite your friends' })).toBeVisible();
    await context.close();
  });

  await test.step('a second visitor comes through the link, connects a wallet and signs its sign-up', async () => {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    const wallet = new TestWallet(visitor, generatePrivateKey());
    await wallet.install();
    await visitor.goto(`${src}&ref=${referrer}`);
    await visitor.getByRole('button', { name: 'Connect wallet' }).click();
    const short = `${referrer.slice(0, 6)}…${referrer.slice(-4)}`;
    await expect(visitor.getByText(`You came through the referral link of ${short}`)).toBeVisible();
    await visitor.getByRole('button', { name: 'Count my sign-up' }).click();
    await expect(visitor.getByRole('status')).toHaveText(`Your sign-up counts for ${short}.`);
    // Counted: a reload offers it no more.
    await visitor.reload();
    await expect(visitor.getByRole('textbox', { name: 'Your referral link' })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Count my sign-up' })).toHaveCount(0);
    await context.close();
  });

  await test.step('the referrer connects their wallet and sees the visits and the sign-up, with their own link to share', async () => {
    const context = await browser.newContext();
    const referrerPage = await context.newPage();
    const wallet = new TestWallet(referrerPage, referrerKey);
    await wallet.install();
    await referrerPage.goto(src);
    await referrerPage.getByRole('button', { name: 'Connect wallet' }).click();
    const stats = referrerPage.getByRole('region', { name: 'Your referral stats' });
    await expect(stats).toContainText(/Visits\s*2/);
    await expect(stats).toContainText(/Sign-ups\s*1/);
    const link = referrerPage.getByRole('textbox', { name: 'Your referral link' });
    await expect(link).toHaveValue(new RegExp(`[?&]ref=${referrer}$`));
    await referrerPage.getByRole('button', { name: 'Share', exact: true }).click();
    const share = referrerPage.getByRole('dialog', { name: 'Share your referral link' });
    await expect(share.getByRole('group', { name: 'Share on' }).getByRole('link')).toHaveCount(6);
    await context.close();
  });

  expect(errors).toEqual([]);
});
