import { expect, test, type Page } from '@playwright/test';
import { LOCAL_TEST_STABLECOIN_ADDRESS, STABLECOIN_LOGOS_PATH } from '@suite/shared';
import { WidgetEditorPage } from '../pages/widget-editor-page';
import { collectPageErrors, serveOnLocalhost } from '../support/page-tools';

// The widget editor in the shell, against the real API, with mfe_section_editors' section dialog and
// renderers loaded through the editor's own federation runtime. Each test signs in with a fresh wallet.

function signedInEditor(page: Page): Promise<WidgetEditorPage> {
  return WidgetEditorPage.signedIn(page);
}

test('a new widget gets its name, theme and sections, previewed as a draft on mobile, saved and embedded', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  const editor = await signedInEditor(page);
  const id = await editor.createWidget('Corner shop', 'Full Kit');
  await expect(editor.sectionHeading('General')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage Widgets' })).toBeVisible();

  await test.step('General: name required, Save only when changed', async () => {
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeDisabled();
    await page.getByLabel('Name').fill('');
    await expect(page.getByText('Required')).toBeVisible();
    await page.getByLabel('Name').fill('Corner shop online');
    await editor.save();
  });

  await test.step('Theme: a preset, previewed live', async () => {
    await editor.openSection('Theme');
    await page.getByText('Ocean', { exact: true }).click();
    await expect(page.getByRole('region', { name: 'Theme preview (light)' })).toBeVisible();
    await editor.save();
  });

  await test.step('Components: sections added through the section dialog', async () => {
    await editor.openSection('Components');
    const markdown = await editor.addSection('Markdown', 'Welcome');
    await markdown
      .getByRole('form', { name: 'Markdown section' })
      .getByLabel('Content')
      .pressSequentially('# Hello shoppers');
    await editor.saveSectionDialog('Markdown section');

    const cta = await editor.addSection('Call to action', 'Join');
    const form = cta.getByRole('form', { name: 'Call to action section' });
    await form.getByLabel('Title', { exact: true }).fill('Join the club');
    await form.getByLabel('Subtitle', { exact: true }).fill('Members save more');
    await form.getByLabel('Button title').fill('Join now');
    await form.getByLabel('Button URL').fill('https://example.com/join');
    await editor.saveSectionDialog('Call to action section');
    await expect(editor.sectionRows()).toHaveCount(2);
  });

  await test.step('reorder by drag: dropped on the bottom half of the first section, it becomes second', async () => {
    const markdown = await editor.addSection('Markdown', 'Footer note');
    await markdown
      .getByRole('form', { name: 'Markdown section' })
      .getByLabel('Content')
      .pressSequentially('Thanks for visiting');
    await editor.saveSectionDialog('Markdown section');
    await expect(editor.sectionRows()).toHaveText([/Welcome/, /Join/, /Footer note/]);
    const first = editor.row('Welcome');
    const box = await first.boundingBox();
    if (!box) throw new Error('The first section has no box');
    await editor
      .row('Footer note')
      .dragTo(first, { targetPosition: { x: box.width / 2, y: box.height - 4 } });
    await expect(editor.sectionRows()).toHaveText([/Welcome/, /Footer note/, /Join/]);
  });

  await test.step('hide one on mobile; the mobile preview shows the unsaved draft', async () => {
    await editor.moreAction('Join', 'Hide on mobile');
    await expect(editor.row('Join').getByText('Hidden on mobile')).toBeVisible();
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = editor.dialog('Main page preview');
    // The page ends with the footer its visitors get.
    await expect(preview.getByRole('contentinfo')).toContainText('Powered by Site Builder');
    await preview.getByText('Mobile', { exact: true }).click();
    const phone = page.frameLocator('iframe[title="Mobile preview"]');
    await expect(phone.getByRole('heading', { name: 'Hello shoppers' })).toBeVisible();
    await expect(phone.getByText('Thanks for visiting')).toBeVisible();
    await expect(phone.getByRole('contentinfo')).toContainText('Powered by Site Builder');
    await expect(phone.getByRole('heading', { name: 'Join the club' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
  });

  await test.step('leaving with unsaved changes asks first', async () => {
    await editor.openSection('Theme');
    const leave = editor.dialog('Leave without saving');
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(editor.sectionRows()).toHaveCount(3);

    // A section open in the dialog, unchanged, leaves the page's question its say: the browser's Back asks.
    await page.getByRole('button', { name: 'Edit Welcome' }).click();
    const form = page.getByRole('form', { name: 'Markdown section' });
    await expect(form).toBeVisible();
    await page.evaluate(() => window.history.back());
    const asked = editor.dialog('Leave without saving');
    await expect(asked).toBeVisible();
    await asked.getByRole('button', { name: 'Stay' }).click();
    await expect(asked).toBeHidden();
    await expect(form).toBeVisible();
    // Escape where the keyboard is: in the dialog (the question's Stay hands the focus back to the page).
    await form.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(editor.sectionRows()).toHaveCount(3);
  });

  await test.step('save, reload, and the page is as it was saved', async () => {
    await editor.save();
    await page.reload();
    await expect(editor.sectionRows()).toHaveText([/Welcome/, /Footer note/, /Join/]);
    await expect(editor.row('Join').getByText('Hidden on mobile')).toBeVisible();
  });

  await test.step('a save based on a version saved elsewhere since is reported, not applied', async () => {
    const other = await page.context().newPage();
    const otherEditor = new WidgetEditorPage(other);
    await otherEditor.gotoEditor(id, 'general');
    await other.getByLabel('Name').fill('Saved elsewhere');
    await otherEditor.save();
    await other.close();

    await editor.moreAction('Welcome', 'Clone');
    await page.getByRole('button', { name: 'Save', exact: true }).last().click();
    await editor.dialog('Save changes?').getByRole('button', { name: 'Save' }).click();
    const stale = editor.dialog('Changes not saved');
    await expect(stale.getByText(/This widget was changed elsewhere/)).toBeVisible();
    await stale.getByRole('button', { name: 'Reload' }).click();
    await expect(editor.sectionRows()).toHaveCount(3);
    await expect(page.getByText('Saved elsewhere', { exact: true })).toBeVisible();
  });

  await test.step('embed: the iframe URL shows the saved sections in a plain HTML page', async () => {
    await editor.openSection('API key');
    await expect(page.getByText('API Key not found. Please create one.')).toBeVisible();
    await page.getByRole('button', { name: 'Create API key' }).click();
    await expect(page.getByText('Free requests this month')).toBeVisible();
    await editor.openSection('Components');
    await page.getByRole('button', { name: 'Embed', exact: true }).click();
    const embed = editor.dialog('Embed widget');
    await embed.getByRole('tab', { name: 'Code snippet' }).click();
    const snippet = await embed.getByRole('textbox', { name: 'Code snippet' }).inputValue();
    expect(snippet).toContain(`/embed/${id}?apiKey=`);

    // A plain HTML page on another origin, as a blog embedding the widget, served by the test itself.
    // Another site (127.0.0.1, third-party storage blocked) is embed-anywhere.spec.ts.
    const blog = await serveOnLocalhost((_request, response) => {
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><html><body><h1>My blog</h1>${snippet}</body></html>`);
    });
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(blog.url);
    const frame = visitor.frameLocator(`#suite-widget-${id} iframe`);
    await expect(frame.getByRole('heading', { name: 'Hello shoppers' })).toBeVisible();
    await expect(frame.getByText('Powered by Site Builder')).toBeVisible();
    // The frame grows to its content.
    await expect
      .poll(async () => (await visitor.locator(`#suite-widget-${id} iframe`).boundingBox())?.height ?? 0)
      .not.toBe(600);
    await blog.close();
    await page.keyboard.press('Escape');
    await expect(embed).toBeHidden();
  });

  await test.step('premium: unlocking needs 100 USD of credits', async () => {
    await editor.openSection('Powered by');
    await expect(page.getByText('Credits: 0.0000 USD')).toBeVisible();
    const hide = page.getByRole('group', { name: 'Hide powered by' });
    await expect(hide.getByRole('button', { name: 'Unlock for 100 USD' })).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: 'Hide powered by' })).toBeDisabled();
  });

  expect(errors).toEqual([]);
});

test('Data → Tokens: a token read on chain is listed with the logo its owner gives it, and saved', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const editor = await signedInEditor(page);
  await editor.createWidget('Logo shop', 'Full Kit');
  await editor.openSection('Tokens');
  await page.getByLabel('Token address').fill(LOCAL_TEST_STABLECOIN_ADDRESS);
  await page.getByRole('button', { name: 'Read token' }).click();
  const add = page.getByRole('button', { name: 'Add tUSDC' });
  await expect(add).toBeEnabled();
  const logo = page.getByLabel('Logo URL (optional)');
  await logo.fill('cdn.example.com/tusdc.png');
  await expect(page.getByText('Must be a URL')).toBeVisible();
  await expect(add).toBeDisabled();
  // An image that loads (a logo that fails shows the symbol's letter instead): the suite's own USDC logo.
  const logoUrl = `${new URL(page.url()).origin}${STABLECOIN_LOGOS_PATH}/usdc.svg`;
  await logo.fill(logoUrl);
  await add.click();
  const table = page.getByRole('table');
  await expect(table.getByRole('cell', { name: 'tUSDC' }).locator('img')).toHaveAttribute('src', logoUrl);
  await editor.save();
  await page.reload();
  await expect(page.getByRole('table').getByRole('cell', { name: 'tUSDC' }).locator('img')).toHaveAttribute(
    'src',
    logoUrl,
  );
  expect(errors).toEqual([]);
});

test('a seller buys credits, deploys a token, unlocks "Hide powered by" and hides it from the embed @payments', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const errors = collectPageErrors(page);
  // A store of the run's own buys the 100 USD a month of a feature costs, with tUSDC on the local chain.
  const editor = await WidgetEditorPage.withCredits(page, 100);
  const id = await editor.createWidget('Unbranded shop', 'Full Kit');

  await test.step('DexContracts: a token deployed with the wallet is read in Manage contracts', async () => {
    await editor.openSection('Create contracts');
    const form = page.getByRole('form', { name: 'Create contract' });
    await form.getByLabel('Name').fill('Corner Coin');
    await form.getByLabel('Symbol').fill('CRN');
    await form.getByRole('button', { name: 'Deploy contract' }).click();
    await expect(editor.sectionHeading('Manage contracts')).toBeVisible({ timeout: 60_000 });
    expect(page.url()).toMatch(/address=0x[0-9a-fA-F]{40}/);
    // Its row says when, and by which transaction of the chain, it was deployed.
    const row = page.getByRole('row', { name: /Corner Coin/ });
    await expect(row).toContainText(/0x[0-9a-f]{4}…[0-9a-f]{4}$/);
    await expect(row).toContainText(String(new Date().getFullYear()));
    const reader = page.getByRole('region', { name: 'Read functions' });
    await expect(reader.getByLabel('name result')).toHaveText('Corner Coin');
    await expect(reader.getByLabel('symbol result')).toHaveText('CRN');
    await expect(reader.getByLabel('totalSupply result')).toHaveText('1000000000000000000000000');
  });

  await editor.openSection('Powered by');
  const credits = page.getByText(/^Credits: /);
  await expect(credits).toHaveText(/Credits: \d+\.\d{4} USD/);
  await expect(credits).toHaveText('Credits: 100.0000 USD');
  const hide = page.getByRole('group', { name: 'Hide powered by' });
  await hide.getByRole('button', { name: 'Unlock for 100 USD' }).click();
  const confirm = editor.dialog('Unlock Hide powered by?');
  await confirm.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('Feature unlocked')).toBeVisible();
  await expect(hide.getByText('Active', { exact: true })).toBeVisible();
  await expect(credits).toHaveText('Credits: 0.0000 USD');

  const checkbox = page.getByRole('checkbox', { name: 'Hide powered by' });
  await expect(checkbox).toBeEnabled();
  await checkbox.check();
  await editor.save();

  // The embed shows the widget without "Powered by".
  await editor.openSection('API key');
  const create = page.getByRole('button', { name: 'Create API key' });
  const requests = page.getByText('Free requests this month');
  await create.click();
  await expect(requests).toBeVisible();
  await editor.openSection('Components');
  await page.getByRole('button', { name: 'Embed', exact: true }).click();
  const embed = editor.dialog('Embed widget');
  const iframe = await embed.getByRole('textbox', { name: 'Iframe code' }).inputValue();
  const src = /src="([^"]+)"/.exec(iframe)?.[1]?.replaceAll('&amp;', '&');
  if (!src) throw new Error(`No iframe src in ${iframe}`);
  await page.keyboard.press('Escape');
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(src);
  await expect(visitor.getByText('No sections to show on this page')).toBeVisible();
  await expect(visitor.getByText('Powered by Site Builder')).toHaveCount(0);
  await visitor.context().close();
  expect(id).toMatch(/^\d+$/);

  await test.step('disabled inside its paid month, the feature comes back for free, with no credits left', async () => {
    await editor.openSection('Powered by');
    await hide.getByRole('button', { name: 'Disable' }).click();
    await editor.dialog('Disable Hide powered by?').getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByText('Feature disabled')).toBeVisible();
    const again = hide.getByRole('button', { name: /^Enable again \(paid until .+\)$/ });
    await expect(again).toBeEnabled();
    await again.click();
    await editor
      .dialog('Enable Hide powered by again?')
      .getByRole('button', { name: 'Enable again' })
      .click();
    await expect(hide.getByText('Active', { exact: true })).toBeVisible();
    await expect(credits).toHaveText('Credits: 0.0000 USD');
  });
  expect(errors).toEqual([]);
});
