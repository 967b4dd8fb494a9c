import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { serveApp } from '../../scripts/serve.mjs';
import { overrideRemotes } from '../support/page-tools';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DEAD_PORT = 3999;
const DEAD_MANIFEST = `http://127.0.0.1:${DEAD_PORT}/mf-manifest.json`;

test('remotes.json decides where each remote is loaded from, at run time', async ({ page }) => {
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/mf-manifest.json')) manifests.push(request.url());
  });
  await page.goto('/u/account/commerce');
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  expect(manifests).toContain('http://localhost:3004/mf-manifest.json');
  expect(manifests).toContain('http://localhost:3001/mf-manifest.json');
});

test('a dead remote shows a fallback naming it, the shell keeps working, and Retry loads it once it is back', async ({
  page,
}) => {
  await overrideRemotes(page, { mfe_commerce: DEAD_MANIFEST });

  await page.goto('/u/account/commerce');
  const fallback = page.getByRole('alert').filter({ hasText: 'mfe_commerce' });
  await expect(fallback).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  // The rest of the shell still works: the header's account area and another remote's screen.
  await expect(page.locator('header').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Widgets' }).click();
  await expect(page.getByRole('heading', { name: 'Manage Widgets' })).toBeVisible();

  // The commerce remote comes back at that address; Retry fetches it again.
  const server = await serveApp({ dir: path.join(root, 'mfe-commerce', 'dist'), port: DEAD_PORT });
  try {
    await page.goBack();
    await expect(fallback).toBeVisible();
    await page.getByRole('button', { name: 'Retry' }).click();
    // The back office opens on Products (seed 001 §2).
    await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
    await expect(fallback).toBeHidden();
  } finally {
    // The browser keeps its connections to the remote open: they are cut, or close() would wait for them.
    await new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    });
  }
});

test('a wrong remotes.json names each problem in place of the admin', async ({ page }) => {
  await overrideRemotes(page, {
    mfe_auth: 'ftp://127.0.0.1/mf-manifest.json',
    mfe_commerce: { versions: [{ url: 'http://127.0.0.1:3004/mf-manifest.json', weight: 0 }] },
    mfe_comerce: 'http://127.0.0.1:3004/mf-manifest.json',
  });

  await page.goto('/admin/widget');
  await expect(
    page.getByText('The admin could not start: the remotes configuration is invalid'),
  ).toBeVisible();
  for (const problem of [
    'remotes.json: Unrecognized key: "mfe_comerce"',
    'mfe_auth: Must be an http(s) URL',
    'mfe_commerce.versions: At least one build needs a weight above 0',
  ])
    await expect(page.getByText(problem, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
});
