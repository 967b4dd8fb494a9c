import {
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import type { Hex } from 'viem';
import { shortenAddress } from '@suite/shared';
import { TestWallet } from '../support/test-wallet';

/** The admin shell as a user sees it: header with the account area, navigation, routed screens. */
export class ShellPage {
  readonly header: Locator;

  constructor(readonly page: Page) {
    this.header = page.locator('header');
  }

  async goto(path = '/admin/widget'): Promise<void> {
    await this.page.goto(path);
  }

  loginButton(): Locator {
    return this.header.getByRole('button', { name: 'Login', exact: true });
  }

  signMessageButton(): Locator {
    return this.header.getByRole('button', { name: 'sign message', exact: true });
  }

  loggedButton(): Locator {
    return this.header.getByRole('button', { name: 'Logged', exact: true });
  }

  shortAddress(address: string): Locator {
    return this.header.getByText(shortenAddress(address), { exact: true });
  }

  /** Login's first step: the dialog that lists the wallets to connect. */
  connectDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Connect a wallet' });
  }

  /** Login, then the injected test wallet in the dialog (the only option: no other connector is configured). */
  async connectWallet(): Promise<void> {
    await this.loginButton().click();
    await this.connectDialog()
      .getByRole('button', { name: /^Connect / })
      .first()
      .click();
    await expect(this.connectDialog()).toBeHidden();
  }

  /** Connects the injected wallet and signs the sign-in message, as a user clicking through. */
  async signIn(address: string): Promise<void> {
    await this.connectWallet();
    await this.signMessageButton().click();
    await expect(this.shortAddress(address)).toBeVisible();
  }

  async logout(address: string): Promise<void> {
    await this.shortAddress(address).click();
    await this.page.getByRole('menuitem', { name: 'Log out' }).click();
  }
}

/**
 * A new browser (context) signed in to the admin with the wallet of this key, on the widget list: an
 * owner who sets up what a test's visitor then meets.
 */
export async function signedInBrowser(
  browser: Browser,
  key: Hex,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const wallet = new TestWallet(page, key);
  await wallet.install();
  await page.goto('http://localhost:3000/admin/widget');
  await new ShellPage(page).signIn(wallet.address);
  return { context, page };
}
