import { expect, test } from '@playwright/test';
import { createTestClient, http, publicActions } from 'viem';
import { hardhat } from 'viem/chains';
import { LOCAL_RPC_URL } from '@suite/chain';
import { CommercePage } from '../pages/commerce-page';
import { fundedWallet } from '../support/funding';
import { TestWallet } from '../support/test-wallet';

/** The local chain's own controls: its blocks are mined by hand while this test holds them. */
const chain = createTestClient({ chain: hardhat, mode: 'hardhat', transport: http(LOCAL_RPC_URL) }).extend(
  publicActions,
);

/** Whether `address` has a transaction waiting for a block. */
async function waiting(address: `0x${string}`): Promise<boolean> {
  const [pending, mined] = await Promise.all([
    chain.getTransactionCount({ address, blockTag: 'pending' }),
    chain.getTransactionCount({ address, blockTag: 'latest' }),
  ]);
  return pending > mined;
}

// A top-up paid while the network is slow: the owner reloads the page before the payment is mined.
// The page remembers it, holds Buy (a second payment), and adds the credits once the chain mines it.
test('a credits top-up sent before a reload is followed until its credits are added @payments', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const owner = await fundedWallet({ tusdc: '10' });
  const wallet = new TestWallet(page, owner.key);
  await wallet.install();
  const commerce = new CommercePage(page);
  await commerce.goto('settings');
  await commerce.account.signIn(wallet.address);

  await page.getByLabel('Amount (USD)').fill('3');
  const connect = page.getByRole('button', { name: 'Connect wallet' });
  const buy = page.getByRole('button', { name: 'Buy 3 USD of credits with tUSDC' });
  const buyAgain = page.getByRole('button', { name: 'Buy 10 USD of credits with tUSDC' });
  await expect(connect.or(buy)).toBeVisible();
  if (await connect.isVisible()) await connect.click();

  await chain.setAutomine(false);
  try {
    await buy.click();
    // The allowance waits for a block: mined by hand, then the payment is sent and waits in turn.
    await expect(
      page.getByText('Allow the payment contract to send this amount, in your wallet…'),
    ).toBeVisible();
    await expect.poll(() => waiting(wallet.address)).toBe(true);
    await chain.mine({ blocks: 1 });
    await expect(page.getByText('Payment sent. Waiting for the network…')).toBeVisible();
    await expect.poll(() => waiting(wallet.address)).toBe(true);

    await page.reload();
    await expect(page.getByText('Payment sent: waiting for the network')).toBeVisible();
    await expect(page.getByText('Sent transaction:')).toBeVisible();
    // The form starts again at its 10 USD: whatever the amount, nothing is bought meanwhile.
    await expect(buyAgain).toBeDisabled();
  } finally {
    await chain.setAutomine(true);
  }
  await chain.mine({ blocks: 1 });
  await expect(commerce.toast('3 USD of credits added')).toBeVisible({ timeout: 60_000 });
  await expect(buyAgain).toBeEnabled();
  await expect(page.getByText('Payment sent: waiting for the network')).toBeHidden();

  // Once: a reload finds nothing to follow, and the history has the one top-up.
  await page.reload();
  await expect(buyAgain).toBeEnabled();
  await expect(page.getByText('Payment sent: waiting for the network')).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Credits bought on Local chain' })).toHaveCount(1);
});
