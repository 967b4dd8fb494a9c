import { expect, type Locator, type Page } from '@playwright/test';
import type { WidgetEditorPage } from './widget-editor-page';

/**
 * The owner's trading settings in the widget editor (Fees → Swap fees, Data → Tokens) and the swap box a
 * visitor trades in (the swap section's, or the wallet section's Swap dialog), as a user sees them.
 */

/** Fees → Swap fees: who receives it and its percentage, saved. */
export async function setSwapFee(
  editor: WidgetEditorPage,
  recipient: string,
  percent: string,
): Promise<void> {
  await editor.openSection('Swap fees');
  await expect(editor.sectionHeading('Swap fees')).toBeVisible();
  await editor.page.getByLabel('Recipient address', { exact: true }).fill(recipient);
  await editor.page.getByLabel('Percentage', { exact: true }).fill(percent);
  await editor.save();
}

/** Data → Tokens: imports each token of the local chain by its address (read on chain), saved. */
export async function importTokens(
  editor: WidgetEditorPage,
  tokens: readonly { address: string; symbol: string }[],
) {
  const { page } = editor;
  await editor.openSection('Tokens');
  await expect(editor.sectionHeading('Tokens')).toBeVisible();
  const card = page.locator('.ant-card').filter({ has: page.getByText('Import token', { exact: true }) });
  for (const token of tokens) {
    await card.getByLabel('Token address').fill(token.address);
    await card.getByRole('button', { name: 'Read token' }).click();
    await card.getByRole('button', { name: `Add ${token.symbol}` }).click();
    await expect(page.getByRole('button', { name: `Remove ${token.symbol}` })).toBeVisible();
  }
  await editor.save();
}

/** The swap box a visitor trades in: the swap section's region, or the wallet section's Swap dialog. */
export class SwapBoxPage {
  constructor(
    readonly page: Page,
    /** The swap section's region, or the wallet's Swap dialog. */
    readonly box: Locator,
  ) {}

  /** Opens a side's token select ("You pay", "You receive") and answers the names it offers. */
  async offeredTokens(side: 'You pay' | 'You receive'): Promise<string[]> {
    await this.box.getByLabel(`${side}: token`).click();
    const options = this.page.locator('.ant-select-item-option').filter({ visible: true });
    await expect(options.first()).toBeVisible();
    const titles = await options.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('title') ?? ''),
    );
    await this.page.keyboard.press('Escape');
    await expect(options).toHaveCount(0);
    return titles;
  }

  /** Picks a side's token by its name ("Test USD Coin", "Wrapped Ether"). */
  async pick(side: 'You pay' | 'You receive', tokenName: string): Promise<void> {
    await this.box.getByLabel(`${side}: token`).click();
    await this.page
      .locator(`.ant-select-item-option[title="${tokenName}"]`)
      .filter({ visible: true })
      .click();
  }

  async enterAmount(amount: string): Promise<void> {
    await this.box.getByLabel('You pay', { exact: true }).fill(amount);
  }

  /** The live quote under the box, once priced. */
  quote(): Locator {
    return this.box.getByRole('region', { name: 'Quote' });
  }

  /** A line of the quote or the review: its value, by its label. */
  static async line(region: Locator, label: string): Promise<string> {
    const item = region.locator('.ant-descriptions-item').filter({
      has: region.page().locator('.ant-descriptions-item-label', { hasText: label }),
    });
    return (await item.locator('.ant-descriptions-item-content').innerText()).trim();
  }

  /** Swap (connecting the wallet first when asked): the approval, then the review to confirm. */
  async startSwap(): Promise<Locator> {
    const connect = this.box.getByRole('button', { name: 'Connect wallet' });
    if (await connect.isVisible()) await connect.click();
    const swap = this.box.getByRole('button', { name: 'Swap', exact: true });
    await expect(swap).toBeEnabled();
    await swap.click();
    const review = this.box.getByRole('region', { name: 'Confirm the trade' });
    await expect(review).toBeVisible({ timeout: 60_000 });
    return review;
  }

  /** Confirms the review; resolves once the trade is mined. */
  async confirm(review: Locator): Promise<void> {
    await review.getByRole('button', { name: 'Confirm' }).click();
    await expect(this.box.getByText('Trade confirmed')).toBeVisible({ timeout: 60_000 });
  }
}
