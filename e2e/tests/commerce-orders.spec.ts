import { expect, test, type Page } from '@playwright/test';
import { shortenAddress } from '@suite/shared';
import { privateKeyToAccount } from 'viem/accounts';
import { CheckoutPayPage } from '../pages/checkout-page';
import { CommercePage } from '../pages/commerce-page';
import { E2E_SELLER_KEY_INDEX, testKey } from '../support/accounts';
import { callApi, placeUnpaidOrder } from '../support/api';
import { fundedWallet, payRequestFrom } from '../support/funding';
import { TestWallet } from '../support/test-wallet';

// The Orders screen of the seeded e2e seller (Hardhat account #9: 8 demo orders across the statuses),
// in the shell and deployed on its own, against the real API. Other specs add orders to this seller
// (checkout-pay pays and finalizes one), so the list is counted from what the API answers first, the
// filters use statuses and searches only this spec's or the seed's orders match, and the orders whose
// state changes here are placed by this spec itself (one paid and finalized, one cancelled and deleted).
const SELLER_KEY = testKey(E2E_SELLER_KEY_INDEX);
/** Hardhat account #5: ETH and 1,000,000 tUSDC on the local chain. */
const CUSTOMER_KEY = testKey(5);
const STANDALONE_ORIGIN = process.env.COMMERCE_STANDALONE_ORIGIN ?? 'http://localhost:3004';
const hosts = [
  { name: 'shell', origin: 'http://localhost:3000' },
  { name: 'standalone', origin: STANDALONE_ORIGIN },
];

