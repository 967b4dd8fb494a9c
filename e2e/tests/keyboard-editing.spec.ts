import { expect, test, type Locator, type Page } from '@playwright/test';
import { WidgetEditorPage } from '../pages/widget-editor-page';
import { callApi } from '../support/api';

// Keyboard-first editing (issue 19): sections and a section's items are moved (by shortcut, or picked
// up and dropped), duplicated and deleted with the keyboard only, and every change is undone and redone by its shortcuts, with the
// live region saying what happened. Each test makes a widget of its own.

const markdown = (name: string) => ({ type: 'markdown', name, data: { source: `# ${name}` } });

async function widgetWithSections(page: Page, names: string[]): Promise<string> {
  const widget = await callApi<{ id: number }>(page, 'POST', '/widget/upsert', {
    kit: 'Full',
    config: JSON.stringify({
      name: 'Keyboard shop',
      currency: 'USD',
      page: { title: 'Home', layout: { type: 'list' }, sections: names.map(markdown) },
    }),
  });
  return String(widget.id);
}

const names = (items: Locator) =>
  items.evaluateAll((all) => all.map((item) => item.getAttribute('aria-label')));
const announcement = (page: Page) => page.locator('#suite-live-announcements');

test('sections are reordered, picked up and dropped, duplicated and deleted by keyboard, undone and redone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const editor = await WidgetEditorPage.signedIn(page);
  const id = await widgetWithSections(page, ['Alpha', 'Beta', 'Gamma']);
  await editor.gotoEditor(id, 'components');
  const rows = editor.sectionRows();
  await expect.poll(() => names(rows)).toEqual(['Alpha', 'Beta', 'Gamma']);
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeDisabled();

  await test.step('Alt+↓ moves the focused section down, the focus going with it', async () => {
    await editor.row('Alpha').focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => names(rows)).toEqual(['Beta', 'Alpha', 'Gamma']);
    await expect(editor.row('Alpha')).toBeFocused();
    await expect(announcement(page)).toHaveText('Alpha moved to position 2 of 3');
  });

  await test.step('Ctrl+D duplicates it', async () => {
    await page.keyboard.press('Control+d');
    await expect.poll(() => names(rows)).toEqual(['Beta', 'Alpha', 'Clone of Alpha', 'Gamma']);
    await expect(editor.row('Clone of Alpha')).toBeFocused();
  });

  await test.step('Delete asks, and Enter removes', async () => {
    await editor.row('Gamma').focus();
    await page.keyboard.press('Delete');
    const confirm = editor.dialog('Remove section?');
    await expect(confirm).toBeVisible();
    // The dialog puts focus on Remove once it has opened; Enter before that would go elsewhere.
    await expect(confirm.getByRole('button', { name: 'Remove' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => names(rows)).toEqual(['Beta', 'Alpha', 'Clone of Alpha']);
    await expect(announcement(page)).toHaveText('Gamma deleted');
  });

  await test.step('Ctrl+Z undoes all three, Ctrl+Shift+Z redoes one', async () => {
    await editor.row('Beta').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(() => names(rows)).toEqual(['Beta', 'Alpha', 'Clone of Alpha', 'Gamma']);
    await page.keyboard.press('Control+z');
    await expect.poll(() => names(rows)).toEqual(['Beta', 'Alpha', 'Gamma']);
    await page.keyboard.press('Control+z');
    await expect.poll(() => names(rows)).toEqual(['Alpha', 'Beta', 'Gamma']);
    await expect(undo).toBeDisabled();
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => names(rows)).toEqual(['Beta', 'Alpha', 'Gamma']);
    await expect(announcement(page)).toHaveText('Redone');
  });

  await test.step('Space picks a section up and ↓ moves it; Escape puts it back, Space drops it', async () => {
    await editor.row('Beta').focus();
    await page.keyboard.press('Space');
    await expect(announcement(page)).toHaveText(/^Beta picked up at position 1 of 3\./);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => names(rows)).toEqual(['Alpha', 'Gamma', 'Beta']);
    await expect(editor.row('Beta')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect.poll(() => names(rows)).toEqual(['Beta', 'Alpha', 'Gamma']);
    await expect(announcement(page)).toHaveText('Move cancelled: Beta is back at position 1 of 3');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect.poll(() => names(rows)).toEqual(['Alpha', 'Gamma', 'Beta']);
    await expect(announcement(page)).toHaveText('Beta dropped at position 3 of 3');
  });

  await test.step('? lists the shortcuts', async () => {
    await page.keyboard.press('?');
    const shortcuts = editor.dialog('Keyboard shortcuts');
    await expect(shortcuts.getByRole('rowheader', { name: 'Move the focused item up' })).toBeVisible();
    await expect(
      shortcuts.getByRole('rowheader', { name: 'Pick up the focused item, or drop the one picked up' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(shortcuts).toBeHidden();
  });

  await test.step('saved, the order stays and the history starts over', async () => {
    await editor.save();
    await expect(undo).toBeDisabled();
    await page.reload();
    await expect.poll(() => names(rows)).toEqual(['Alpha', 'Gamma', 'Beta']);
  });
});

test("a section's items are duplicated and moved by keyboard in the section dialog, and undone", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const editor = await WidgetEditorPage.signedIn(page);
  const id = await widgetWithSections(page, ['Intro']);
  await editor.gotoEditor(id, 'components');
  const dialog = await editor.addSection('Accordion', 'Questions');
  const form = dialog.getByRole('form', { name: 'Accordion section' });
  const headers = form.getByRole('button', { name: /^Accordion 1/ });
  // The panels' titles (each its header's toggle); the header's other buttons have no text.
  const titles = () =>
    form
      .getByRole('button')
      .filter({ hasText: /^Accordion \d/ })
      .evaluateAll((all) => all.map((tab) => tab.textContent));

  await form.getByLabel('Content', { exact: true }).fill('Orders ship within two days.');
  await headers.first().focus();
  await page.keyboard.press('Control+d');
  await expect.poll(titles).toEqual(['Accordion 1', 'Accordion 1 (Copy)']);
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(titles).toEqual(['Accordion 1 (Copy)', 'Accordion 1']);
  await expect(announcement(page)).toHaveText('Accordion 1 (Copy) moved to position 1 of 2');

  await page.keyboard.press('Control+z');
  await expect.poll(titles).toEqual(['Accordion 1', 'Accordion 1 (Copy)']);
  await page.keyboard.press('Control+z');
  await expect.poll(titles).toEqual(['Accordion 1']);
  // Undone to the typed content, not before it: the panel's form is valid again.
  await expect(form.getByLabel('Content', { exact: true })).toHaveValue('Orders ship within two days.');
  await form.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(titles).toEqual(['Accordion 1', 'Accordion 1 (Copy)']);
  // The page beneath the dialog kept its one section: the keys were the dialog's.
  await expect(editor.sectionRows()).toHaveCount(1);
  await form.getByRole('button', { name: 'Save Configuration' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => names(editor.sectionRows())).toEqual(['Intro', 'Questions']);
});
