import { expect, test, type Locator, type Page } from '@playwright/test';
import { generatePrivateKey } from 'viem/accounts';
import { ShellPage } from '../pages/shell-page';
import { testKey } from '../support/accounts';
import { TestWallet } from '../support/test-wallet';

// Each remote is also a complete app on its own port, for the team that owns it.
const standalonePages = [
  { remote: 'mfe_auth', url: 'http://localhost:3001/u/account', heading: 'Account' },
  { remote: 'mfe_widget_editor', url: 'http://localhost:3002/admin/widget', heading: 'Manage Widgets' },
  { remote: 'mfe_section_editors', url: 'http://localhost:3003/', heading: 'Section catalog' },
  { remote: 'mfe_commerce', url: 'http://localhost:3004/u/account/commerce', heading: 'Products' },
];

for (const { remote, url, heading } of standalonePages) {
  test(`${remote} runs standalone on its own port`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

// Buy credits (the widget editor's premium and API key panels) leads to the back office's settings,
// routed on the widget editor's own port as in the shell.
test('mfe_widget_editor on its own port opens the back office where Buy credits leads', async ({ page }) => {
  await page.goto('http://localhost:3002/u/account/commerce/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});

// A visitor whose browser speaks Spanish sees each app's header named in Spanish.
const spanishTitles = [
  { url: 'http://localhost:3001/u/account', title: 'Cuenta' },
  { url: 'http://localhost:3002/admin/widget', title: 'Editor de widgets' },
  { url: 'http://localhost:3003/', title: 'Editores de secciones' },
  { url: 'http://localhost:3004/u/account/commerce', title: 'Comercio' },
];

test.describe('in a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('each standalone page names its app in Spanish', async ({ page }) => {
    for (const { url, title } of spanishTitles) {
      await page.goto(url);
      await expect(page.locator('header').getByText(title, { exact: true })).toBeVisible();
    }
  });
});

const SIGNED_OUT = 'No Wallet connected - Connect wallet to see apps associated with your account';

/** The back office's message to a signed-out visitor on its standalone page. */
function signedOutPrompt(page: Page): Locator {
  return page.getByRole('alert').filter({ hasText: SIGNED_OUT });
}

/** Connects from that message and signs: its Login is the header's (mfe_auth's), which connects, then signs. */
async function signFromPrompt(page: Page): Promise<void> {
  const standalone = new ShellPage(page);
  const prompt = signedOutPrompt(page);
  await prompt.getByRole('button', { name: 'Login', exact: true }).click();
  await standalone
    .connectDialog()
    .getByRole('button', { name: /^Connect / })
    .first()
    .click();
  await expect(standalone.signMessageButton()).toBeVisible();
  await prompt.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs in from that message, and sees the header name the wallet. */
async function signInFromPrompt(page: Page, address: string): Promise<void> {
  await signFromPrompt(page);
  await expect(new ShellPage(page).shortAddress(address)).toBeVisible();
  await expect(signedOutPrompt(page)).toBeHidden();
}

/** The standalone categories screen, its `remotes.json` naming `api` as the API's origin, with a fresh wallet. */
async function categoriesCallingApiAt(page: Page, api: string): Promise<TestWallet> {
  await page.route('http://localhost:3004/remotes.json', (route) =>
    route.fulfill({ json: { mfe_auth: 'http://localhost:3001/mf-manifest.json', api } }),
  );
  const wallet = new TestWallet(page, generatePrivateKey());
  await wallet.install();
  await page.goto('http://localhost:3004/u/account/commerce/categories');
  return wallet;
}

test('the commerce team signs in on the standalone mfe_commerce page, from the signed-out prompt', async ({
  page,
}) => {
  const wallet = new TestWallet(page, testKey(3));
  await wallet.install();
  await page.goto('http://localhost:3004/u/account/commerce');
  await expect(signedOutPrompt(page)).toBeVisible();
  await signInFromPrompt(page, wallet.address);
});

// Served anywhere (say https://commerce.example.com), the standalone page finds mfe_auth where the
// `remotes.json` beside it says. Here the page's file is answered by the test, mfe_auth is "deployed" at
// another origin (auth.example.test, answered from :3001), and its usual port is unreachable: sign-in
// works only through the file.
test('the standalone mfe_commerce page signs in through the mfe_auth its remotes.json names, wherever that is', async ({
  page,
}) => {
  await page.route('http://localhost:3001/**', (route) => route.abort());
  await page.route('http://auth.example.test/**', async (route) => {
    const { pathname, search } = new URL(route.request().url());
    await route.fulfill({
      response: await route.fetch({ url: `http://localhost:3001${pathname}${search}` }),
    });
  });
  await page.route('http://localhost:3004/remotes.json', (route) =>
    route.fulfill({ json: { mfe_auth: 'http://auth.example.test/mf-manifest.json' } }),
  );
  const wallet = new TestWallet(page, generatePrivateKey());
  await wallet.install();
  // Settings: a new store's other screens ask for its receiver first (Attention Required).
  await page.goto('http://localhost:3004/u/account/commerce/settings');
  await signInFromPrompt(page, wallet.address);
  // The account menu's Account opens mfe_auth's own page, where the file says it is.
  await new ShellPage(page).shortAddress(wallet.address).click();
  await expect(page.getByRole('menuitem', { name: 'Account' }).getByRole('link')).toHaveAttribute(
    'href',
    'http://auth.example.test/u/account',
  );
});

// Its `remotes.json` may name the API's origin too (`api`), for a page served where `/api` is not proxied:
// here the page's own `/api` does not answer, and the API is reached at the shell's origin (:3000), of
// the same site, which answers the page's origin with CORS and credentials.
test('the standalone mfe_commerce page calls the API where its remotes.json says, signing in and saving there', async ({
  page,
}) => {
  const ownApi: string[] = [];
  await page.route('http://localhost:3004/api/**', (route) => {
    ownApi.push(route.request().url());
    return route.abort();
  });
  const wallet = await categoriesCallingApiAt(page, 'http://localhost:3000');
  await signInFromPrompt(page, wallet.address);
  await page.getByRole('button', { name: 'Create New Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Category' });
  await dialog.getByLabel('Name').fill('Hats');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('cell', { name: 'Hats', exact: true })).toBeVisible();
  expect(ownApi).toEqual([]);
});

// An API on another site than the page (127.0.0.1 is another site than localhost): the browser does not
// keep its session cookie, so signing in cannot hold; the page says so and names where the API is.
test('a standalone page whose remotes.json names an API on another site says the sign-in cannot be kept there', async ({
  page,
}) => {
  const wallet = await categoriesCallingApiAt(page, 'http://127.0.0.1:3000');
  await signFromPrompt(page);
  const dialog = page.getByRole('dialog', { name: 'You are still signed out' });
  await expect(dialog).toContainText(
    "This browser did not keep the session cookie of the API at http://127.0.0.1:3000: it keeps it only when the API is on this page's site and its cookies are allowed.",
  );
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(signedOutPrompt(page)).toBeVisible();
  await expect(new ShellPage(page).shortAddress(wallet.address)).toBeHidden();
});

test('when mfe_auth cannot be loaded, the standalone page says sign-in is unavailable, and Retry brings Login back', async ({
  page,
}) => {
  // No remotes.json on :3004: mfe_auth is looked for on :3001, which does not answer for now.
  await page.route('http://localhost:3001/**', (route) => route.abort());
  await page.goto('http://localhost:3004/u/account/commerce');
  await expect(page.locator('header').getByText('Account (mfe_auth) could not be loaded')).toBeVisible();
  const prompt = signedOutPrompt(page);
  await expect(
    prompt.getByText('Sign-in is unavailable right now: the account area could not be loaded.'),
  ).toBeVisible();
  await page.unroute('http://localhost:3001/**');
  await prompt.getByRole('button', { name: 'Retry' }).click();
  await expect(prompt.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.locator('header').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(prompt.getByText(/Sign-in is unavailable/)).toBeHidden();
});

test('the standalone mfe_commerce page says a path it does not know is not found, with the way back', async ({
  page,
}) => {
  await page.goto('http://localhost:3004/no-such-page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await expect(page).toHaveURL('http://localhost:3004/no-such-page');
  await page.getByRole('link', { name: 'Go to the Commerce dashboard' }).click();
  await expect(page).toHaveURL('http://localhost:3004/u/account/commerce/dashboard');
  await expect(signedOutPrompt(page)).toBeVisible();
});

test('a standalone mfe_commerce screen whose code is gone (an old tab after a deploy) shows its error under the header', async ({
  page,
}) => {
  await page.goto('http://localhost:3004/u/account/commerce/products');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  // The deploy removed the old build's chunks: every script fetched from now on fails.
  await page.route('http://localhost:3004/**/*.js', (route) => route.abort());
  await page.getByRole('navigation', { name: 'Commerce' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByText('This page could not be shown')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  await expect(page.locator('header').getByText('Commerce', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('This page could not be shown · Commerce');
  await expect(page.getByText('Unexpected Application Error!')).toBeHidden();
});

test('the standalone pay page is drawn in the buyer’s document: titled, in their language, painted in their scheme', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`http://localhost:3004/c/${crypto.randomUUID()}`);
  await expect(page.getByRole('main').getByText('Checkout not found')).toBeVisible();
  await expect(page).toHaveTitle('Checkout · Checkout');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  // antd's dark layout background, not the browser's white under white text.
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe('rgb(0, 0, 0)');
});
