import { expect, type Locator, type Page } from '@playwright/test';
import { shortenAddress } from '@suite/shared';

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
    return this.header.getByRole('button', { name: 'Sign message', exact: true });
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
