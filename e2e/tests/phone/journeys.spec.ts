import { expect, test, type Page } from '@playwright/test';
import { generatePrivateKey } from 'viem/accounts';
import { CommercePage } from '../../pages/commerce-page';
import { WidgetEditorPage } from '../../pages/widget-editor-page';
import { E2E_SELLER_KEY_INDEX, testKey } from '../../support/accounts';
import { callApi } from '../../support/api';
import { checkPhoneScreen } from '../../support/phone-layout';
import { TestWallet } from '../../support/test-wallet';

// The main journeys on a 375×812 phone (the `phone` project, issue 19): signing in, editing a
// widget's sections and its collections, the products, orders, an order and a checkout of the
// commerce back office, and the buyer's pay page. Each screen is checked for a page that scrolls
// sideways, text cut short and overlapping header controls, and kept as a screenshot in the report.

async function signedInSeller(page: Page): Promise<CommercePage> {
  const wallet = new TestWallet(page, testKey(E2E_SELLER_KEY_INDEX));
  await wallet.install();
  const commerce = new CommercePage(page);
  await commerce.goto('products');
  await commerce.account.signIn(wallet.address);
  return commerce;
}

test("signing in and editing a widget's sections on a phone", async ({ page }) => {
  test.setTimeout(150_000);
  const wallet = new TestWallet(page, generatePrivateKey());
  await wallet.install();
  const editor = new WidgetEditorPage(page);
  await editor.gotoList();
  await checkPhoneScreen(page, 'signed-out');
  await editor.account.signIn(wallet.address);
  await expect(page.getByText("You don't have any widget yet")).toBeVisible();
  await checkPhoneScreen(page, 'widget-list');
  // On a phone the navigation is a drawer, whose code loads when it first opens.
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const navigation = page.getByRole('dialog').getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link', { name: 'Commerce' })).toBeVisible();
  await navigation.getByRole('link', { name: 'Widgets' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  const widget = await callApi<{ id: number }>(page, 'POST', '/widget/upsert', {
    kit: 'Full',
    config: JSON.stringify({
      name: 'Pocket shop',
      currency: 'USD',
      page: {
        title: 'Home',
        layout: { type: 'list' },
        sections: [{ type: 'markdown', name: 'Welcome', data: { source: '# Welcome' } }],
      },
    }),
  });
  await editor.gotoEditor(String(widget.id), 'components');
  await expect(editor.sectionRows()).toHaveCount(1);
  await checkPhoneScreen(page, 'widget-sections');

  const dialog = await editor.addSection('Markdown', 'Opening hours');
  await dialog.getByRole('form', { name: 'Markdown section' }).getByLabel('Content').fill('Open every day');
  await checkPhoneScreen(page, 'section-dialog');
  await editor.saveSectionDialog('Markdown section');
  await expect(editor.sectionRows()).toHaveCount(2);
  await editor.save();
  await checkPhoneScreen(page, 'widget-sections-saved');

  // The theme's preview: the widget's own alert in a narrow card.
  await editor.gotoEditor(String(widget.id), 'theme');
  await expect(page.getByText('Connect your wallet to continue')).toBeVisible();
  await checkPhoneScreen(page, 'widget-theme');
  // And on the narrowest phones (320 px), where the preview's card leaves its alert the least room.
  await page.setViewportSize({ width: 320, height: 700 });
  await checkPhoneScreen(page, 'widget-theme-320');
  await page.setViewportSize({ width: 375, height: 812 });

  // A panel with an alert and its action (a link to the collection list page).
  await editor.gotoEditor(String(widget.id), 'data.collections');
  await expect(page.getByRole('link', { name: 'Open the collection list page' })).toBeVisible();
  await checkPhoneScreen(page, 'widget-collections');
});

test('products, orders and the pay page on a phone', async ({ page }) => {
  test.setTimeout(150_000);
  const commerce = await signedInSeller(page);
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(page.getByText('Solidity Course').first()).toBeVisible();
  await checkPhoneScreen(page, 'products');

  await commerce.goto('orders');
  const orders = page.getByRole('region', { name: 'Orders' });
  await expect(page.getByText('Scroll sideways to see every column')).toBeVisible();
  await expect(orders.getByRole('row').nth(1)).toBeVisible();
  // The table scrolls inside its region, from the keyboard as well as by touch.
  await orders.focus();
  for (let press = 0; press < 3; press += 1) await page.keyboard.press('ArrowRight');
  await expect.poll(() => orders.evaluate((region) => region.scrollLeft)).toBeGreaterThan(0);
  await checkPhoneScreen(page, 'orders');
  // An order's card keeps its title beside the status and the transaction link.
  await orders.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page.getByText('Order details')).toBeVisible();
  await checkPhoneScreen(page, 'order');

  const checkouts = await callApi<{ items: { id: string; title: string }[] }>(page, 'GET', '/checkouts');
  const course = checkouts.items.find((checkout) => checkout.title === 'Solidity Course');
  if (!course) throw new Error('The seeded seller has no Solidity Course checkout');
  // A checkout's items: the product on a line of its own, its quantity and Remove under it.
  await commerce.goto(`checkouts/${course.id}/edit`);
  await expect(page.getByRole('combobox', { name: /Product 1/ })).toBeVisible();
  await checkPhoneScreen(page, 'checkout');
  await page.goto(`/c/${course.id}`);
  await expect(page.getByRole('heading', { name: 'Solidity Course' })).toBeVisible();
  await checkPhoneScreen(page, 'pay-page');
});
