import http from 'node:http';
import { expect, type Locator, type Page } from '@playwright/test';

/** What each copy of antd's style engine (cssinjs) writes once: a script holding it is an antd copy. */
export const ANTD_STYLE_ENGINE = 'data-ant-cssinjs-cache-path';

/** The bodies of the scripts the page loads from now on. */
export function collectScripts(page: Page): Promise<string>[] {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.push(response.text());
  });
  return scripts;
}

/** The uncaught errors of a page from now on; a test ends by expecting none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The page's `remotes.json` as served, with these entries set over it (a remote moved, dead or
 * misnamed): the shell reads it before any page.
 */
export async function overrideRemotes(page: Page, entries: Record<string, unknown>): Promise<void> {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const remotes: unknown = await response.json();
    const served = typeof remotes === 'object' && remotes !== null ? remotes : {};
    await route.fulfill({ response, json: { ...served, ...entries } });
  });
}

export interface LocalServer {
  url: string;
  close: () => Promise<void>;
}

/**
 * Serves `handler` on a free port of `localhost` — another origin than the suite's apps, as a site
 * embedding the suite would be — until closed. `localhost` like the apps, so Chromium treats the
 * origins alike (it keeps pages it cannot place on the local network from framing localhost).
 */
export async function serveOnLocalhost(handler: http.RequestListener): Promise<LocalServer> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The local server has no port');
  return {
    url: `http://localhost:${address.port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Opens an antd Select and gives its own dropdown, found through the list its combobox controls: a
 * dropdown of another select that is still closing (antd animates them out) is never read instead.
 */
export async function openSelect(combobox: Locator): Promise<Locator> {
  await combobox.click();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const listId = await combobox.getAttribute('aria-controls');
  if (!listId) throw new Error('The select names no list it controls (aria-controls)');
  const page = combobox.page();
  return page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
}

/** The labels of a select's options, as listed when it is opened (closed again after). */
export async function selectOptionLabels(combobox: Locator): Promise<string[]> {
  const options = (await openSelect(combobox)).locator('.ant-select-item-option');
  await expect(options.first()).toBeVisible();
  const labels = await options.allInnerTexts();
  await combobox.page().keyboard.press('Escape');
  return labels;
}

/**
 * Picks an option of a select by its label. antd draws a long list's options as it scrolls
 * (a virtual list): it is scrolled down until the option is drawn.
 */
export async function pickSelectOption(combobox: Locator, label: string): Promise<void> {
  const dropdown = await openSelect(combobox);
  const option = dropdown.locator(`.ant-select-item-option[title="${label}"]`);
  const holder = dropdown.locator('.rc-virtual-list-holder');
  await expect(dropdown.locator('.ant-select-item-option').first()).toBeVisible();
  for (let step = 0; step < 20 && (await option.count()) === 0 && (await holder.count()) > 0; step += 1) {
    await holder.evaluate((list) => list.scrollBy(0, list.clientHeight));
  }
  await option.click();
}
