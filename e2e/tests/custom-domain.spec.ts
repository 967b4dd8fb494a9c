import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { WidgetEditorPage } from '../pages/widget-editor-page';
import { collectPageErrors } from '../support/page-tools';

// A custom domain, served by the same server as the admin: Chromium resolves every `*.localhost` name
// to this machine, as DNS pointing a real domain at the server would.

test('a seller buys "Custom domain", gives the site a domain, and visitors see the site there, not the admin @payments', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  // A store of the run's own with the 100 USD a month of the feature costs, and a domain of the run's
  // own, so the test can run again.
  const editor = await WidgetEditorPage.withCredits(page, 100);
  const domain = `shop-${randomBytes(4).toString('hex')}.localhost`;
  await editor.createWidget('Domain shop', 'Full Kit');

  await editor.openSection('Powered by');
  const field = page.getByRole('textbox', { name: 'Domain' });
  await expect(page.getByText('Unlock "Custom domain" to serve this site on your own domain.')).toBeVisible();
  await expect(field).toBeDisabled();
  const feature = page.getByRole('group', { name: 'Custom domain' });
  await feature.getByRole('button', { name: 'Unlock for 100 USD' }).click();
  await editor.dialog('Unlock Custom domain?').getByRole('button', { name: 'Unlock' }).click();
  await expect(feature.getByText('Active', { exact: true })).toBeVisible();

  await field.fill('not a domain');
  await expect(page.getByText('Must be a domain such as shop.example.com')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await field.fill(domain.toUpperCase());
  await editor.save();
  const address = `http://${domain}:3000`;
  await expect(page.getByRole('link', { name: `Open ${address}` })).toHaveAttribute('href', `${address}/`);

  await test.step('a visitor of the domain sees the site, with no admin around it', async () => {
    const visitor = await (await browser.newContext()).newPage();
    const visitorErrors = collectPageErrors(visitor);
    const reads: string[] = [];
    visitor.on('request', (request) => {
      if (request.url().includes('/api/widget/public/domain/')) reads.push(request.url());
    });
    await visitor.goto(`${address}/`);
    await expect(visitor.getByText('No sections to show on this page')).toBeVisible();
    // Read once, by the shell at start; the page draws that read.
    expect(reads).toEqual([`${address}/api/widget/public/domain/${domain}`]);
    await expect(visitor.getByText('Powered by Site Builder')).toBeVisible();
    await expect(visitor).toHaveTitle(/Domain shop$/);
    await expect(visitor.getByRole('button', { name: 'Login' })).toHaveCount(0);
    // The admin's addresses are not the site's.
    await visitor.goto(`${address}/admin/widget`);
    await expect(visitor.getByText('Page not found')).toBeVisible();
    await visitor.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(visitor.getByText('No sections to show on this page')).toBeVisible();
    expect(visitorErrors).toEqual([]);
    await visitor.context().close();
  });

  await test.step('disabled, the feature serves the domain no more', async () => {
    await feature.getByRole('button', { name: 'Disable' }).click();
    await editor.dialog('Disable Custom domain?').getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByText('Feature disabled')).toBeVisible();
    await expect(
      page.getByText(`"Custom domain" is not active: ${domain} shows nothing until it is.`),
    ).toBeVisible();
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${address}/admin/widget`);
    // The visitor is told, on every path, rather than shown the site or the admin.
    await expect(visitor.getByText('This site is not served on this domain right now.')).toBeVisible();
    await expect(visitor.getByText('No sections to show on this page')).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: 'Login' })).toHaveCount(0);
    await visitor.context().close();
  });
  expect(errors).toEqual([]);
});