/** Seed 001 §4: the order statuses as shown. */
const STATUS_LABELS = [
  'Payment confirmed',
  'Payment pending',
  'Finalized',
  'Refunded',
  'Cancelled',
  'Transaction failed',
];
/** Seed 001 §9: orders 5, 10, 25, 50, 100 (default 5). */
const PAGE_SIZE_LABELS = ['5 / page', '10 / page', '25 / page', '50 / page', '100 / page'];
const CSV_HEADER = [
  'id',
  'createdAt',
  'status',
  'amount',
  'chainId',
  'token',
  'sender',
  'email',
  'hash',
  'items',
];
/** A transaction's hash as the orders show it on a chain without an explorer: shortened, to copy. */
const TRANSACTION_HASH = /0x[0-9a-f]{8}…[0-9a-f]{6}/;
/** A uuid without its first 10 characters (seed 001 §2). */
const SHORT_ORDER_ID = /^[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The rows of a CSV file as records by its header (RFC 4180 quoting: "" inside quoted fields). */
function parseCsv(text: string): { header: string[]; rows: Map<string, string>[] } {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  const [header = [], ...rest] = records;
  return {
    header,
    rows: rest.map((values) => new Map(header.map((name, column) => [name, values[column] ?? '']))),
  };
}

async function sellerSignedIn(page: Page, origin: string): Promise<CommercePage> {
  const wallet = new TestWallet(page, SELLER_KEY);
  await wallet.install();
  const commerce = new CommercePage(page, origin);
  await commerce.goto('dashboard');
  await commerce.account.signIn(wallet.address);
  await expect(commerce.heading('Dashboard')).toBeVisible();
  return commerce;
}

for (const { name, origin } of hosts) {
  test.describe(`commerce orders (${name})`, () => {
    test('the orders list pages on the server, filters by status and search, and exports the current filter as CSV', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const commerce = await sellerSignedIn(page, origin);

      // Default: 5 rows per page of everything the seller has (at least the 8 seeded orders).
      const total = await commerce.ordersListResponse({ page: 0, limit: 5 }, () => commerce.goto('orders'));
      expect(total).toBeGreaterThanOrEqual(8);
      expect(total).toBeLessThanOrEqual(100);
      await expect(commerce.heading('Orders')).toBeVisible();
      await expect(commerce.breadcrumbs()).toContainText('Commerce');
      await expect(commerce.orderRows()).toHaveCount(5);
      await expect(commerce.paginationPage(Math.ceil(total / 5))).toBeVisible();
      await expect(commerce.paginationPage(Math.ceil(total / 5) + 1)).toHaveCount(0);
      const firstPage = await commerce.shownOrderIds();
      for (const id of firstPage) expect(id).toMatch(SHORT_ORDER_ID);

      // Page 2 is another page of the server's list.
      await commerce.ordersListResponse({ page: 1, limit: 5 }, () => commerce.paginationPage(2).click());
      await expect(commerce.orderRows()).toHaveCount(Math.min(5, total - 5));
      // The list keeps the previous page on screen until the next one renders.
      await expect.poll(() => commerce.shownOrderIds()).not.toContain(firstPage[0]);
      const secondPage = await commerce.shownOrderIds();
      expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);

      // Rows per page: the seed's sizes; a new size starts again at the first page.
      expect(await commerce.pageSizeOptions()).toEqual(PAGE_SIZE_LABELS);
      await commerce.ordersListResponse({ page: 0, limit: 10 }, () => commerce.setPageSize(10));
      await expect(commerce.orderRows()).toHaveCount(Math.min(10, total));
      expect((await commerce.shownOrderIds()).slice(0, 5)).toEqual(firstPage);
      await commerce.ordersListResponse({ page: 0, limit: 100 }, () => commerce.setPageSize(100));
      await expect(commerce.orderRows()).toHaveCount(total);

      // Every order shows a status of the seed's; the seeded refunded and cancelled ones among them.
      const statuses = await commerce.shownOrderStatuses();
      expect(statuses).toHaveLength(total);
      for (const status of statuses) expect(STATUS_LABELS).toContain(status);
      expect(statuses).toEqual(
        expect.arrayContaining(['Refunded', 'Cancelled', 'Finalized', 'Transaction failed']),
      );
      // The local chain has no explorer: a paid order shows its transaction's hash to copy, and one
      // without a transaction a disabled link; no order has a link that cannot open.
      await expect(commerce.orderRows().locator('a', { hasText: 'View transaction' })).toHaveCount(0);
      for (const row of await commerce.orderRows().all()) {
        const status = await row.locator('.ant-tag').innerText();
        if (['Finalized', 'Refunded', 'Payment confirmed'].includes(status)) {
          await expect(row).toContainText(TRANSACTION_HASH);
          await expect(row.getByRole('button', { name: 'Copy' })).toBeVisible();
        } else if (status !== 'Payment pending') {
          await expect(row.getByRole('button', { name: 'View transaction' })).toBeDisabled();
        }
      }

      // The status filter lists the seed's statuses and keeps only that status.
      expect(await commerce.orderStatusOptions()).toEqual(STATUS_LABELS);
      const refunded = await commerce.ordersListResponse({ page: 0, limit: 100, status: 'Refunded' }, () =>
        commerce.filterOrdersByStatus('Refunded'),
      );
      expect(refunded).toBeGreaterThanOrEqual(1);
      expect(refunded).toBeLessThan(total);
      await expect(page).toHaveURL(/[?&]status=Refunded(&|$)/);
      await expect(commerce.orderRows()).toHaveCount(refunded);
      expect(new Set(await commerce.shownOrderStatuses())).toEqual(new Set(['Refunded']));
      const refundedIds = await commerce.shownOrderIds();

      // The export is the current filter: the header and the refunded orders, nothing else.
      const refundedCsv = await commerce.exportOrdersCsv();
      expect(refundedCsv.fileName).toBe('orders.csv');
      const refundedFile = parseCsv(refundedCsv.text);
      expect(refundedFile.header).toEqual(CSV_HEADER);
      expect(refundedFile.rows.map((row) => row.get('id')?.slice(10)).sort()).toEqual(
        [...refundedIds].sort(),
      );
      for (const row of refundedFile.rows) {
        expect(row.get('status')).toBe('Refunded');
        expect(row.get('chainId')).toBe('31337');
        expect(row.get('hash')).toMatch(/^0x[0-9a-f]{64}$/);
      }

      // The search box: the seeded Merch bundle order, by its buyer's e-mail, in every status.
      await commerce.goto('orders');
      await expect(commerce.orderRows()).toHaveCount(5);
      const found = await commerce.ordersListResponse({ page: 0, limit: 5, q: 'satoshi@example.com' }, () =>
        commerce.searchOrders('satoshi@example.com'),
      );
      expect(found).toBe(1);
      await expect(page).toHaveURL(/[?&]q=satoshi%40example\.com(&|$)/);
      await expect(commerce.orderRows()).toHaveCount(1);
      const [satoshiId = ''] = await commerce.shownOrderIds();
      const satoshiCsv = parseCsv((await commerce.exportOrdersCsv()).text);
      expect(satoshiCsv.header).toEqual(CSV_HEADER);
      expect(satoshiCsv.rows).toHaveLength(1);
      const satoshiRow = satoshiCsv.rows[0];
      expect(satoshiRow?.get('id')?.slice(10)).toBe(satoshiId);
      expect(satoshiRow?.get('email')).toBe('satoshi@example.com');
      expect(satoshiRow?.get('items')).toBe('1 x Genesis Hoodie; 1 x Validator Cap; 2 x Block Explorer Mug');

      // Search and status together: that order is not a refunded one.
      await commerce.ordersListResponse(
        { page: 0, limit: 5, q: 'satoshi@example.com', status: 'Refunded' },
        () => commerce.filterOrdersByStatus('Refunded'),
      );
      // The store has orders: the list says nothing matches, not that there are none yet.
      await expect(page.getByText('Nothing matches this search or filter')).toBeVisible();
      await expect(page.getByText('No orders yet')).toBeHidden();
      await expect(commerce.orderRows()).toHaveCount(0);
      const emptyCsv = parseCsv((await commerce.exportOrdersCsv()).text);
      expect(emptyCsv.rows).toEqual([]);

      // An order is found by the part of its id the list shows.
      await commerce.goto('orders');
      const byId = await commerce.ordersListResponse({ page: 0, limit: 5, q: refundedIds[0] }, () =>
        commerce.searchOrders(refundedIds[0] ?? ''),
      );
      expect(byId).toBe(1);
      await expect(commerce.orderRows()).toHaveCount(1);
      expect(await commerce.shownOrderIds()).toEqual([refundedIds[0]]);
      expect(await commerce.shownOrderStatuses()).toEqual(['Refunded']);
    });

    test('a paid order opens on its details card and is finalized after a confirmation @payments', async ({
      page,
      browser,
    }) => {
      test.setTimeout(150_000);
      const commerce = await sellerSignedIn(page, origin);
      const link = await commerce.checkoutLink('Solidity Course');

      // A customer pays the Solidity Course checkout, with an e-mail only this order has.
      const email = `orders-${name}-${Date.now().toString(36)}@example.com`;
      const customerContext = await browser.newContext();
      const customerPage = await customerContext.newPage();
      const customerWallet = new TestWallet(customerPage, CUSTOMER_KEY);
      await customerWallet.install();
      const checkout = new CheckoutPayPage(customerPage);
      await checkout.goto(link);
      await expect(checkout.heading('Solidity Course')).toBeVisible();
      await checkout.fillDetails({ email });
      await checkout.connectWallet();
      await checkout.payButton().click();
      await expect(checkout.status('Payment confirmed')).toBeVisible({ timeout: 60_000 });
      await expect(customerPage).toHaveURL(/\?order=[0-9a-f-]{36}#receipt=[\w-]{43}$/);
      const orderId = new URL(customerPage.url()).searchParams.get('order') ?? '';
      await customerContext.close();

      // The seller finds it by the buyer's e-mail.
      await commerce.goto('orders');
      await commerce.searchOrders(email);
      await expect(commerce.orderRows()).toHaveCount(1);
      const row = commerce.orderRow(orderId);
      await expect(row).toContainText('Payment confirmed');
      await expect(row).toContainText(TRANSACTION_HASH);

      // Its page: the order details card.
      await row.getByRole('link', { name: orderId.slice(10), exact: true }).click();
      await expect(commerce.heading(`Order ${orderId.slice(10)}`)).toBeVisible();
      const card = commerce.orderDetailsCard();
      await expect(card.locator('.ant-tag')).toHaveText('Payment confirmed');
      await expect(card.locator('.ant-card-extra')).toContainText(TRANSACTION_HASH);
      await expect(card.locator('.ant-card-extra').getByRole('button', { name: 'Copy' })).toBeVisible();
      await expect(commerce.orderDetail('ID')).toHaveText(orderId.slice(10));
      // The API keeps addresses in lower case (not the checksummed form the wallet shows).
      const customer = shortenAddress(privateKeyToAccount(CUSTOMER_KEY).address);
      await expect(commerce.orderDetail('Creator')).toHaveText(customer, { ignoreCase: true });
      // No explorer to link to: the whole address, to copy.
      await expect(commerce.orderDetail('Creator').getByRole('button', { name: 'Copy' })).toBeVisible();
      await expect(commerce.orderDetail('Token')).toHaveText('Test USD Coin');
      await expect(commerce.orderDetail('Total')).toHaveText(/^149(\.0+)? TUSDC$/);
      await expect(commerce.orderDetail('Sold on')).toHaveText('A shared checkout link');
      await expect(page.getByText(email, { exact: true })).toBeVisible();
      await expect(page.getByRole('cell', { name: 'Solidity Course' })).toBeVisible();

      // Paid, it is refunded, not cancelled: the page says why Cancel is off.
      const cancel = page.getByRole('button', { name: 'Cancel', exact: true });
      await expect(cancel).toBeDisabled();
      await expect(cancel).toHaveAccessibleDescription(
        "The customer's money reached this order, so it is refunded, not cancelled.",
      );

      // Finalize asks first, then the seed's toast, and the badge follows.
      await commerce.runOrderAction('Finalize', 'Finalize this order?');
      await expect(commerce.toast('Order finalized')).toBeVisible();
      await expect(card.locator('.ant-tag')).toHaveText('Finalized');
      await expect(page.getByRole('button', { name: 'Finalize', exact: true })).toBeDisabled();

      // Back on the list, the order shows its new status.
      await commerce.breadcrumbs().getByRole('link', { name: 'Orders' }).click();
      await expect(commerce.heading('Orders')).toBeVisible();
      await commerce.searchOrders(email);
      await expect(commerce.orderRows()).toHaveCount(1);
      await expect(commerce.orderRow(orderId)).toContainText('Finalized');
      // A paid order stays: it cannot be selected for deletion.
      await expect(commerce.orderRow(orderId).getByRole('checkbox')).toBeDisabled();
    });

    test('a payment that reaches an order after its cancel is told to the seller, who refunds it @payments', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const commerce = await sellerSignedIn(page, origin);
      const link = await commerce.checkoutLink('Solidity Course');
      const checkoutId = new URL(link).pathname.split('/').pop() ?? '';

      // A buyer of their own places an order; their wallet's prompt stays open.
      const buyer = await fundedWallet({ tusdc: '500' });
      const email = `late-${name}-${Date.now().toString(36)}@example.com`;
      const placed = await placeUnpaidOrder(page, { checkoutId, email, sender: buyer.address });
      const orderId = placed.order.id;
      if (!placed.order.payment) throw new Error('The order has no payment request');

      // Meanwhile the seller cancels it on its page.
      await commerce.goto(`orders/${orderId}`);
      await commerce.runOrderAction('Cancel', 'Cancel this order?');
      await expect(commerce.toast('Order cancelled')).toBeVisible();

      // The buyer's wallet sends the payment after all, and the pay page reports it.
      const hash = await payRequestFrom(buyer.key, placed.order.payment);
      const reported = await callApi<{ status: string }>(page, 'POST', `/orders/${orderId}/payment`, {
        hash,
      });
      expect(reported.status).toBe('Cancelled');

      // The buyer's receipt says where their money is.
      const customerContext = await browser.newContext();
      const customerPage = await customerContext.newPage();
      await customerPage.goto(`${origin}/c/${checkoutId}?order=${orderId}`);
      await expect(
        customerPage.getByText(
          'Your payment arrived after the seller cancelled this order. The seller has been told to return it to you; contact them for details.',
        ),
      ).toBeVisible();
      await customerContext.close();

      // The seller is told, and the order's page says what to do and offers Refund.
      await commerce.goto('notifications');
      await expect(
        page.getByText(
          new RegExp(
            `^A payment of \\$149\\.00 reached order ${orderId.slice(10)} after it was cancelled: return it to the customer, then mark the order refunded\\.$`,
          ),
        ),
      ).toBeVisible();
      await commerce.goto(`orders/${orderId}`);
      await expect(page.getByText('A payment arrived after the cancel')).toBeVisible();
      await expect(commerce.orderDetailsCard().locator('.ant-tag')).toHaveText('Cancelled');
      await commerce.runOrderAction('Refund', 'Mark this order as refunded?');
      await expect(commerce.toast('Order refunded')).toBeVisible();
      await expect(commerce.orderDetailsCard().locator('.ant-tag')).toHaveText('Refunded');
      await expect(page.getByText('A payment arrived after the cancel')).toBeHidden();
    });

    test('an unpaid order is cancelled, then deleted from the list', async ({ page }) => {
      const commerce = await sellerSignedIn(page, origin);
      const link = await commerce.checkoutLink('Solidity Course');
      const checkoutId = new URL(link).pathname.split('/').pop() ?? '';

      // A buyer places an order and never pays it (the page's own call, from the seller's page here).
      const email = `delete-${name}-${Date.now().toString(36)}@example.com`;
      const placed = await placeUnpaidOrder(page, {
        checkoutId,
        email,
        sender: privateKeyToAccount(CUSTOMER_KEY).address,
      });
      const orderId = placed.order.id;

      // Open, it cannot be deleted; the seller cancels it on its page.
      await commerce.goto('orders');
      await commerce.searchOrders(email);
      await expect(commerce.orderRow(orderId).getByRole('checkbox')).toBeDisabled();
      await commerce
        .orderRow(orderId)
        .getByRole('link', { name: orderId.slice(10), exact: true })
        .click();
      await commerce.runOrderAction('Cancel', 'Cancel this order?');
      await expect(commerce.toast('Order cancelled')).toBeVisible();

      // Cancelled and never paid: selected, deleted after a confirmation, gone from the list.
      await commerce.breadcrumbs().getByRole('link', { name: 'Orders' }).click();
      await commerce.searchOrders(email);
      const row = commerce.orderRow(orderId);
      await expect(row).toContainText('Cancelled');
      await row.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Delete selected' }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: 'Delete this order?' });
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(commerce.toast('Order deleted')).toBeVisible();
      await expect(commerce.orderRows()).toHaveCount(0);
      await expect(page.getByText('Nothing matches this search or filter')).toBeVisible();
    });
  });
}
