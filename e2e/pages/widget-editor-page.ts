import { expect, type Locator, type Page } from '@playwright/test';
import { generatePrivateKey } from 'viem/accounts';
import { fundedWallet } from '../support/funding';
import { TestWallet } from '../support/test-wallet';
import { CommercePage } from './commerce-page';
import { ShellPage } from './shell-page';

/**
 * Manage Widgets and the widget editor in the shell, as a user sees them: the widget list, the
 * editor's side menu and sections, its confirmation dialogs, and the section dialog of
 * mfe_section_editors that the Components section opens.
 */
export class WidgetEditorPage {
  readonly account: ShellPage;

  constructor(readonly page: Page) {
    this.account = new ShellPage(page);
  }

  /** Manage Widgets, signed in with a fresh wallet (no widget yet). */
  static async signedIn(page: Page): Promise<WidgetEditorPage> {
    const wallet = new TestWallet(page, generatePrivateKey());
    await wallet.install();
    const editor = new WidgetEditorPage(page);
    await editor.gotoList();
    await editor.account.signIn(wallet.address);
    await expect(page.getByText("You don't have any widget yet")).toBeVisible();
    return editor;
  }

  /**
   * Manage Widgets, signed in with a fresh wallet of the run's own that bought `usd` of credits with
   * tUSDC on the local chain (what premium features cost), back on the list.
   */
  static async withCredits(page: Page, usd: number): Promise<WidgetEditorPage> {
    const owner = await fundedWallet({ tusdc: String(usd) });
    const wallet = new TestWallet(page, owner.key);
    await wallet.install();
    const editor = new WidgetEditorPage(page);
    await editor.gotoList();
    await editor.account.signIn(wallet.address);
    await new CommercePage(page).buyCredits(usd);
    await editor.gotoList();
    return editor;
  }

  async gotoList(): Promise<void> {
    await this.page.goto('/admin/widget');
  }

  async gotoEditor(widgetId: string, tab?: string): Promise<void> {
    await this.page.goto(`/admin/widget/edit/${widgetId}${tab ? `?tab=${tab}` : ''}`);
    await expect(
      this.page.getByRole('heading', { name: `Edit widget id ${widgetId}`, level: 1 }),
    ).toBeVisible();
  }

  /** Create widget: name and kit; resolves the new widget's id from the editor's URL. */
  async createWidget(name: string, kit: string): Promise<string> {
    await this.page.getByRole('button', { name: 'Create widget' }).first().click();
    const dialog = this.dialog('Create widget');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByText(kit, { exact: true }).click();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await this.page.waitForURL(/\/admin\/widget\/edit\/\d+$/);
    const id = /\/edit\/(\d+)$/.exec(this.page.url())?.[1];
    if (!id) throw new Error(`No widget id in ${this.page.url()}`);
    return id;
  }

  menu(): Locator {
    return this.page.getByRole('navigation', { name: 'Widget editor' });
  }

  async openSection(title: string): Promise<void> {
    await this.menu().getByRole('menuitem', { name: title, exact: true }).click();
  }

  sectionHeading(title: string): Locator {
    return this.page.getByRole('heading', { name: title, level: 2 });
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.getByText(title, { exact: true }) });
  }

  /** Save of the section on screen, confirmed; waits for the result dialog and closes it. */
  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save', exact: true }).last().click();
    await this.dialog('Save changes?').getByRole('button', { name: 'Save' }).click();
    const result = this.dialog('Changes saved');
    await expect(result).toBeVisible();
    await result.getByRole('button', { name: 'OK' }).click();
    await expect(result).toBeHidden();
  }

  /**
   * Data → Collections: adds an NFT collection on the local chain (the form's default network) and
   * saves the list. Opened by its address: E-Commerce has a Collections entry of its own.
   */
  async addNftCollection(
    widgetId: string,
    collection: { contractAddress: string; name: string; image: string; backgroundImage: string },
  ): Promise<void> {
    await this.gotoEditor(widgetId, 'data.collections');
    await expect(this.sectionHeading('Collections')).toBeVisible();
    const form = this.page.getByRole('form', { name: 'Add collection' });
    await form.getByLabel('Contract address').fill(collection.contractAddress);
    await form.getByLabel('Name', { exact: true }).fill(collection.name);
    await form.getByLabel('Image URL', { exact: true }).fill(collection.image);
    await form.getByLabel('Background image URL').fill(collection.backgroundImage);
    await form.getByRole('button', { name: 'Add collection' }).click();
    await expect(this.page.getByRole('listitem', { name: collection.name })).toBeVisible();
    await this.save();
  }

  sectionRows(): Locator {
    return this.page.getByRole('list', { name: 'Page sections' }).getByRole('listitem');
  }

  row(name: string): Locator {
    return this.page.getByRole('listitem', { name, exact: true });
  }

  /**
   * API key → Create API key, then Components → Embed: the embed codes the dialog gives (the iframe's
   * and the snippet), and the URL the iframe shows.
   */
  async createEmbedCodes(): Promise<{ iframe: string; snippet: string; url: string }> {
    await this.openSection('API key');
    await this.page.getByRole('button', { name: 'Create API key' }).click();
    await expect(this.page.getByText('Free requests this month')).toBeVisible();
    await this.openSection('Components');
    await this.page.getByRole('button', { name: 'Embed', exact: true }).click();
    const embed = this.dialog('Embed widget');
    const iframe = await embed.getByRole('textbox', { name: 'Iframe code' }).inputValue();
    await embed.getByRole('tab', { name: 'Code snippet' }).click();
    const snippet = await embed.getByRole('textbox', { name: 'Code snippet' }).inputValue();
    await this.page.keyboard.press('Escape');
    const url = /src="([^"]+)"/.exec(iframe)?.[1]?.replaceAll('&amp;', '&');
    if (!url) throw new Error(`No iframe src in ${iframe}`);
    return { iframe, snippet, url };
  }

  async moreAction(name: string, action: string): Promise<void> {
    await this.page.getByRole('button', { name: `More actions for ${name}` }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  /** The section dialog of mfe_section_editors: pick a type, name the section. */
  sectionDialog(): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.getByLabel('Section name') });
  }

  async addSection(type: string, name: string): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Add section' }).click();
    const dialog = this.sectionDialog();
    await dialog.getByLabel('Search sections').waitFor();
    await dialog.getByRole('button', { name: type, exact: true }).click();
    await dialog.getByLabel('Section name').fill(name);
    return dialog;
  }

  async saveSectionDialog(editorLabel: string): Promise<void> {
    const dialog = this.sectionDialog();
    await dialog
      .getByRole('form', { name: editorLabel })
      .getByRole('button', { name: 'Save', exact: true })
      .click();
    await expect(dialog).toBeHidden();
  }
}
