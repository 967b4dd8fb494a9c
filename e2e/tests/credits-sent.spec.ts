import { expect, test, type Locator, type Page } from '@playwright/test';
import { createTestClient, createWalletClient, http, publicActions, type Hash } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
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

/** The payment transactions the page remembers sending, as it stores them (`sent-payments.ts`). */
async function rememberedPayment(page: Page): Promise<{ hashes: Hash[]; nonces?: { call?: Hash }[] } | null> {
  return page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((name) => name.startsWith('suite:pay:sent:'));
    return key ? JSON.parse(window.localStorage.getItem(key) ?? 'null') : null;
  });
}

interface HeldTopUp {
  owner: Awaited<ReturnType<typeof fundedWallet>>;
  commerce: CommercePage;
  /** Buy, as the form shows it again after a reload (its 10 USD). */
  buyAgain: Locator;
}

/**
 * A new owner buys 3 USD of credits on Settings while the local chain mines only by hand: the
 * allowance is mined, the payment sent, and the page reloaded before it is mined. `whileHeld` runs
 * then, before the chain mines by itself again.
 */
async function topUpSentBeforeReload(page: Page, whileHeld: (topUp: HeldTopUp) => Promise<void>) {
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
    await whileHeld({ owner, commerce, buyAgain });
  } finally {
    await chain.setAutomine(true);
  }
  return { owner, commerce, buyAgain };
}

// A top-up paid while the network is slow: the owner reloads the page before the payment is mined.
// The page remembers it, holds Buy (a second payment), and adds the credits once the chain mines it.
test('a credits top-up sent before a reload is followed until its credits are added @payments', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { commerce, buyAgain } = await topUpSentBeforeReload(page, async ({ buyAgain }) => {
    await expect(page.getByText('Sent transaction:')).toBeVisible();
    // The form starts again at its 10 USD: whatever the amount, nothing is bought meanwhile.
    await expect(buyAgain).toBeDisabled();
  });
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

// The owner cancels the top-up's payment in the wallet (a transaction to themselves that takes its
// nonce) after a reload: the page finds the replacement on the chain and offers Buy again at once,
// rather than holding it for minutes in case the replacement paid.
test('a credits top-up cancelled in the wallet offers Buy again at once, saying why @payments', async ({
  page,
}) => {
  test.setTimeout(180_000);
  let paymentHash: Hash = '0x';
  const { buyAgain } = await topUpSentBeforeReload(page, async ({ owner }) => {
    // The page saw it pending, with what it calls.
    await expect.poll(async () => (await rememberedPayment(page))?.nonces?.[0]?.call).toMatch(/^0x/);
    paymentHash = (await rememberedPayment(page))?.hashes[0] ?? '0x';
    const payment = await chain.getTransaction({ hash: paymentHash });

    // Cancelled in the wallet: nothing to itself, with its nonce and a higher fee, then mined.
    const account = privateKeyToAccount(owner.key);
    const cancel = await createWalletClient({
      account,
      chain: hardhat,
      transport: http(LOCAL_RPC_URL),
    }).sendTransaction({
      to: account.address,
      value: 0n,
      nonce: payment.nonce,
      maxFeePerGas: (payment.maxFeePerGas ?? 10n ** 9n) * 2n,
      maxPriorityFeePerGas: (payment.maxPriorityFeePerGas ?? 10n ** 9n) * 2n,
    });
    await chain.mine({ blocks: 1 });
    expect((await chain.getTransactionReceipt({ hash: cancel })).status).toBe('success');
  });
  const short = `${paymentHash.slice(0, 10)}…${paymentHash.slice(-6)}`;
  // At once (the page looks every 4 s), not after the minutes held when the replacement is not found.
  await expect(
    page.getByText(
      `Your wallet replaced your payment transaction ${short} with one that does not pay for the credits (it was cancelled). You can buy the credits again.`,
    ),
  ).toBeVisible({ timeout: 20_000 });
  await expect(buyAgain).toBeEnabled();
  await expect(page.getByText('Payment sent: waiting for the network')).toBeHidden();
  expect(await rememberedPayment(page)).toBeNull();
});
