import { expect, test, type Locator } from '@playwright/test';
import { createPublicClient, erc20Abi, http, parseUnits, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { LOCAL_RPC_URL, TEST_STABLECOIN_DECIMALS } from '@suite/chain';
import { LOCAL_TEST_STABLECOIN_ADDRESS, LOCAL_WETH } from '@suite/shared';
import { embedAddress, ownerWithWidget } from '../pages/public-widget';
import { importTokens, setSwapFee, SwapBoxPage } from '../pages/trading-page';
import { fundedWallet } from '../support/funding';
import { collectPageErrors } from '../support/page-tools';
import { TestWallet } from '../support/test-wallet';

// A real trade on the local chain's Uniswap V2 (the API's built-in quote provider): an owner takes 1 %
// on swaps (Fees → Swap fees) and offers tUSDC and WETH (Data → Tokens) on a page with a swap section
// and a wallet section; a visitor of the public embed swaps tUSDC for WETH from each. Balances are read
// on chain: the visitor's tUSDC falls by the amount sold, their WETH rises by at least the quoted
// minimum, and the fee recipient receives exactly the fee shown before the visitor confirmed. Each
// run has its own owner, visitor and fee recipient, so it can run twice against the same suite.

const chain = createPublicClient({ chain: hardhat, transport: http(LOCAL_RPC_URL) });

function balanceOf(token: Hex, owner: Hex): Promise<bigint> {
  return chain.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
}

/** "0.1 tUSDC" → 100000n (the amounts the box shows, grouped thousands and all). */
function shownAmount(text: string, symbol: string, decimals: number): bigint {
  const match = new RegExp(`^([\\d,]+(?:\\.\\d+)?) ${symbol}$`).exec(text.trim());
  if (!match?.[1]) throw new Error(`Not an amount of ${symbol}: ${text}`);
  return parseUnits(match[1].replaceAll(',', ''), decimals);
}

const TUSDC = { address: LOCAL_TEST_STABLECOIN_ADDRESS, symbol: 'tUSDC', name: 'Test USD Coin' } as const;
const WETH = { address: LOCAL_WETH.address, symbol: 'WETH', name: 'Wrapped Ether' } as const;
/** What a box on this site offers: the chain's currency and Data → Tokens, never tTKN. */
const OFFERED = ['Ether', TUSDC.name, WETH.name];

/**
 * Swaps `amount` tUSDC for WETH in a box and checks the chain: the visitor's tUSDC falls by the amount,
 * their WETH rises by at least the reviewed minimum, the fee recipient receives exactly the reviewed fee.
 */
async function swapTusdcForWeth(
  box: SwapBoxPage,
  amount: string,
  visitor: Hex,
  feeRecipient: Hex,
): Promise<void> {
  expect(await box.offeredTokens('You pay')).toEqual(OFFERED);
  await box.pick('You pay', TUSDC.name);
  await box.pick('You receive', WETH.name);
  expect(await box.offeredTokens('You receive')).toEqual(OFFERED);
  await box.enterAmount(amount);
  // The site's fee is in the quote beside the amounts, before anything is confirmed.
  const sold = parseUnits(amount, TEST_STABLECOIN_DECIMALS);
  const expectedFee = sold / 100n;
  await expect(box.quote()).toContainText('Site fee (1%)', { timeout: 30_000 });

  const before = {
    tusdc: await balanceOf(TUSDC.address, visitor),
    weth: await balanceOf(WETH.address, visitor),
    fee: await balanceOf(TUSDC.address, feeRecipient),
  };
  const review: Locator = await box.startSwap();
  await expect(review).toContainText(`You pay${amount} tUSDC`);
  const fee = shownAmount(await SwapBoxPage.line(review, 'Site fee (1%)'), 'tUSDC', TEST_STABLECOIN_DECIMALS);
  expect(fee).toBe(expectedFee);
  const minimum = shownAmount(await SwapBoxPage.line(review, 'Minimum received'), 'WETH', 18);
  expect(minimum).toBeGreaterThan(0n);
  await box.confirm(review);

  expect(await balanceOf(TUSDC.address, visitor)).toBe(before.tusdc - sold);
  expect(await balanceOf(WETH.address, visitor)).toBeGreaterThanOrEqual(before.weth + minimum);
  expect(await balanceOf(TUSDC.address, feeRecipient)).toBe(before.fee + fee);
}

test('a visitor swaps tUSDC for WETH on the local DEX from the swap section and the wallet, paying the site’s fee', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const errors = collectPageErrors(page);
  const feeRecipient = privateKeyToAccount(generatePrivateKey()).address;
  const { editor } = await ownerWithWidget(page, 'Trading site');

  await test.step('the owner takes 1 % on swaps and offers tUSDC and WETH', async () => {
    await setSwapFee(editor, feeRecipient, '1');
    await importTokens(editor, [TUSDC, WETH]);
  });

  await test.step('a swap section on the local chain and a wallet section', async () => {
    await editor.openSection('Components');
    const dialog = await editor.addSection('Swap', 'Trade');
    const form = dialog.getByRole('form', { name: 'Swap section' });
    await form.getByLabel('Title', { exact: true }).fill('Trade tokens');
    await form.getByLabel('Chain', { exact: true }).click();
    await page.locator('.ant-select-item-option[title="Local chain"]').filter({ visible: true }).click();
    // The local chain's four tokens; the editor says which the site's Data → Tokens leaves out.
    await expect(form.getByText('tTKN · 0xB7B7…3213 · 18 decimals')).toBeVisible();
    await expect(form.getByRole('note')).toContainText("Not in this site's Data → Tokens: tTKN");
    const preview = dialog.getByRole('region', { name: 'Preview section' });
    await expect(preview.getByLabel('You pay', { exact: true })).toBeVisible();
    await editor.saveSectionDialog('Swap section');
    await editor.addSection('Wallet', 'Wallet');
    await editor.saveSectionDialog('Wallet section');
    await expect(editor.sectionRows()).toHaveCount(2);
    await editor.save();
  });
  const src = await embedAddress(editor);

  const context = await browser.newContext();
  const visitorPage = await context.newPage();
  const visitorErrors = collectPageErrors(visitorPage);
  const visitor = await fundedWallet({ eth: '1', tusdc: '100' });
  await new TestWallet(visitorPage, visitor.key).install();
  await visitorPage.goto(src);

  await test.step('from the swap section', async () => {
    const section = visitorPage.getByRole('region', { name: 'Trade tokens' });
    const box = new SwapBoxPage(visitorPage, section);
    await swapTusdcForWeth(box, '10', visitor.address, feeRecipient);
    await visitorPage.screenshot({ path: 'test-results/swap-section-traded.png' });
    // Another amount is another trade: the last one's confirmation goes.
    await box.enterAmount('1');
    await expect(section.getByText('Trade confirmed')).toBeHidden();
  });

  await test.step('from the wallet section’s Swap', async () => {
    const wallet = visitorPage.getByRole('region', { name: 'Wallet', exact: true });
    await expect(wallet.getByRole('button', { name: 'Network: Local chain' })).toBeVisible();
    await wallet.getByRole('group', { name: 'Wallet actions' }).getByRole('button', { name: 'Swap' }).click();
    const dialog = visitorPage.getByRole('dialog', { name: 'Swap' });
    const box = new SwapBoxPage(visitorPage, dialog);
    // More than the visitor holds (90 tUSDC left): the quote says so and Swap stays off, no gas spent.
    await box.pick('You pay', TUSDC.name);
    await box.pick('You receive', WETH.name);
    await box.enterAmount('1000');
    await expect(box.quote()).toContainText('Your tUSDC balance is too low for this trade', {
      timeout: 30_000,
    });
    await expect(dialog.getByRole('button', { name: 'Swap', exact: true })).toBeDisabled();
    await swapTusdcForWeth(box, '5', visitor.address, feeRecipient);
    await visitorPage.screenshot({ path: 'test-results/swap-wallet-traded.png' });
  });

  await context.close();
  expect(visitorErrors).toEqual([]);
  expect(errors).toEqual([]);
});
