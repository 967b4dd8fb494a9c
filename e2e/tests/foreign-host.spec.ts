import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { SectionDialogPage } from '../pages/section-dialog-page';
import { collectPageErrors, serveOnLocalhost, type LocalServer } from '../support/page-tools';

// A platform team's own product (examples/section-editors-host) embeds only mfe_section_editors, from
// another origin and without the shell: it registers that one remote at run time and mounts its
// SectionDialog and PageRenderer, keeping the saved sections in its own state.

/** antd's text colour in its light algorithm (the default site preset's, light): dark text. */
const LIGHT_TEXT = 'rgba(0, 0, 0, 0.88)';
/** The default site preset's light page (antd's light layout colour). */
const LIGHT_PAGE = 'rgb(245, 245, 245)';

const HOST_DIST = fileURLToPath(new URL('../../examples/section-editors-host/dist/', import.meta.url));
const SECTIONS_PORT = '3003';
const OTHER_SUITE_PORTS = ['3000', '3001', '3002', '3004'];

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Serves the built example host on a free port of localhost (another origin than the suite's apps). */
async function serveHost(): Promise<LocalServer> {
  if (!existsSync(path.join(HOST_DIST, 'index.html'))) {
    throw new Error(`${HOST_DIST} is not built yet: run \`pnpm build\` first.`);
  }
  return serveOnLocalhost((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = path.join(HOST_DIST, path.normalize(pathname === '/' ? 'index.html' : pathname));
    if (!file.startsWith(HOST_DIST)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
        response.writeHead(200, { 'content-type': type }).end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
}

let host: LocalServer;
test.beforeAll(async () => {
  host = await serveHost();
});
test.afterAll(async () => {
  await host.close();
});

test('a partner page on another origin adds a markdown section with only mfe_section_editors', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const requests: URL[] = [];
  page.on('request', (request) => requests.push(new URL(request.url())));
  const sections = new SectionDialogPage(page);

  // The visitor's system is dark; the partner's page is light, and says so (siteThemeMode="light").
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(host.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Partner product' })).toBeVisible();
  await expect(page.getByText('No sections yet. Add a section to start your page.')).toBeVisible();

  await page.getByRole('button', { name: 'Add section' }).click();
  await expect(sections.dialog.getByLabel('Search sections')).toBeVisible();
  // The dialog is drawn light, as the page it opens on, not in the system's dark.
  await expect(sections.dialog.getByRole('heading', { name: 'Add section' })).toHaveCSS('color', LIGHT_TEXT);
  // Only the types that need nobody signed in: this page has no sign-in, and is on another site than
  // the suite's session cookie.
  await expect(sections.dialog.getByRole('button', { name: 'Video', exact: true })).toBeVisible();
  for (const sessionBound of ['Commerce', 'Ranking', 'Widget', 'Swap']) {
    await expect(sections.dialog.getByRole('button', { name: sessionBound, exact: true })).toHaveCount(0);
  }
  await sections.pickType('Markdown');
  await sections.nameSection('Partner notes');
  const markdown = sections.editor('Markdown section');
  await markdown.getByLabel('Content').pressSequentially('# Hello');
  await expect(sections.preview.getByRole('heading', { level: 1, name: 'Hello' })).toBeVisible();
  await markdown.getByLabel('Content').pressSequentially(' partners\n\nBuilt with **our editors**.');
  await expect(sections.preview.getByRole('heading', { level: 1, name: 'Hello partners' })).toBeVisible();
  await expect(sections.preview.locator('strong')).toHaveText('our editors');
  await sections.save('Markdown section');

  const partnerPage = page.getByRole('region', { name: 'Your page' });
  const saved = partnerPage.getByRole('heading', { level: 1, name: 'Hello partners' });
  await expect(saved).toBeVisible();
  // Drawn as the preview drew it, on the site's light page: dark text, never white on the partner's white.
  await expect(saved).toHaveCSS('color', LIGHT_TEXT);
  await expect(partnerPage.locator('[data-widget-theme]')).toHaveCSS('background-color', LIGHT_PAGE);
  await expect(partnerPage.locator('strong')).toHaveText('our editors');
  await expect(page.getByText('No sections yet. Add a section to start your page.')).toBeHidden();
  await page.screenshot({ path: 'test-results/foreign-host-desktop.png', fullPage: true });

  const remoteEntries = requests.filter((url) => url.pathname.endsWith('/remoteEntry.js'));
  expect(remoteEntries.map((url) => url.href)).toEqual([`http://localhost:${SECTIONS_PORT}/remoteEntry.js`]);
  expect(requests.filter((url) => OTHER_SUITE_PORTS.includes(url.port)).map((url) => url.href)).toEqual([]);
  expect(errors).toEqual([]);
});
