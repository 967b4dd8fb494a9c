import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { buildAndServeLaterRemote, type ServedRemote } from '../support/fixture-remote';
import { collectPageErrors } from '../support/page-tools';

// A remote deployed alone (ADR 0018): a second build of mfe_commerce is served beside the suite's;
// the shell's remotes.json — the deployed file itself, the one thing edited — sends a share of the
// browsers to it (a canary), then rolls it back. The shell's files are never touched. And a build of
// it made for another React is loaded with the page's React, with a warning in the console and in
// the About panel, never a blank screen.

const SHELL_DIST = fileURLToPath(new URL('../../shell/dist/', import.meta.url));
const REMOTES_FILE = path.join(SHELL_DIST, 'remotes.json');
const DRAW_KEY = 'suite:remote-version-draw';

let candidate: ServedRemote;
let outOfRange: ServedRemote;
let deployed: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  candidate = await buildAndServeLaterRemote(3996);
  outOfRange = await buildAndServeLaterRemote(3997, { reactRange: '^20.0.0', outName: 'react-20' });
  deployed = fs.readFileSync(REMOTES_FILE, 'utf8');
});
test.afterEach(() => {
  // The deployed file as it was, whatever the test did.
  deployRemotes(deployed);
});
test.afterAll(async () => {
  await candidate.close();
  await outOfRange.close();
});

/** Deploys remotes.json as README says: written beside the deployed one, then renamed over it. */
function deployRemotes(content: string) {
  fs.writeFileSync(`${REMOTES_FILE}.new`, content);
  fs.renameSync(`${REMOTES_FILE}.new`, REMOTES_FILE);
}

/** Deploys remotes.json with mfe_commerce's entry. */
function deployCommerce(entry: unknown) {
  deployRemotes(JSON.stringify({ ...JSON.parse(deployed), mfe_commerce: entry }, null, 2));
}

/** Every file of the shell's build but remotes.json, with its size and time: what a rebuild changes. */
function shellFiles(): string[] {
  return fs
    .readdirSync(SHELL_DIST, { recursive: true, encoding: 'utf8' })
    .filter((file) => file !== 'remotes.json' && fs.statSync(path.join(SHELL_DIST, file)).isFile())
    .sort()
    .map((file) => {
      const stat = fs.statSync(path.join(SHELL_DIST, file));
      return `${file} ${stat.size} ${stat.mtimeMs}`;
    });
}

/** A browser whose draw of remote builds is `draw` (each browser keeps the one it drew). */
async function browserWithDraw(browser: Browser, draw: number): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: DRAW_KEY,
    value: String(draw),
  });
  return context.newPage();
}

/** The scripts the shell's index.html starts with: its main script (named by its hash) and runtime. */
const SHELL_ENTRY = /^\/(main\.[0-9a-f]{8}\.js|mf-runtime\/mf-runtime\.js)$/;

/** The shell's entry scripts of every page shown: a rebuilt shell would name others. */
const shellEntries = new Set<string>();

async function commerceScreen(page: Page): Promise<'candidate' | 'current'> {
  await page.goto('/u/account/commerce');
  const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.src));
  for (const src of scripts) {
    const url = new URL(src);
    if (url.port === '3000' && SHELL_ENTRY.test(url.pathname)) shellEntries.add(url.pathname);
  }
  const candidateScreen = page.getByText('Rate your purchases');
  // The suite's own build: its screens' navigation.
  const currentScreen = page.getByRole('navigation', { name: 'Commerce' });
  await expect(candidateScreen.or(currentScreen).first()).toBeVisible();
  return (await candidateScreen.isVisible()) ? 'candidate' : 'current';
}

