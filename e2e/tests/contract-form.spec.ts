import { expect, test } from '@playwright/test';
import { createPublicClient, http, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { hardhat } from 'viem/chains';
import { LOCAL_RPC_URL, testStablecoinAbi } from '@suite/chain';
import { LOCAL_TEST_STABLECOIN_ADDRESS } from '@suite/shared';
import { embedAddress, ownerWithWidget } from '../pages/public-widget';
import { fundedWallet } from '../support/funding';
import { collectPageErrors, openSelect, pickSelectOption } from '../support/page-tools';
import { TestWallet } from '../support/test-wallet';

// An owner builds a contract form on the local tUSDC token's transfer and shows it on a page; a
// visitor with a funded wallet fills it in and sends the transfer for real on the local chain.

const chain = createPublicClient({ chain: hardhat, transport: http(LOCAL_RPC_URL) });

function balanceOf(address: Address): Promise<bigint> {
  return chain.readContract({
    address: LOCAL_TEST_STABLECOIN_ADDRESS,
    abi: testStablecoinAbi,
    functionName: 'balanceOf',
    args: [address],
  });
}

test("a contract form calls the test token's `transfer`", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  const { editor } = await ownerWithWidget(page, 'Token desk');
  const formName = `Send tUSDC ${Date.now()}`;

  await test.step('the owner saves a contract form for transfer on the local chain', async () => {
    await editor.openSection('Contract forms');
    await expect(page.getByText('No contract forms yet')).toBeVisible();
    await page.getByRole('button', { name: 'New contract form' }).first().click();
    const form = page.getByRole('form', { name: 'New contract form' });
    await form.getByLabel('Name').fill(formName);
    await pickSelectOption(form.getByLabel('Network'), 'Local chain (testnet)');
    await form.getByLabel('Contract address').fill(LOCAL_TEST_STABLECOIN_ADDRESS);
    await form.getByLabel('ABI').fill(JSON.stringify(testStablecoinAbi));
    await form
      .getByRole('group', { name: 'Write functions' })
      .getByRole('checkbox', { name: /^transfer\(address,uint256\)/ })
      .check();
    const labels = form.getByRole('group', { name: 'Field labels' });
    await labels.getByLabel(/^Label of \w+ \(address\)$/).fill('Recipient');
    await labels.getByLabel(/^Label of \w+ \(uint256\)$/).fill('Amount (base units)');
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('table').getByText(formName)).toBeVisible();
  });

  await test.step('a contract-form section picks it by name', async () => {
    await editor.openSection('Components');
    const dialog = await editor.addSection('Contract form', 'Pay');
    const sectionForm = dialog.getByRole('form', { name: 'Contract form section' });
    const picker = sectionForm.getByRole('combobox', { name: 'Contract form' });
    const dropdown = await openSelect(picker);
    await picker.pressSequentially('Send tUSDC');
    await dropdown.locator('.ant-select-item-option').filter({ hasText: formName }).click();
    await editor.saveSectionDialog('Contract form section');
    await editor.save();
  });
  const src = await embedAddress(editor);

  await test.step('a visitor connects, fills recipient and amount, sends, and the transfer is confirmed', async () => {
    const funded = await fundedWallet({ eth: '1', tusdc: '10' });
    const recipient = privateKeyToAccount(generatePrivateKey()).address;
    const context = await browser.newContext();
    const visitor = await context.newPage();
    const wallet = new TestWallet(visitor, funded.key);
    await wallet.install();
    await visitor.goto(src);
    await expect(visitor.getByRole('heading', { name: formName })).toBeVisible();
    const transfer = visitor.getByRole('region', { name: 'transfer' });
    // A transaction is signed in the visitor's wallet: the section asks to connect one first.
    await transfer.getByRole('button', { name: 'Connect wallet' }).click();
    await transfer.getByLabel('Recipient').fill('0x1234');
    await transfer.getByLabel('Amount (base units)').fill('1500000');
    await transfer.getByRole('button', { name: 'Send transaction' }).click();
    await expect(transfer.getByText('Recipient must be an address (0x and 40 hex characters)')).toBeVisible();
    await transfer.getByLabel('Recipient').fill(recipient);
    await transfer.getByRole('button', { name: 'Send transaction' }).click();
    await expect(transfer.getByText('Transaction confirmed')).toBeVisible();
    expect(await balanceOf(recipient)).toBe(1_500_000n);
    expect(await balanceOf(funded.address)).toBe(8_500_000n);
    await context.close();
  });

  expect(errors).toEqual([]);
});
