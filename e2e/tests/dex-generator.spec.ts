import { expect, test } from '@playwright/test';
import { createPublicClient, erc20Abi, http, type Address } from 'viem';
import { hardhat } from 'viem/chains';
import { LOCAL_RPC_URL } from '@suite/chain';
import { LOCAL_WETH } from '@suite/shared';
import { embedAddress, ownerWithWidget } from '../pages/public-widget';
import { fundedWallet } from '../support/funding';
import { collectPageErrors, pickSelectOption } from '../support/page-tools';
import { TestWallet } from '../support/test-wallet';

// An owner makes a DEX-generator section on the local chain's own Uniswap V2 deployment ('Use it'),
// and a visitor with a funded wallet connects, gets a quote and swaps tUSDC for WETH on chain.

const chain = createPublicClient({ chain: hardhat, transport: http(LOCAL_RPC_URL) });

function wethOf(address: Address): Promise<bigint> {
  return chain.readContract({
    address: LOCAL_WETH.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  });
}

test("a DEX-generator section swaps on the local chain's Uniswap V2 deployment", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  const { editor } = await ownerWithWidget(page, 'DEX desk');

  await test.step("the owner picks the local chain and fills in its DEX with 'Use it'", async () => {
    await editor.openSection('Components');
    const dialog = await editor.addSection('DEX generator', 'Trade');
    const form = dialog.getByRole('form', { name: 'DEX generator section' });
    await form.getByLabel('Title').fill('Trade on our DEX');
    await pickSelectOption(form.getByLabel('Network'), 'Local chain (testnet)');
    await form.getByRole('button', { name: 'Use it' }).click();
    await expect(form.getByLabel('Router address')).not.toHaveValue('');
    await editor.saveSectionDialog('DEX generator section');
    await editor.save();
  });
  const src = await embedAddress(editor);

  await test.step('a visitor connects, gets a quote and swaps 2 tUSDC for WETH, and its balance is read again', async () => {
    const funded = await fundedWallet({ eth: '1', tusdc: '10' });
    const context = await browser.newContext();
    const visitor = await context.newPage();
    const wallet = new TestWallet(visitor, funded.key);
    await wallet.install();
    await visitor.goto(src);
    await expect(visitor.getByRole('heading', { name: 'Trade on our DEX' })).toBeVisible();
    await visitor.getByRole('button', { name: 'Connect wallet' }).click();
    // More than the wallet holds (10 tUSDC): said, and no swap offered.
    await visitor.getByLabel('Amount of tUSDC').fill('50');
    await expect(visitor.getByText('Your tUSDC balance is too low for this trade')).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Swap', exact: true })).toBeDisabled();
    await visitor.getByLabel('Amount of tUSDC').fill('2');
    await expect(visitor.getByText('Your tUSDC balance is too low for this trade')).toBeHidden();
    await expect(visitor.getByText('You receive about')).toBeVisible();
    await pickSelectOption(visitor.getByRole('combobox', { name: 'To', exact: true }), 'WETH');
    await expect(visitor.getByText('You receive about')).toBeVisible();
    const before = await wethOf(funded.address);
    await visitor.getByRole('button', { name: 'Swap', exact: true }).click();
    await expect(visitor.getByText('Swap confirmed')).toBeVisible({ timeout: 60_000 });
    expect(await wethOf(funded.address)).toBeGreaterThan(before);
    // The amount is spent and the balance read again: 8 tUSDC are left, so 9 is too much now.
    await expect(visitor.getByLabel('Amount of tUSDC')).toHaveValue('');
    await visitor.getByLabel('Amount of tUSDC').fill('9');
    await expect(visitor.getByText('Swap confirmed')).toBeHidden();
    await expect(visitor.getByText('Your tUSDC balance is too low for this trade')).toBeVisible();
    await context.close();
  });

  expect(errors).toEqual([]);
});
