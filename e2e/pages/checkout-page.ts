import { expect, type Locator, type Page } from '@playwright/test';

/** The public checkout page `/c/{id}` as a paying customer sees it (no sign-in, just a wallet). */
export class CheckoutPayPage {
  constructor(
    readonly page: Page,
    readonly origin = 'http://localhost:3000',
  ) {}

  async goto(url: string): Promise<void> {
    await this.page.goto(url.startsWith('http') ? url : `${this.origin}${url}`);
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { name, level: 1 });
  }

  total(): Locator {
    return this.page.getByLabel('Total', { exact: true });
  }

  quantity(product: string): Locator {
    return this.page.getByLabel(`Quantity of ${product}`);
  }

  /** Fills what the checkout asks (only the fields that are shown). */
  async fillDetails(details: { email?: string; address?: Record<string, string> }): Promise<void> {
    if (details.email) await this.page.getByLabel('E-mail').fill(details.email);
    for (const [label, value] of Object.entries(details.address ?? {})) {
      await this.page.getByLabel(label, { exact: true }).fill(value);
    }
  }

  async connectWallet(): Promise<void> {
    await this.page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(this.page.getByText('Paying from')).toBeVisible();
  }

  balance(): Locator {
    return this.page.getByText(/^Your balance:/);
  }

  payButton(): Locator {
    return this.page.getByRole('button', { name: /^Pay / });
  }

  /** The receipt's status title (Payment pending, Payment confirmed, Transaction failed). */
  status(text: string): Locator {
    return this.page.locator('.ant-result-title').getByText(text, { exact: true });
  }
}
