import { expect, test } from '@playwright/test';
import { WidgetEditorPage } from '../pages/widget-editor-page';
import { collectPageErrors } from '../support/page-tools';

// Widget history against the real API: every save is a version; one restored from the History panel
// is saved as a new version, and the editor shows its sections after a reload.

test('three saves, the first restored from History, its sections back after a reload', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  const editor = await WidgetEditorPage.signedIn(page);
  const id = await editor.createWidget('History shop', 'Full Kit');
  const versions = page.getByRole('list', { name: 'Saved versions' });
  const version = (number: number) =>
    versions.getByRole('listitem', { name: `Version ${number}`, exact: true });

  await test.step('three saves: a section, a second section, a new name', async () => {
    await editor.openSection('Components');
    const first = await editor.addSection('Markdown', 'First words');
    await first.getByRole('form', { name: 'Markdown section' }).getByLabel('Content').fill('# One');
    await editor.saveSectionDialog('Markdown section');
    await editor.save();

    const second = await editor.addSection('Markdown', 'Second words');
    await second.getByRole('form', { name: 'Markdown section' }).getByLabel('Content').fill('# Two');
    await editor.saveSectionDialog('Markdown section');
    await editor.save();
    await expect(editor.sectionRows()).toHaveCount(2);

    await editor.openSection('General');
    await page.getByLabel('Name').fill('History shop renamed');
    await editor.save();
  });

  await test.step('History lists the creation and the three saves, with what each changed', async () => {
    await editor.openSection('History');
    await expect(editor.sectionHeading('History')).toBeVisible();
    await expect(versions.getByRole('listitem', { name: /^Version \d+$/ })).toHaveCount(4);
    await expect(version(4).getByText('Current', { exact: true })).toBeVisible();
    await expect(version(4).getByText('Changed the name')).toBeVisible();
    await expect(version(3).getByText('Added section 2: Second words (Markdown)')).toBeVisible();
    await expect(version(2).getByText('Added section 1: First words (Markdown)')).toBeVisible();
  });

  await test.step('the first save compared with the current version, previewed, then restored', async () => {
    await version(2).getByRole('button', { name: 'Compare with current' }).click();
    const dialog = editor.dialog('Version 2');
    const changes = dialog.getByRole('list', { name: 'Changes' });
    await expect(changes.getByRole('listitem')).toHaveText([
      'Changed the name',
      'Removed section 2: Second words (Markdown)',
    ]);
    await dialog.getByText('Preview', { exact: true }).click();
    await expect(dialog.getByRole('heading', { name: 'One' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Two' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await editor.dialog('Restore version 2?').getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText('Version 2 restored as version 5')).toBeVisible();
    await expect(version(5).getByText('Restores version 2')).toBeVisible();
    await expect(version(5).getByText('Current', { exact: true })).toBeVisible();
  });

  await test.step('after a reload the editor shows the first save: one section, the first name', async () => {
    await page.reload();
    await editor.gotoEditor(id, 'components');
    await expect(editor.sectionRows()).toHaveCount(1);
    await expect(editor.row('First words')).toBeVisible();
    await editor.openSection('General');
    await expect(page.getByLabel('Name')).toHaveValue('History shop');
    await editor.openSection('History');
    await expect(versions.getByRole('listitem', { name: /^Version \d+$/ })).toHaveCount(5);
  });

  expect(errors).toEqual([]);
});