test('a canary build of mfe_commerce takes its share of browsers, then rolls back, through remotes.json only', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const shellBefore = shellFiles();
  const current = JSON.parse(deployed).mfe_commerce;
  /** remotes.json's mfe_commerce: the current build and the candidate, with these weights. */
  const shareBetween = (currentWeight: number, candidateWeight: number) =>
    deployCommerce({
      versions: [
        { url: current, weight: currentWeight, label: 'current' },
        { url: candidate.manifestUrl, weight: candidateWeight, label: 'candidate' },
      ],
    });
  const early = await browserWithDraw(browser, 0.95);
  const late = await browserWithDraw(browser, 0.5);
  const errors = [...collectPageErrors(early), ...collectPageErrors(late)];
  shellEntries.clear();

  await test.step('before: every browser gets the current build', async () => {
    expect(await commerceScreen(early)).toBe('current');
    expect(await commerceScreen(late)).toBe('current');
  });
  const entriesBefore = [...shellEntries].sort();
  expect(entriesBefore).toEqual([
    expect.stringMatching(/^\/main\.[0-9a-f]{8}\.js$/),
    '/mf-runtime/mf-runtime.js',
  ]);

  await test.step('canary: 10 % of the browsers get the candidate, the same ones on every visit', async () => {
    shareBetween(90, 10);
    expect(await commerceScreen(early)).toBe('candidate');
    expect(await commerceScreen(early)).toBe('candidate');
    expect(await commerceScreen(late)).toBe('current');
  });

  await test.step('the About panel says which build this browser loaded', async () => {
    await early.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(early.getByRole('heading', { name: 'About this page', level: 1 })).toBeVisible();
    const commerce = early
      .locator('.ant-card')
      .filter({ has: early.getByRole('heading', { name: 'mfe_commerce' }) });
    await expect(commerce.getByText('Build candidate (10 % of browsers)')).toBeVisible();
    await expect(commerce.getByText(candidate.manifestUrl)).toBeVisible();
    await expect(early.getByText(/apps on this page got the shared libraries/)).toBeVisible();
  });

  await test.step('a candidate whose build is gone: the browsers that drew it get the current build', async () => {
    deployCommerce({
      versions: [
        { url: current, weight: 90, label: 'current' },
        {
          url: new URL('/gone/mf-manifest.json', candidate.manifestUrl).href,
          weight: 10,
          label: 'candidate',
        },
      ],
    });
    expect(await commerceScreen(early)).toBe('current');
  });

  await test.step('shifted to everyone, then rolled back by one line: the candidate weight to 0', async () => {
    shareBetween(0, 100);
    expect(await commerceScreen(late)).toBe('candidate');
    shareBetween(100, 0);
    expect(await commerceScreen(early)).toBe('current');
    expect(await commerceScreen(late)).toBe('current');
  });

  // The shell was not rebuilt: its files are the ones it had, and every page started from the same
  // entry scripts.
  expect(shellFiles()).toEqual(shellBefore);
  expect([...shellEntries].sort()).toEqual(entriesBefore);
  expect(errors).toEqual([]);
});

test('a build made for another React runs with the page’s, and says so in the console and in About', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  deployCommerce(outOfRange.manifestUrl);

  await page.goto('/u/account/commerce');
  await expect(page.getByText('Rate your purchases')).toBeVisible();
  expect(warnings.join('\n')).toContain(
    '[federation] mfe_commerce was built for react ^20.0.0, but this page shares react 19.2.3 (from shell)',
  );

  await page.goto('/admin/about');
  const alert = page.getByRole('alert').filter({ hasText: 'An app was built for other versions' });
  await expect(alert).toContainText('mfe_commerce needs react ^20.0.0, the page has 19.2.3.');
  const commerce = page
    .locator('.ant-card')
    .filter({ has: page.getByRole('heading', { name: 'mfe_commerce' }) });
  const table = commerce.getByRole('table');
  await expect(table.getByRole('row').filter({ hasText: 'react' }).getByText('Out of range')).toBeVisible();
  expect(errors).toEqual([]);
});

test('each remote on its own port lists what its page runs at /remotes', async ({ page }) => {
  const errors = collectPageErrors(page);
  for (const [port, app] of [
    [3001, 'mfe_auth'],
    [3002, 'mfe_widget_editor'],
    [3003, 'mfe_section_editors'],
    [3004, 'mfe_commerce'],
  ] as const) {
    await page.goto(`http://localhost:${port}/remotes`);
    await expect(page.getByRole('heading', { name: 'About this page', level: 1 })).toBeVisible();
    const own = page
      .locator('.ant-card')
      .filter({ has: page.getByRole('heading', { name: app, exact: true }) });
    await expect(own.getByText('This page')).toBeVisible();
    await expect(own.getByText(`http://localhost:${port}/mf-manifest.json`)).toBeVisible();
    await expect(page.getByText(/got the shared libraries (it was|they were) built for/)).toBeVisible();
  }
  expect(errors).toEqual([]);
});
