import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { shortenAddress } from '@suite/shared';
import { collectPageErrors } from '../support/page-tools';
import { TestWallet } from '../support/test-wallet';

/**
 * The wallet section a visitor uses on a site's page: connect, its tokens, its NFTs and its Import
 * token dialog, as they are shown.
 */
export class WalletSectionPage {
  readonly wallet: Locator;

  constructor(readonly page: Page) {
    this.wallet = page.getByRole('region', { name: 'Wallet', exact: true });
  }

  /**
   * A visitor in a browser of their own (a new context: no storage shared with any other) with the
   * test wallet of `key`, on `src` (a site's public embed), connected in its wallet section.
   */
  static async visit(browser: Browser, src: string, key: Hex) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const testWallet = new TestWallet(page, key);
    await testWallet.install();
    await page.goto(src);
    const wallet = new WalletSectionPage(page);
    await wallet.connect(privateKeyToAccount(key).address);
    return { wallet, testWallet, errors, close: () => context.close() };
  }

  /** Connect wallet (the injected test wallet, the only one), until the wallet shows the address. */
  async connect(address: string): Promise<void> {
    await this.wallet.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(this.wallet.getByText(shortenAddress(address), { exact: true })).toBeVisible();
    await expect(this.wallet.getByRole('button', { name: 'Network: Local chain' })).toBeVisible();
  }

  /**
   * The wallet's state line above its parts (the first live region in it): a save waiting for its
   * signature, a save that failed…; empty when all is well.
   */
  status(): Locator {
    return this.wallet.getByRole('status').first();
  }

  tokens(): Locator {
    return this.wallet.getByRole('region', { name: 'Tokens', exact: true });
  }

  /** The token table's row of a token, by its symbol. */
  tokenRow(symbol: string): Locator {
    return this.tokens()
      .getByRole('row')
      .filter({ has: this.page.getByText(symbol, { exact: true }) });
  }

  /** The NFTs tab: its Collected list. */
  async openNfts(): Promise<Locator> {
    await this.wallet.getByRole('tab', { name: 'NFTs', exact: true }).click();
    return this.wallet.getByRole('region', { name: 'NFTs', exact: true });
  }

  /**
   * Import token from the wallet's actions: looks the contract up on chain and checks what was read
   * (symbol); gives the dialog, its Import button next.
   */
  async lookUpToken(address: string, symbol: string): Promise<Locator> {
    await this.wallet
      .getByRole('group', { name: 'Wallet actions' })
      .getByRole('button', { name: 'Import token', exact: true })
      .click();
    const dialog = this.page.getByRole('dialog', { name: 'Import token', exact: true });
    await dialog.getByLabel('Token contract address').fill(address);
    await dialog.getByRole('button', { name: 'Look up' }).click();
    await expect(dialog.locator('.ant-descriptions')).toContainText(`Symbol${symbol}`);
    return dialog;
  }

  /** Looks a token up and imports it: the wallet is asked to sign the save, and the dialog closes once saved. */
  async importToken(address: string, symbol: string): Promise<void> {
    const dialog = await this.lookUpToken(address, symbol);
    await dialog.getByRole('button', { name: `Import ${symbol}` }).click();
    await expect(dialog).toBeHidden();
  }
}
