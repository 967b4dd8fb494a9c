import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { pickSelectOption, selectOptionLabels } from '../support/page-tools';
import { ShellPage } from './shell-page';

const COMMERCE_PATH = '/u/account/commerce';
export const NO_WALLET_TEXT = 'No Wallet connected - Connect wallet to see apps associated with your account';

/** What the orders list asked the API (`GET /api/orders`), as the query string says it. */
export interface OrdersListRequest {
  page?: number;
  limit?: number;
  status?: string;
  q?: string;
}

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

  /** Settings: buys `usd` of credits with tUSDC from the signed-in wallet, and waits until they are added. */
  async buyCredits(usd: number): Promise<void> {
    await this.goto('settings');
    await this.page.getByLabel('Amount (USD)').fill(String(usd));
    const connect = this.page.getByRole('button', { name: 'Connect wallet' });
    const buy = this.page.getByRole('button', { name: `Buy ${usd} USD of credits with tUSDC` });
    await expect(connect.or(buy)).toBeVisible();
    if (await connect.isVisible()) await connect.click();
    await buy.click();
    await expect(this.toast(`${usd} USD of credits added`)).toBeVisible({ timeout: 60_000 });
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
  async createProduct(product: {
    name: string;
    price: string;
    category?: string;
    images?: string[];
    /** Image files uploaded from the form, each a name and its bytes. */
    uploads?: { name: string; buffer: Buffer }[];
    /** A digital product's protected content. */
    content?: string;
  }) {
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
    if (product.content !== undefined) {
      await form.getByLabel('Digital product').click();
      await form.getByLabel('Protected content').fill(product.content);
    }
    for (const [index, url] of (product.images ?? []).entries()) {
      await form.getByRole('button', { name: /Add image URL/ }).click();
      await form.getByLabel(`Image URL ${index + 1}`).fill(url);
    }
    for (const file of product.uploads ?? []) {
      const before = await form.getByLabel(/^Image URL \d+$/).count();
      await form.locator('input[type=file]').setInputFiles({ ...file, mimeType: 'image/png' });
      await expect(this.toast('Image added')).toBeVisible();
      await expect(form.getByLabel(`Image URL ${before + 1}`)).toHaveValue(/\/api\/uploads\/[^/]+\.png$/);
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
    // The add-products dialog: every product, searched by name, ticked and added at once.
    await form.getByRole('button', { name: 'Add products' }).click();
    const dialog = this.dialog('Add products');
    for (const product of products) {
      await dialog.getByLabel('Search products').fill(product);
      await dialog.getByRole('checkbox', { name: `Select ${product}` }).check();
    }
    await dialog.getByRole('button', { name: /^Add \d+ products?$/ }).click();
    await expect(this.toast('Product list updated')).toBeVisible();
    // Each picked product has its own row, with its own Remove button.
    for (const product of products)
      await expect(form.getByRole('button', { name: `Remove ${product}` })).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(this.toast('Collection created')).toBeVisible();
  }

  /** Checkouts: the New Checkout dialog, then one item on the create page. */
  async createCheckout(
    title: string,
    description: string,
    product: string,
    options: { requireEmail?: boolean } = {},
  ): Promise<void> {
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
    if (options.requireEmail) await form.getByRole('checkbox', { name: 'Require e-mail' }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(this.toast('Checkout Created')).toBeVisible();
  }

  /** Checkouts: the share link of a checkout, read from its share dialog as the seller would copy it. */
  async checkoutLink(title: string): Promise<string> {
    await this.goto('checkouts');
    await this.page.getByRole('button', { name: `Share ${title}` }).click();
    const share = this.dialog('Share checkout');
    const link = await share.getByLabel('Checkout link').inputValue();
    await this.page.keyboard.press('Escape');
    await expect(share).toBeHidden();
    return link;
  }

  /**
   * Orders: waits for the list's next answer from the API that matches `expected` (page and limit as
   * numbers, an absent status or q must be absent), and gives its `totalItems`.
   */
  async ordersListResponse(expected: OrdersListRequest, action: () => Promise<unknown>): Promise<number> {
    const matches = (response: Response) => {
      const url = new URL(response.url());
      if (url.pathname !== '/api/orders' || response.request().method() !== 'GET') return false;
      const asked = url.searchParams;
      return (
        (expected.page === undefined || Number(asked.get('page') ?? 0) === expected.page) &&
        (expected.limit === undefined || Number(asked.get('limit')) === expected.limit) &&
        (asked.get('status') ?? undefined) === expected.status &&
        (asked.get('q') ?? undefined) === expected.q
      );
    };
    const [response] = await Promise.all([this.page.waitForResponse(matches), action()]);
    expect(response.ok()).toBe(true);
    const body: unknown = await response.json();
    const total =
      typeof body === 'object' && body !== null && 'totalItems' in body ? body.totalItems : undefined;
    if (typeof total !== 'number')
      throw new Error(`GET /api/orders answered without totalItems: ${String(body)}`);
    return total;
  }

  /** Orders: the rows of the list (one per order). */
  orderRows(): Locator {
    return this.page.locator('.ant-table-tbody tr.ant-table-row');
  }

  /** Orders: the row of one order, by the id the list shows (without its first 10 characters). */
  orderRow(orderId: string): Locator {
    return this.orderRows().filter({
      has: this.page.getByRole('link', { name: orderId.slice(10), exact: true }),
    });
  }

  /** Orders: the ids the list shows, top to bottom. */
  async shownOrderIds(): Promise<string[]> {
    // The link to each order's page (the first cell is the row's selection box).
    return this.orderRows().locator('a[href*="/orders/"]').allInnerTexts();
  }

  /** Orders: the status badges the list shows, top to bottom. */
  async shownOrderStatuses(): Promise<string[]> {
    return this.orderRows().locator('.ant-tag').allInnerTexts();
  }

  /** Orders: types in the search box and submits it (Enter); an empty text clears the search. */
  async searchOrders(text: string): Promise<void> {
    const box = this.page.getByLabel('Search orders');
    await box.fill(text);
    await box.press('Enter');
  }

  /** An option of the open select dropdown, by its label. */
  selectOption(label: string): Locator {
    return this.page.locator(`.ant-select-item-option[title="${label}"]`).filter({ visible: true });
  }

  /** Orders: the status filter's options, as listed when it is opened (closed again after). */
  orderStatusOptions(): Promise<string[]> {
    return selectOptionLabels(this.page.getByRole('combobox', { name: 'Status' }));
  }

  /** Orders: picks a status in the status filter, by the label it shows. */
  filterOrdersByStatus(label: string): Promise<void> {
    return pickSelectOption(this.page.getByRole('combobox', { name: 'Status' }), label);
  }

  /** The list's rows per page selector. */
  pageSizeSelect(): Locator {
    return this.page.locator('.ant-pagination').getByRole('combobox', { name: 'Page Size' });
  }

  /** The rows per page the selector offers, as listed when it is opened (closed again after). */
  pageSizeOptions(): Promise<string[]> {
    return selectOptionLabels(this.pageSizeSelect());
  }

  setPageSize(size: number): Promise<void> {
    return pickSelectOption(this.pageSizeSelect(), `${size} / page`);
  }

  /** A page number of the list's pagination (1-based, as shown). */
  paginationPage(page: number): Locator {
    return this.page.locator('.ant-pagination').getByTitle(String(page), { exact: true });
  }

  /** Orders: Export CSV, and the downloaded file's name and text. */
  async exportOrdersCsv(): Promise<{ fileName: string; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const failure = await download.failure();
    if (failure) throw new Error(`The CSV download failed: ${failure}`);
    return { fileName: download.suggestedFilename(), text: await readFile(await download.path(), 'utf8') };
  }

  /** Order edit: the order details card. */
  orderDetailsCard(): Locator {
    return this.page
      .locator('.ant-card')
      .filter({ has: this.page.locator('.ant-card-head-title').getByText('Order details', { exact: true }) });
  }

  /** Order edit: the value of a field of the order details card (ID, Creator, Token, Total). */
  orderDetail(label: string): Locator {
    return this.orderDetailsCard()
      .locator('.ant-descriptions-item')
      .filter({ has: this.page.locator('.ant-descriptions-item-label').getByText(label, { exact: true }) })
      .locator('.ant-descriptions-item-content');
  }

  /** Order edit: Finalize, Refund or Cancel, confirmed in the dialog that asks `question`. */
  async runOrderAction(label: string, question: string): Promise<void> {
    await this.page.getByRole('button', { name: label, exact: true }).click();
    const dialog = this.page.getByRole('dialog').filter({ hasText: question });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: label, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}
