import { expect, test } from '@playwright/test';
import { SECTIONS_URL, SectionDialogPage } from '../pages/section-dialog-page';
import { collectPageErrors } from '../support/page-tools';

// The standalone page composer embeds only mfe_section_editors (no shell): sections are added
// through the dialog, its preview follows the typing, and the page renderer shows what was saved.

test('adds a video, a markdown and a call-to-action section, previewed live as they are typed', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const sections = new SectionDialogPage(page);

  await sections.openAddDialog();
  await sections.pickType('Video');
  await sections.nameSection('Launch video');
  const video = sections.editor('Video section');
  await video.getByLabel('Title').fill('Our launch');
  await video.getByLabel('Video URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await expect(sections.preview.getByRole('heading', { name: 'Our launch' })).toBeVisible();
  await expect(sections.preview.getByTitle('Our launch')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );
  await video.getByLabel('Title').fill('Our launch, live');
  await expect(sections.preview.getByRole('heading', { name: 'Our launch, live' })).toBeVisible();
  await sections.save('Video section');

  await sections.addAnother();
  await sections.pickType('Markdown');
  const markdown = sections.editor('Markdown section');
  await markdown.getByLabel('Content').pressSequentially('# Road');
  await expect(sections.preview.getByRole('heading', { level: 1, name: 'Road' })).toBeVisible();
  await markdown.getByLabel('Content').pressSequentially('map\n\nShip **v2** this spring.');
  await expect(sections.preview.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();
  await expect(sections.preview.locator('strong')).toHaveText('v2');
  await sections.save('Markdown section');

  await sections.addAnother();
  await sections.pickType('Call to action');
  const callToAction = sections.editor('Call to action section');
  await expect(sections.preview.getByText('This section is not configured yet')).toBeVisible();
  await callToAction.getByText('Dark', { exact: true }).click();
  await callToAction.getByLabel('Title', { exact: true }).fill('Join the mint');
  await callToAction.getByLabel('Subtitle', { exact: true }).fill('Only 500 passes');
  await callToAction.getByLabel('Button title').fill('Mint now');
  await callToAction.getByLabel('Button URL').fill('https://example.com/mint');
  await expect(sections.preview.getByRole('heading', { name: 'Join the mint' })).toBeVisible();
  await expect(sections.preview.getByRole('link', { name: 'Mint now' })).toHaveAttribute(
    'href',
    'https://example.com/mint',
  );
  await callToAction.getByLabel('Button title').fill('Mint your pass');
  await expect(sections.preview.getByRole('link', { name: 'Mint your pass' })).toBeVisible();
  await page.screenshot({ path: 'test-results/sections-dialog-desktop.png' });
  await sections.save('Call to action section');

  await expect(sections.pagePreview.getByRole('heading', { name: 'Our launch, live' })).toBeVisible();
  await expect(sections.pagePreview.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();
  await expect(sections.pagePreview.getByRole('link', { name: 'Mint your pass' })).toBeVisible();
  await expect(page.getByText('Launch video', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/sections-page-desktop.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('edits a code page in CodeMirror from this remote (no CDN), previewed in a sandboxed frame', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const foreignScripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.hostname !== 'localhost') foreignScripts.push(url.href);
  });
  const sections = new SectionDialogPage(page);
  await sections.openAddDialog();
  await sections.pickType('Code page');
  const code = sections.editor('Code page section');
  const html = code.getByRole('textbox', { name: 'HTML code' });
  await expect(html).toBeAttached();
  await html.focus();
  await page.keyboard.press('ControlOrMeta+a');
  // The HTML language closes the tag as it is opened (and the quotes as they are typed over).
  await page.keyboard.type('<h1 id="t">From CodeMirror');
  await expect(html).toHaveText('<h1 id="t">From CodeMirror</h1>');
  await page.keyboard.type(' <a href="http://localhost:3003/remotes">Our apps');
  await expect(html).toHaveText(
    '<h1 id="t">From CodeMirror <a href="http://localhost:3003/remotes">Our apps</a></h1>',
  );
  const frame = sections.preview.locator('iframe[title="Code page"]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-popups allow-popups-to-escape-sandbox');
  await expect(frame.contentFrame().getByRole('heading', { name: 'From CodeMirror' })).toBeVisible();
  // The owner's link opens in a new tab: never inside the frame, nor over the admin.
  const opened = page.waitForEvent('popup');
  await frame.contentFrame().getByRole('link', { name: 'Our apps' }).click();
  const tab = await opened;
  await expect(tab).toHaveURL('http://localhost:3003/remotes');
  await tab.close();
  await expect(page).toHaveURL(/\/sections\/new/);
  await code.getByRole('switch', { name: 'Show all' }).click();
  await expect(code.getByRole('textbox', { name: 'CSS code' })).toBeAttached();
  await expect(code.getByRole('textbox', { name: 'JavaScript code' })).toBeAttached();
  await page.screenshot({ path: 'test-results/sections-code-page-desktop.png' });
  await sections.save('Code page section');
  await expect(
    sections.pagePreview
      .locator('iframe[title="Code page"]')
      .contentFrame()
      .getByRole('heading', { name: 'From CodeMirror' }),
  ).toBeVisible();
  expect(foreignScripts).toEqual([]);
  expect(errors).toEqual([]);
});

test('asks before a click outside, Escape or the browser Back discards a changed section', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const sections = new SectionDialogPage(page);
  await page.goto(`${SECTIONS_URL}/sections`);
  await sections.addAnother();
  await expect(page).toHaveURL(/\/sections\/new$/);
  await sections.pickType('Video');
  const video = sections.editor('Video section');
  const confirm = page.getByRole('dialog', { name: 'Discard changes?' });

  // Unchanged, Escape leaves at once.
  await video.getByLabel('Title').focus();
  await page.keyboard.press('Escape');
  await expect(sections.dialog).toBeHidden();
  await expect(page).toHaveURL(/\/sections$/);

  await sections.addAnother();
  await sections.pickType('Video');
  await video.getByLabel('Title').fill('Our launch');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(confirm).toBeHidden();
  // A click on the dimmed page beside the dialog.
  await page.mouse.click(4, 400);
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(video.getByLabel('Title')).toHaveValue('Our launch');

  await page.evaluate(() => window.history.back());
  await expect(confirm).toBeVisible();
  await expect(page).toHaveURL(/\/sections\/new$/);
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\/sections$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('No sections yet. Add a section to start your page.')).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('stacks the editor above the live preview', async ({ page }) => {
    const errors = collectPageErrors(page);
    const sections = new SectionDialogPage(page);
    await sections.openAddDialog();
    await sections.pickType('Call to action');
    const callToAction = sections.editor('Call to action section');
    await callToAction.getByLabel('Title', { exact: true }).fill('Join the mint');
    await callToAction.getByLabel('Subtitle', { exact: true }).fill('Only 500 passes');
    await callToAction.getByLabel('Button title').fill('Mint now');
    await callToAction.getByLabel('Button URL').fill('https://example.com/mint');
    await expect(sections.preview.getByRole('heading', { name: 'Join the mint' })).toBeVisible();
    // The editor's pane (it scrolls on its own) ends where the preview starts, both within the screen's width.
    const editorPane = callToAction.locator('xpath=ancestor::*[@data-pane][1]');
    const editorBox = await editorPane.boundingBox();
    const previewBox = await sections.preview.boundingBox();
    expect(previewBox?.y ?? 0).toBeGreaterThan((editorBox?.y ?? 0) + (editorBox?.height ?? 0) - 1);
    expect((previewBox?.x ?? 0) + (previewBox?.width ?? 0)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/sections-dialog-phone.png', fullPage: true });
    await sections.save('Call to action section');
    await expect(sections.pagePreview.getByRole('heading', { name: 'Join the mint' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
