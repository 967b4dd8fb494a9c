import { expect, test } from '@playwright/test';
import { buildAndServeLaterRemote, type ServedRemote } from '../support/fixture-remote';
import { collectPageErrors, overrideRemotes } from '../support/page-tools';

// antd is shared tree-shaken: the shell's build keeps only the antd components the suite's apps
// import (ADR 0013). A remote deployed later may use one more. It must still load — with its own
// copy of antd — rather than get the shell's copy, which lacks the component. The fixture is such a
// build of mfe_commerce (e2e/fixtures/later-remote, built here with the suite's federation setup);
// remotes.json points the shell at it, and the commerce route mounts its CommerceApp.

let remote: ServedRemote;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  remote = await buildAndServeLaterRemote(3998);
});
test.afterAll(async () => {
  await remote.close();
});

test(
  'a remote built later with an antd component the shell did not keep loads with its own antd',
  { tag: '@page-only' },
  async ({ page }) => {
    const errors = collectPageErrors(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await overrideRemotes(page, { mfe_commerce: remote.manifestUrl });

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
  },
);
