import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The widget editor's Rankings panel, as an owner sees it: the widget's leaderboards, the dialog that
 * creates or edits one, and the opened leaderboard's entries with their add/edit form.
 */
export class RankingsPage {
  constructor(readonly page: Page) {}

  leaderboards(): Locator {
    return this.page.getByRole('list', { name: 'Leaderboards' });
  }

  leaderboard(title: string): Locator {
    return this.leaderboards().getByRole('listitem', { name: title, exact: true });
  }

  async createLeaderboard(title: string, description: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Create leaderboard' }).click();
    const dialog = this.page
      .getByRole('dialog')
      .filter({ has: this.page.getByText('Create leaderboard', { exact: true }) });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description (optional)').fill(description);
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(this.leaderboard(title)).toBeVisible();
  }

  /** The entries card of the opened leaderboard. */
  entries(title: string): Locator {
    return this.page.getByLabel(`Entries of ${title}`, { exact: true });
  }

  addForm(title: string): Locator {
    return this.entries(title).getByRole('form', { name: 'Add entry' });
  }

  async addEntry(title: string, address: string, score: string): Promise<void> {
    const form = this.addForm(title);
    await form.getByLabel('Wallet address').fill(address);
    await form.getByLabel('Score').fill(score);
    await form.getByRole('button', { name: 'Add entry' }).click();
    await expect(form.getByLabel('Wallet address')).toHaveValue('');
  }

  /** The rows of the entries table as the owner reads them: rank, short wallet, score. */
  async rows(title: string): Promise<string[][]> {
    return readTable(this.entries(title).getByRole('table'), 3);
  }
}

/** The body rows of a table, each as the text of its first `columns` cells. */
export async function readTable(table: Locator, columns: number): Promise<string[][]> {
  const rows = table.locator('tbody tr:not(.ant-table-measure-row):not(.ant-table-placeholder)');
  const result: string[][] = [];
  for (const row of await rows.all()) {
    const cells = await row.getByRole('cell').allInnerTexts();
    result.push(cells.slice(0, columns).map((text) => text.trim()));
  }
  return result;
}
