import { expect, type Locator, type Page } from '@playwright/test';
import { ShellPage } from './shell-page';

export const COMMERCE_PATH = '/u/account/commerce';
export const NO_WALLET_TEXT = 'No Wallet connected - Connect wallet to see apps associated with your account';

/**
 * The commerce back office as a user sees it, in the shell (port 3000) or standalone (its own
 * origin): `origin` is where it is served, the screens live under `/u/account/commerce`.
 */
export class CommercePage {
  readonly account: ShellPage;

  constructor(
    readonly page: Page,
    readonly origin = 'http://localhost:3000',
  ) {
    this.account = new ShellPage(page);
  }

  url(path = ''): string {
    return `${this.origin}${COMMERCE_PATH}${path ? `/${path}` : ''}`;
  }

  async goto(path = ''): Promise<void> {
    await this.page.goto(this.url(path));
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { name, level: 1 });
  }

  breadcrumbs(): Locator {
    return this.page.locator('.ant-breadcrumb');
  }

  toast(text: string): Locator {
    return this.page.locator('.ant-message').getByText(text, { exact: true });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** Settings: the recipient wallet address and e-mail, saved with its toast. */
  async setReceiver(address: string, email: string): Promise<void> {
    await this.goto('settings');
    const form = this.page.getByRole('form', { name: 'Receiver' });
    await form.getByLabel('Recipient wallet address').fill(address);
    await form.getByLabel('E-mail').fill(email);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(this.toast('General settings updated')).toBeVisible();
  }

  /** Categories: the Create New Category dialog. */
  async createCategory(name: string): Promise<void> {
    await this.goto('categories');
    await this.page.getByRole('button', { name: 'Create New Category' }).click();
    const dialog = this.dialog('Create New Category');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(this.toast('Category created')).toBeVisible();
  }

  /** Products: New product, filled and saved. */
  async createProduct(product: { name: string; price: string; category?: string; images?: string[] }) {
    await this.goto('products');
    await this.page.getByRole('button', { name: 'New product' }).click();
    await expect(this.heading('New product')).toBeVisible();
    const form = this.page.getByRole('form', { name: 'Product' });
    await form.getByLabel('Name').fill(product.name);
    await form.getByLabel('Price (USD)').fill(product.price);
    if (product.category) {
      await form.getByLabel('Category').click();
      await this.page.locator('.ant-select-item-option').filter({ hasText: product.category }).click();
    }
    for (const [index, url] of (product.images ?? []).entries()) {
      await form.getByRole('button', { name: /Add image/ }).click();
      await form.getByLabel(`Image URL ${index + 1}`).fill(url);
    }
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(this.toast('Product created')).toBeVisible();
  }

  /** A product's card in the products grid. */
  productCard(name: string): Locator {
    return this.page.locator('.ant-card').filter({ hasText: name });
  }

  /** Collections: New collection with these products. */
  async createCollection(name: string, products: string[]): Promise<void> {
    await this.goto('collections');
    await this.page.getByRole('button', { name: 'New collection' }).click();
    const form = this.page.getByRole('form', { name: 'Collection' });
    await form.getByLabel('Name').fill(name);
    for (const product of products) {
      await form.getByLabel('Products', { exact: true }).click();
      await this.page.locator('.ant-select-item-option').filter({ hasText: product }).click();
    }
    // A multiple select stays open after a pick.
    await this.page.keyboard.press('Escape');
    // Each picked product has its own row, with its own Remove button.
    for (const product of products)
      await expect(form.getByRole('button', { name: `Remove ${product}` })).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(this.toast('Collection created')).toBeVisible();
  }

  /** Checkouts: the New Checkout dialog, then one item on the create page. */
  async createCheckout(title: string, description: string, product: string): Promise<void> {
    await this.goto('checkouts');
    await this.page.getByRole('button', { name: 'New Checkout' }).click();
    const dialog = this.dialog('New Checkout');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill(description);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const form = this.page.getByRole('form', { name: 'Checkout' });
    await form.getByRole('button', { name: 'Add item' }).click();
    await form.getByLabel('Product 1').click();
    await this.page.locator('.ant-select-item-option').filter({ hasText: product }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(this.toast('Checkout Created')).toBeVisible();
  }
}
