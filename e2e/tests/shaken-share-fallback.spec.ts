import { expect, test, type Page } from '@playwright/test';
import { buildAndServeLaterRemote, type ServedRemote } from '../support/fixture-remote';
import { ANTD_STYLE_ENGINE, collectPageErrors, collectScripts, overrideRemotes } from '../support/page-tools';

// antd is shared tree-shaken: the shell's build keeps only the antd components the suite's apps
// import (ADR 0013). A remote deployed later may use one more. It must still load — with its own
// copy of antd — rather than get the shell's copy, which lacks the component. The fixture is such a
// build of mfe_commerce (e2e/fixtures/later-remote, built here with the suite's federation setup);
// remotes.json points the shell at it, and the commerce route mounts its CommerceApp. What a remote
// asks of the shell's copy is what its own code imports: a build of the same later commit whose
// CommerceApp does not use Rate takes the shell's antd.

let remote: ServedRemote;
let plain: ServedRemote;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  remote = await buildAndServeLaterRemote(3998);
  // The same later commit (its build keeps Rate too), whose CommerceApp does not use Rate itself.
  plain = await buildAndServeLaterRemote(3995, { rate: false, outName: 'plain' });
});
test.afterAll(async () => {
  await Promise.all([remote.close(), plain.close()]);
});

/**
 * The commerce route with `served` as mfe_commerce: the page's uncaught errors, console warnings and
 * scripts from the start.
 */
async function openCommerceWith(page: Page, served: ServedRemote) {
  const errors = collectPageErrors(page);
  const scripts = collectScripts(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await overrideRemotes(page, { mfe_commerce: served.manifestUrl });
  await page.goto('/u/account/commerce');
  return { errors, scripts, warnings };
}

/** How many copies of antd the page loaded, once it is idle. */
async function antdCopies(page: Page, scripts: Promise<string>[]): Promise<number> {
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts);
  return bodies.filter((body) => body.includes(ANTD_STYLE_ENGINE)).length;
}

test('a remote built later with an antd component the shell did not keep loads with its own antd', async ({
  page,
}) => {
  const { errors, scripts, warnings } = await openCommerceWith(page, remote);

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
  // Two antd on the page: the shell's, and the remote's own.
  expect(await antdCopies(page, scripts)).toBe(2);
  expect(errors).toEqual([]);
});

test("a remote built later, whose commit kept an antd component the shell did not, takes the shell's antd when it does not use that component", async ({
  page,
}) => {
  const { errors, scripts, warnings } = await openCommerceWith(page, plain);

  await expect(page.getByText('Your purchases')).toBeVisible();
  await expect(page.getByRole('button', { name: 'See orders' })).toBeVisible();
  // One antd on the page: the shell's (the remote's own copy was never loaded), taken without a word.
  expect(await antdCopies(page, scripts)).toBe(1);
  expect(warnings.join('\n')).not.toContain('does not hold');
  expect(errors).toEqual([]);
});
