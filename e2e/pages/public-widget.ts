import { expect, type Page } from '@playwright/test';
import { generatePrivateKey } from 'viem/accounts';
import { TestWallet } from '../support/test-wallet';
import { WidgetEditorPage } from './widget-editor-page';

/** A fresh owner signed in on Manage Widgets, with a new widget open in the editor. */
export async function ownerWithWidget(
  page: Page,
  name: string,
): Promise<{ editor: WidgetEditorPage; id: string }> {
  const owner = new TestWallet(page, generatePrivateKey());
  await owner.install();
  const editor = new WidgetEditorPage(page);
  await editor.gotoList();
  await editor.account.signIn(owner.address);
  const id = await editor.createWidget(name, 'Full Kit');
  return { editor, id };
}

/**
 * The address visitors open: creates the owner's API key and reads the embed dialog's iframe code
 * (`/embed/{id}?apiKey=…`), as an owner copying it would.
 */
export async function embedAddress(editor: WidgetEditorPage): Promise<string> {
  const { page } = editor;
  await editor.openSection('API key');
  await page.getByRole('button', { name: 'Create API key' }).click();
  await expect(page.getByText('Free requests this month')).toBeVisible();
  await editor.openSection('Components');
  await page.getByRole('button', { name: 'Embed', exact: true }).click();
  const dialog = editor.dialog('Embed widget');
  // A page with a referral section opens on the snippet (only it carries ?ref=): the iframe's tab holds the address.
  await dialog.getByRole('tab', { name: 'Iframe' }).click();
  const iframe = await dialog.getByRole('textbox', { name: 'Iframe code' }).inputValue();
  const src = /src="([^"]+)"/.exec(iframe)?.[1]?.replaceAll('&amp;', '&');
  if (!src) throw new Error(`No iframe src in ${iframe}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return src;
}
