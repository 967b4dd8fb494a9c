import http from 'node:http';
import { chromium, expect, test, type FrameLocator, type Page } from '@playwright/test';
import { generatePrivateKey } from 'viem/accounts';
import { shortenAddress } from '@suite/shared';
import { WidgetEditorPage } from '../pages/widget-editor-page';
import { testKey } from '../support/accounts';
import { CHROMIUM_ARGS, CHROMIUM_BROWSER } from '@suite/scripts/testing/browser';
import { collectPageErrors, type LocalServer } from '../support/page-tools';
import { TestWallet } from '../support/test-wallet';

// The embed code pasted into a plain page of another site: `127.0.0.1` against the admin's
// `localhost`, so the widget's frames are cross-site. The visitor's browser is the full Chromium (not
// the headless shell the other specs use, which grants partitioned storage to every frame) with
// third-party cookies blocked (`--test-third-party-cookie-phaseout`; a Playwright context is
// off-the-record, which blocks them too): reading `localStorage` in the widget's frames throws
// "Access is denied for this document". The widget still renders, and a visitor still connects a
// wallet inside it.

/** Serves `html` on a free port of 127.0.0.1: another site than the suite's `localhost`. */
async function serveOtherSite(html: string): Promise<LocalServer> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The local server has no port');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Whether reading `localStorage` works in that frame ('denied' when the browser blocks it). */
function frameStorage(page: Page, urlPart: string, nth: number): Promise<string> {
  const frame = page.frames().filter((candidate) => candidate.url().includes(urlPart))[nth];
  if (!frame) throw new Error(`No frame of ${urlPart}`);
  return frame.evaluate(() => {
    try {
      void window.localStorage.length;
      return 'granted';
    } catch {
      return 'denied';
    }
  });
}

test('the snippet and the iframe render the widget on another site with third-party storage blocked', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const adminErrors = collectPageErrors(page);
  const owner = new TestWallet(page, generatePrivateKey());
  await owner.install();
  const editor = new WidgetEditorPage(page);
  await editor.gotoList();
  await editor.account.signIn(owner.address);
  const id = await editor.createWidget('Embedded anywhere', 'Full Kit');

  await editor.openSection('Components');
  const markdown = await editor.addSection('Markdown', 'Welcome');
  await markdown
    .getByRole('form', { name: 'Markdown section' })
    .getByLabel('Content')
    .pressSequentially('# Visit our corner shop');
  await editor.saveSectionDialog('Markdown section');
  await editor.addSection('Wallet', 'Wallet');
  await editor.saveSectionDialog('Wallet section');
  // "Add custom section": the owner's HTML and CSS, its editor open at once (the starting HTML kept).
  await page.getByRole('button', { name: 'Add custom section' }).click();
  await editor.sectionDialog().getByLabel('Section name').fill('Our story');
  await editor.saveSectionDialog('Custom section');
  await expect(editor.sectionRows()).toHaveText([/Welcome/, /Wallet/, /Our story/]);
  await editor.save();

  const { iframe, snippet } = await editor.createEmbedCodes();
  expect(iframe).toContain(`http://localhost:3000/embed/${id}?apiKey=`);

  const site = await serveOtherSite(
    `<!doctype html><html><head><title>My blog</title></head><body><h1>My blog</h1>` +
      `<section id="snippet">${snippet}</section><section id="iframe">${iframe}</section></body></html>`,
  );
  // A visitor's own browser: no flag but the one blocking third-party cookies and storage.
  const browser = await chromium.launch({
    executablePath: CHROMIUM_BROWSER,
    args: [...CHROMIUM_ARGS, '--test-third-party-cookie-phaseout'],
  });
  try {
    const visitor = await browser.newPage();
    const errors = collectPageErrors(visitor);
    const frameErrors: string[] = [];
    visitor.on('console', (message) => {
      if (message.type() === 'error' && /localStorage|sessionStorage|Access is denied/.test(message.text())) {
        frameErrors.push(message.text());
      }
    });
    const wallet = new TestWallet(visitor, testKey(6));
    await wallet.install();
    await visitor.goto(site.url);
    await expect(visitor.getByRole('heading', { name: 'My blog' })).toBeVisible();

    const snippetFrame = visitor.frameLocator(`#suite-widget-${id} iframe`);
    const frames: FrameLocator[] = [snippetFrame, visitor.frameLocator('#iframe iframe')];
    for (const frame of frames) {
      await expect(frame.getByRole('heading', { name: 'Visit our corner shop' })).toBeVisible();
      await expect(frame.getByText('Powered by Site Builder')).toBeVisible();
    }
    // The custom section draws in the code page's sandboxed frame, inside the embed's frame.
    await expect(
      snippetFrame
        .frameLocator('iframe[title="Custom section"]')
        .getByRole('heading', { name: 'My section' }),
    ).toBeVisible();
    // The condition under test holds: the frames' web storage is refused by the browser.
    expect(await frameStorage(visitor, `/embed/${id}`, 0)).toBe('denied');
    expect(await frameStorage(visitor, `/embed/${id}`, 1)).toBe('denied');
    // The snippet's frame grows to its content.
    await expect
      .poll(async () => (await visitor.locator(`#suite-widget-${id} iframe`).boundingBox())?.height ?? 0)
      .not.toBe(600);

    // A visitor connects a wallet inside the embed.
    const walletSection = snippetFrame.getByRole('region', { name: 'Wallet', exact: true });
    await walletSection.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(walletSection.getByText(shortenAddress(wallet.address), { exact: true })).toBeVisible();
    await expect(walletSection.getByRole('button', { name: 'Network: Local chain' })).toBeVisible();

    expect(errors).toEqual([]);
    expect(frameErrors).toEqual([]);
  } finally {
    await browser.close();
    await site.close();
  }
  expect(adminErrors).toEqual([]);
});
