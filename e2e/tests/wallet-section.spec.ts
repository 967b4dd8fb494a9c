import { expect, test, type Locator } from '@playwright/test';
import { createPublicClient, erc20Abi, formatUnits, http, parseUnits, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { LOCAL_RPC_URL, TEST_STABLECOIN_DECIMALS } from '@suite/chain';
import { LOCAL_TEST_STABLECOIN_ADDRESS, shortenAddress } from '@suite/shared';
import { SECTIONS_URL, SectionDialogPage } from '../pages/section-dialog-page';
import { testKey } from '../support/accounts';
import { TestWallet } from '../support/test-wallet';
import { collectPageErrors } from '../support/page-tools';

// The wallet section in the Add Section dialog: its style editor (default, glass, custom) drives the
// live preview, and the preview is the real wallet a visitor uses — here connected to the local chain
// with Hardhat account #5 (ETH and tUSDC), sending tUSDC that lands on chain.

const chain = createPublicClient({ chain: hardhat, transport: http(LOCAL_RPC_URL) });

function tusdcBalance(owner: Hex): Promise<bigint> {
  return chain.readContract({
    address: LOCAL_TEST_STABLECOIN_ADDRESS,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
}

/** A tUSDC amount as the wallet shows it: grouped thousands, at most four decimals, no trailing zeros. */
function shownTusdc(value: bigint): string {
  const [whole = '0', fraction = ''] = formatUnits(value, TEST_STABLECOIN_DECIMALS).split('.');
  const cut = fraction.slice(0, 4).replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cut ? `${grouped}.${cut}` : grouped;
}

/** The wallet's own panel (the glass pane or the custom card) inside the wallet section. */
function walletPanel(wallet: Locator): Locator {
  return wallet.locator(':scope > div:not([aria-hidden])').first();
}

function computed(locator: Locator, property: string): Promise<string> {
  return locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

test('styles the wallet in glass then custom, and sends tUSDC from it on the local chain', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const testWallet = new TestWallet(page, testKey(5));
  await testWallet.install();
  const sections = new SectionDialogPage(page);
  await sections.openAddDialog();
  await sections.pickType('Wallet');
  const editor = sections.editor('Wallet section');
  const wallet = sections.preview.getByRole('region', { name: 'Wallet', exact: true });
  const panel = walletPanel(wallet);
  await expect(wallet.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  await expect.poll(() => computed(panel, 'backdrop-filter')).toBe('none');

  // Glass: a blurred, see-through pane over the chosen background.
  await sections.choose(editor, 'Variant', 'Glass');
  await expect.poll(() => computed(panel, 'backdrop-filter')).toBe('blur(40px)');
  await expect.poll(() => computed(panel, 'background-color')).toBe('rgba(255, 255, 255, 0.1)');
  await editor.getByRole('spinbutton', { name: 'Blur intensity' }).fill('20');
  await expect.poll(() => computed(panel, 'backdrop-filter')).toBe('blur(20px)');
  await editor.getByRole('spinbutton', { name: 'Glass opacity' }).fill('0.05');
  await expect.poll(() => computed(panel, 'background-color')).toBe('rgba(255, 255, 255, 0.05)');
  await editor.getByText('Gradient', { exact: true }).click();
  await expect.poll(() => computed(wallet, 'background-image')).toMatch(/^linear-gradient\(/);
  await page.screenshot({ path: 'test-results/wallet-glass-dialog.png' });

  // An image background: Choose image loads the picker on the click (it asks this signed-out
  // visitor to sign in), and an address typed in is the wallet's background.
  await editor.getByText('Image', { exact: true }).click();
  await editor.getByRole('button', { name: 'Choose image: Background image' }).click();
  const picker = page.getByRole('dialog', { name: 'Your images' });
  await expect(picker.getByText('Sign in to pick from your images.')).toBeVisible();
  await picker.getByRole('button', { name: 'Close' }).click();
  await expect(picker).toBeHidden();
  const background = `${new URL(SECTIONS_URL).origin}/backdrop.png`;
  await sections.field(editor, 'Background image').fill(background);
  await expect.poll(() => computed(wallet, 'background-image')).toBe(`url("${background}")`);

  // Custom: a card of its own; its corners and colour follow what is set.
  await sections.choose(editor, 'Variant', 'Custom');
  await expect.poll(() => computed(panel, 'backdrop-filter')).toBe('none');
  await expect.poll(() => computed(panel, 'border-top-left-radius')).toBe('8px');
  await editor.getByRole('tab', { name: 'Card Styling', exact: true }).click();
  await sections.field(editor, 'Border radius').fill('24');
  await expect.poll(() => computed(panel, 'border-top-left-radius')).toBe('24px');
  await sections.field(editor, 'Background colour').click();
  await page.locator('.ant-popover').filter({ visible: true }).getByRole('textbox').fill('1e3a8a');
  await expect.poll(() => computed(panel, 'background-color')).toBe('rgb(30, 58, 138)');
  await page.keyboard.press('Escape');
  await page.screenshot({ path: 'test-results/wallet-custom-dialog.png' });

  // The preview is the wallet itself: connected, it reads the account's tUSDC on the local chain.
  const before = await tusdcBalance(testWallet.address);
  expect(before).toBeGreaterThan(parseUnits('100', TEST_STABLECOIN_DECIMALS));
  await wallet.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(wallet.getByText(shortenAddress(testWallet.address), { exact: true })).toBeVisible();
  await expect(wallet.getByRole('button', { name: 'Network: Local chain' })).toBeVisible();
  const tokens = wallet.getByRole('region', { name: 'Tokens', exact: true });
  const tusdcRow = tokens.getByRole('row').filter({ hasText: 'Test USD Coin' });
  await expect(tusdcRow).toContainText(shownTusdc(before));

  // Sending some to a fresh address.
  const recipient = privateKeyToAccount(generatePrivateKey()).address;
  const amount = parseUnits('12.5', TEST_STABLECOIN_DECIMALS);
  await tusdcRow.getByRole('button', { name: 'Send tUSDC' }).click();
  const send = page.getByRole('dialog', { name: 'Send', exact: true });
  await expect(send.getByText(`Balance: ${shownTusdc(before)} tUSDC`)).toBeVisible();
  await send.getByLabel('Recipient address').fill(recipient);
  await send.getByLabel('Amount (tUSDC)').fill('12.5');
  await send.getByRole('button', { name: 'Review' }).click();
  await expect(send.getByText(`You send 12.5 tUSDC to ${recipient} on Local chain.`)).toBeVisible();
  await send.getByRole('button', { name: 'Confirm send' }).click();
  await expect(send.getByText('Sent', { exact: true })).toBeVisible();
  // The result's Close (the dialog's own close button is an icon named the same).
  await send.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await expect(send).toBeHidden();

  // It landed: on chain, and in the wallet's balance and activity, read again from the chain.
  expect(await tusdcBalance(recipient)).toBe(amount);
  expect(await tusdcBalance(testWallet.address)).toBe(before - amount);
  await expect(tusdcRow).toContainText(shownTusdc(before - amount));
  await wallet.getByRole('tab', { name: 'Activity', exact: true }).click();
  const activity = wallet.getByRole('region', { name: 'Activity', exact: true });
  const transfer = activity.getByRole('row').filter({ hasText: shortenAddress(recipient) });
  await expect(transfer).toContainText('Sent');
  await expect(transfer).toContainText('12.5 tUSDC');

  // And 0.01 ETH: Activity lists native transfers too (the API reads the local chain's blocks).
  await wallet
    .getByRole('group', { name: 'Wallet actions' })
    .getByRole('button', { name: 'Send', exact: true })
    .click();
  await send.getByLabel('Recipient address').fill(recipient);
  await send.getByLabel('Amount (ETH)').fill('0.01');
  await send.getByRole('button', { name: 'Review' }).click();
  await send.getByRole('button', { name: 'Confirm send' }).click();
  await expect(send.getByText('Sent', { exact: true })).toBeVisible();
  await send.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();
  await expect(send).toBeHidden();
  expect(await chain.getBalance({ address: recipient })).toBe(parseUnits('0.01', 18));
  // This run's send (an earlier run sent the same from this account to another address).
  const ether = activity
    .getByRole('row')
    .filter({ hasText: '0.01 ETH' })
    .filter({ hasText: shortenAddress(recipient) });
  await expect(ether).toContainText('Sent');
  await page.screenshot({ path: 'test-results/wallet-sent-dialog.png' });

  // Saved, the page shows the wallet in its custom style.
  await sections.save('Wallet section');
  const pageWallet = sections.pagePreview.getByRole('region', { name: 'Wallet', exact: true });
  await expect(pageWallet).toBeVisible();
  await expect.poll(() => computed(walletPanel(pageWallet), 'border-top-left-radius')).toBe('24px');
  await expect.poll(() => computed(walletPanel(pageWallet), 'background-color')).toBe('rgb(30, 58, 138)');
  expect(errors).toEqual([]);
});
