import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { rspack, type Configuration } from '@rspack/core';
import { serveApp } from '../../scripts/serve.mjs';
import createLaterRemoteConfig from '../fixtures/later-remote/rspack.config.mjs';
import { collectPageErrors } from '../support/page-tools';

// antd is shared tree-shaken: the shell's build keeps only the antd components the suite's apps
// import (ADR 0013). A remote deployed later may use one more. It must still load — with its own
// copy of antd — rather than get the shell's copy, which lacks the component. The fixture is such a
// build of mfe_commerce (e2e/fixtures/later-remote, built here with the suite's federation setup);
// remotes.json points the shell at it, and the commerce route mounts its CommerceApp.

const FIXTURE_DIR = fileURLToPath(new URL('../fixtures/later-remote/', import.meta.url));
const FIXTURE_PORT = 3998;
const FIXTURE_MANIFEST = `http://localhost:${FIXTURE_PORT}/mf-manifest.json`;

function build(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    rspack(config).run((error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    });
  });
}

let server: Awaited<ReturnType<typeof serveApp>>;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  await build(createLaterRemoteConfig());
  server = await serveApp({ dir: path.join(FIXTURE_DIR, 'dist'), port: FIXTURE_PORT });
});
test.afterAll(async () => {
  await new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });
});

test('a remote built later with an antd component the shell did not keep loads with its own antd', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const remotes = await response.json();
    await route.fulfill({ response, json: { ...remotes, mfe_commerce: FIXTURE_MANIFEST } });
  });

  await page.goto('/u/account/commerce');

  // The later build's screen renders, Rate included (five stars, four of them lit).
  await expect(page.getByText('Rate your purchases')).toBeVisible();
  await expect(page.getByText('Back office at /u/account/commerce')).toBeVisible();
  const rating = page.getByLabel('Rating');
  await expect(rating.getByRole('radio')).toHaveCount(5);
  await expect(rating.getByRole('radio', { checked: true })).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Send rating' })).toBeVisible();
  await expect(page.getByText(/could not be (loaded|shown)/)).toHaveCount(0);

  // It says why it did not take the shell's copy.
  expect(warnings.join('\n')).toContain(
    'mfe_commerce uses antd exports the shared copy from shell does not hold (Rate)',
  );
  expect(errors).toEqual([]);
});
