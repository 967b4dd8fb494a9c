import { expect, type Locator, type Page } from '@playwright/test';

/** Where the standalone mfe_section_editors runs: the suite's port, or a build of one's own. */
export const SECTIONS_URL = process.env.SECTIONS_URL ?? 'http://localhost:3003';

/**
 * The standalone page composer of mfe_section_editors and its Add/Edit Section dialog, as a user sees
 * them: the type picker, a type's editor form, the live 'Preview section' and the page rendered below.
 */
export class SectionDialogPage {
  readonly dialog: Locator;
  readonly preview: Locator;
  readonly pagePreview: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
    this.preview = this.dialog.getByRole('region', { name: 'Preview section' });
    this.pagePreview = page
      .locator('.ant-card')
      .filter({ has: page.getByText('Page preview', { exact: true }) });
  }

  /** Opens the page composer with the Add Section dialog open (`/sections/new`). */
  async openAddDialog(): Promise<void> {
    await this.page.goto(`${SECTIONS_URL}/sections/new`);
    await expect(this.dialog.getByLabel('Search sections')).toBeVisible();
  }

  async addAnother(): Promise<void> {
    await this.page.getByRole('button', { name: 'Add section' }).click();
    await expect(this.dialog.getByLabel('Search sections')).toBeVisible();
  }

  async pickType(title: string): Promise<void> {
    await this.dialog.getByRole('button', { name: title, exact: true }).click();
  }

  async nameSection(name: string): Promise<void> {
    await this.dialog.getByLabel('Section name').fill(name);
  }

  /** A type's editor form: "Video section", "Markdown section", "Call to action section". */
  editor(label: string): Locator {
    return this.dialog.getByRole('form', { name: label });
  }

  /**
   * A field of an editor by its exact label, among those shown: the closed panels of an editor's
   * list (accordions, cards, steps, tabs) keep their fields in the page, hidden.
   */
  field(editor: Locator, label: string): Locator {
    return editor.getByLabel(label, { exact: true }).filter({ visible: true });
  }

  /**
   * Opens an item's panel in an editor's list (one open at a time), by the name it shows, unless it
   * is open already.
   */
  async openPanel(editor: Locator, name: string): Promise<void> {
    // The panel's own toggle (it says whether it is open): not another button named after the item,
    // such as the card's cell on the layout map.
    const header = editor
      .getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
      .and(editor.locator('[aria-expanded]'));
    if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
    await expect(header).toHaveAttribute('aria-expanded', 'true');
  }

  /** Picks an option of an antd select of an editor, by the select's label and the option's text. */
  async choose(editor: Locator, label: string, option: string): Promise<void> {
    await this.field(editor, label).click();
    await this.page.locator(`.ant-select-item-option[title="${option}"]`).filter({ visible: true }).click();
  }

  /** The full-width Save Configuration of the accordion, cards and stepper editors. */
  async saveConfiguration(label: string): Promise<void> {
    await this.editor(label).getByRole('button', { name: 'Save Configuration' }).click();
    await expect(this.page.getByText('Section created').last()).toBeVisible();
    await expect(this.dialog).toBeHidden();
  }

  async save(label: string): Promise<void> {
    await this.editor(label).getByRole('button', { name: 'Save', exact: true }).click();
    // The toast of an earlier save may still be showing.
    await expect(this.page.getByText('Section created').last()).toBeVisible();
    await expect(this.dialog).toBeHidden();
  }
}
