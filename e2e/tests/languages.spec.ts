import { expect, test, type Page } from '@playwright/test';
import { generatePrivateKey } from 'viem/accounts';
import { CommercePage } from '../pages/commerce-page';
import { ShellPage } from '../pages/shell-page';
import { WidgetEditorPage } from '../pages/widget-editor-page';
import { pickSelectOption } from '../support/page-tools';
import { TestWallet } from '../support/test-wallet';

/** A text as Intl writes it, with its no-break spaces as plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

/** Today as the browser writes it in a locale, as the widget list's Updated column starts. */
function todayIn(page: Page, locale: string): Promise<string> {
  return page.evaluate((tag) => new Date().toLocaleDateString(tag), locale);
}

async function chooseLanguage(shell: ShellPage, current: RegExp, language: string): Promise<void> {
  await shell.header.getByRole('button', { name: current }).click();
  await shell.page.getByRole('menuitem', { name: language }).click();
}

test('the owner switches the admin to Spanish, then Portuguese: navigation, a form message, money and dates follow, and the choice is remembered', async ({
  page,
}) => {
  const wallet = new TestWallet(page, generatePrivateKey());
  await wallet.install();
  const shell = new ShellPage(page);
  const commerce = new CommercePage(page);
  await shell.goto('/admin/widget');
  await shell.signIn(wallet.address);
  await commerce.setReceiver(wallet.address, 'owner@example.com');
  await commerce.createProduct({ name: 'Lamp', price: '1234.5' });
  await expect(commerce.productCard('Lamp')).toContainText('$1,234.50');

  await shell.goto('/admin/widget');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Commerce' })).toBeVisible();
  await chooseLanguage(shell, /^Language: English/, 'Español');

  const navEs = page.getByRole('navigation', { name: 'Principal' });
  await expect(navEs.getByRole('link', { name: 'Comercio' })).toBeVisible();
  await expect(navEs.getByRole('link', { name: 'Cuenta' })).toBeVisible();
  // Each item is named by its words alone: its icon's English name ("shop", "user") is not read first.
  await expect(navEs.getByRole('menuitem', { name: 'Comercio', exact: true })).toBeVisible();
  await expect(navEs.getByRole('menuitem', { name: 'Cuenta', exact: true })).toBeVisible();
  // mfe_auth's account area, in the same language.
  await expect(shell.header.getByRole('button', { name: 'Sesión iniciada', exact: true })).toBeDisabled();
  await expect(page.getByRole('heading', { level: 1, name: 'Gestionar widgets' })).toBeVisible();
  // antd's search button is named in the page's language, not after its icon ("search").
  await expect(page.getByRole('main').getByRole('button', { name: 'Buscar', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

  // mfe_auth's account screen, in Spanish too.
  await shell.goto('/u/account');
  await expect(page.getByText('Wallets vinculadas', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cerrar sesión en todas partes' })).toBeVisible();
  // The address's copy button is antd's, named in Spanish; the icon inside does not say "copy".
  await expect(page.getByRole('button', { name: 'Copiar' }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'copy' })).toHaveCount(0);
  // A select's clear button too (the NFT profile's network), which antd's select names "Clear" itself.
  const network = page.locator('.ant-select').filter({ hasText: 'Cadena local' });
  await expect(network.getByRole('button', { name: 'Borrar', exact: true })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Clear', exact: true })).toHaveCount(0);
  await shell.goto('/admin/widget');

  // A form's validation message, in Spanish.
  await page.getByRole('button', { name: 'Crear widget' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Crear widget' });
  const name = dialog.getByLabel('Nombre');
  await name.fill('x');
  await name.fill('');
  await expect(dialog.getByText('Obligatorio', { exact: true })).toBeVisible();
  await name.fill('Tienda');
  await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/widget\/edit\/\d+/);
  // The toast says its kind in Spanish too, not its icon's English name ("check-circle").
  const toast = page.locator('.ant-message-notice').filter({ hasText: 'Widget creado' });
  await expect(toast.getByRole('img', { name: 'Éxito' })).toBeVisible();
  // A number field's step buttons are named in Spanish too, not "Increase Value" (Fees → Swap fees).
  await page.goto(`${new URL(page.url()).pathname}?tab=swap-fees`);
  const percentage = page.getByRole('spinbutton', { name: 'Porcentaje' });
  await expect(percentage).toBeVisible();
  const steps = page.locator('.ant-input-number').filter({ has: percentage });
  await expect(steps.getByRole('button', { name: 'Aumentar valor' })).toBeAttached();
  await expect(steps.getByRole('button', { name: 'Disminuir valor' })).toBeAttached();
  await expect(page.getByRole('button', { name: /^(Increase|Decrease) Value$/ })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /^(up|down)$/ })).toHaveCount(0);

  // Dates in the list, day first.
  await shell.goto('/admin/widget');
  const row = page.getByRole('row').filter({ hasText: 'Tienda' });
  await expect(row).toContainText(await todayIn(page, 'es-ES'));
  // The pager's arrows are named in Spanish, and the arrow inside is not read on its own ("left").
  await expect(page.getByRole('button', { name: 'Página siguiente' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^(left|right)$/ })).toHaveCount(0);

  // Money: the product's price in Spanish.
  await commerce.goto('products');
  await expect
    .poll(async () => plain(await commerce.productCard('Lamp').textContent()))
    .toContain('1234,50 US$');

  // Portuguese, and still after a reload.
  await chooseLanguage(shell, /^Idioma: Español/, 'Português');
  await expect
    .poll(async () => plain(await commerce.productCard('Lamp').textContent()))
    .toContain('US$ 1.234,50');
  await page.reload();
  const navPt = page.getByRole('navigation', { name: 'Principal' });
  await expect(navPt.getByRole('link', { name: 'Comércio' })).toBeVisible();
  await expect(navPt.getByRole('link', { name: 'Conta' })).toBeVisible();
  await shell.goto('/admin/widget');
  await expect(page.getByRole('heading', { level: 1, name: 'Gerenciar widgets' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Tienda' })).toContainText(
    await todayIn(page, 'pt-BR'),
  );
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('pt');
});

// The local chain's EUR/USD feed answers 1.16 (LOCAL_FX_RATES): 12.50 USD are shown as € 10,78.
const CONVERTED_PT =
  /^Preços em EUR a 1 EUR = 1,16 USD, a taxa de .+ \(feed de preços em Rede local\)\. Você paga o valor em dólares americanos com stablecoins\.$/;

test("a widget set to Portuguese and EUR is shown in Portuguese, its prices in euros at the feed's rate, to its visitors and in the owner's preview", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = new TestWallet(page, generatePrivateKey());
  await owner.install();
  const editor = new WidgetEditorPage(page);
  const commerce = new CommercePage(page);
  await editor.gotoList();
  await editor.account.signIn(owner.address);
  await commerce.setReceiver(owner.address, 'loja@example.com');
  await commerce.createProduct({ name: 'Luminária', price: '12.5' });
  // On sale: a new product is not shown in the store until it is visible.
  await commerce
    .productCard('Luminária')
    .getByRole('switch', { name: 'Luminária visible in the store' })
    .click();
  await expect(commerce.toast('Product updated')).toBeVisible();

  await editor.gotoList();
  const id = await editor.createWidget('Loja', 'Full Kit');
  await pickSelectOption(page.getByLabel('Language', { exact: true }), 'Portuguese (Brazil) (pt-BR)');
  await pickSelectOption(page.getByLabel('Default currency', { exact: true }), 'EUR — Euro');
  await editor.save();
  // The owner's store on the page: its prices say what a euro visitor pays.
  await editor.gotoEditor(id, 'components');
  const dialog = await editor.addSection('Commerce', 'Loja');
  // The dialog's live preview too, in the English admin.
  await expect(dialog.getByRole('region', { name: 'Preview section' }).getByText(CONVERTED_PT)).toBeVisible();
  await editor.saveSectionDialog('Commerce section');
  await editor.save();
  // The owner's preview, inside the English admin, shows the page as its visitors read it.
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('dialog', { name: /page preview$/ });
  await expect(preview.getByText('Luminária')).toBeVisible();
  await expect(preview.getByText(CONVERTED_PT)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  const { url: embedUrl } = await editor.createEmbedCodes();

  // A visitor whose browser speaks English.
  const visitor = await browser.newContext({ locale: 'en-US' });
  try {
    const visit = await visitor.newPage();
    await visit.goto(embedUrl);
    await expect(visit.getByText('Feito com Site Builder')).toBeVisible();
    expect(await visit.evaluate(() => document.documentElement.lang)).toBe('pt');
    await expect(visit.getByText('Luminária')).toBeVisible();
    // In euros at the feed's rate, in Portuguese, saying the rate and that dollars are paid.
    await expect(visit.getByText(/€\s10,78/).first()).toBeVisible();
    await expect(visit.getByText(CONVERTED_PT)).toBeVisible();
  } finally {
    await visitor.close();
  }
});
