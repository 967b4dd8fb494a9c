import { expect, test } from '@playwright/test';
import { getAddress, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { deployTestNft, LOCAL_RPC_URL, TEST_STABLECOIN_DECIMALS } from '@suite/chain';
import { ASSET_STORE_DEFAULTS } from '@suite/shared/sections';
import { CheckoutPayPage } from '../pages/checkout-page';
import { CommercePage } from '../pages/commerce-page';
import { E2E_SELLER_KEY_INDEX, testKey } from '../support/accounts';
import { callApi, ownersApiKey, placeUnpaidOrder } from '../support/api';
import { tusdcBalance } from '../support/funding';
import { TestWallet } from '../support/test-wallet';

// A visitor buys an NFT listed in a site's asset store: Buy opens the checkout naming the site and the
// NFT, the page shows the NFT, the price, the site's 2.5 % marketplace fee and the total, the wallet pays
// both through the payment proxy with the order's reference, the API confirms the order, the fee
// recipient's tUSDC balance (read on chain) grows by exactly the fee, the receipt names the NFT, and
// the store shows it sold, and another buyer's unpaid order for it says it was sold. The seller is
// the seeded e2e seller; each run deploys a collection and makes a widget and a fee recipient of its
// own.
const SELLER_KEY = testKey(E2E_SELLER_KEY_INDEX);
/** Hardhat account #5: ETH and 1,000,000 tUSDC on the local chain. */
const CUSTOMER_KEY = testKey(5);

test('a visitor buys an NFT from an asset store and the marketplace fee reaches its recipient @payments', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const collection = await deployTestNft(LOCAL_RPC_URL);
  const feeRecipient = privateKeyToAccount(generatePrivateKey()).address;

  // The seller: the checkout of the Solidity Course sells NFT #1 in a new widget's asset store, with a
  // 2.5 % marketplace fee to a fresh address.
  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  const sellerWallet = new TestWallet(sellerPage, SELLER_KEY);
  await sellerWallet.install();
  const commerce = new CommercePage(sellerPage);
  await commerce.goto('checkouts');
  await commerce.account.signIn(sellerWallet.address);
  await sellerPage.getByRole('button', { name: 'Share Solidity Course' }).click();
  const link = await commerce.dialog('Share checkout').getByLabel('Checkout link').inputValue();
  await sellerPage.keyboard.press('Escape');
  const checkoutId = new URL(link).pathname.split('/').pop() ?? '';
  const widget = await callApi<{ id: number }>(sellerPage, 'POST', '/widget/upsert', {
    kit: 'NFT',
    config: JSON.stringify({
      name: 'NFT shop',
      currency: 'USD',
      page: {
        title: 'Shop',
        layout: { type: 'list' },
        sections: [
          {
            type: 'asset-store',
            version: 2,
            data: {
              ...ASSET_STORE_DEFAULTS,
              title: 'The vault',
              chainId: 31337,
              contractAddress: collection,
              tokenIds: ['1'],
              listings: [{ tokenId: '1', checkoutId }],
            },
          },
        ],
      },
      fees: { marketplaceFees: [{ recipient: feeRecipient, amountPercentage: 2.5 }], swapFee: null },
    }),
  });
  const apiKey = await ownersApiKey(sellerPage);
  await sellerContext.close();

  // The visitor opens the site, sees the listing with its fee, and buys.
  const context = await browser.newContext();
  const page = await context.newPage();
  const wallet = new TestWallet(page, CUSTOMER_KEY);
  await wallet.install();
  await page.goto(`http://localhost:3000/embed/${widget.id}?apiKey=${apiKey}`);
  const store = page.getByRole('region', { name: 'The vault' });
  await expect(store.getByText('+ 2.5% marketplace fee')).toBeVisible({ timeout: 30_000 });
  const buy = store.getByRole('link', { name: /^Buy / });
  // The admin's pay page, as the server names it (PUBLIC_APP_URL), with the site and the NFT it sells.
  const payPath = `/c/${checkoutId}?site=${widget.id}&token=1`;
  await expect(buy).toHaveAttribute('href', `http://localhost:3000${payPath}`);
  // Buy opens a new tab; the test follows the same link in the page that has the wallet.
  await expect(buy).toHaveAttribute('target', '_blank');
  const checkoutTab = page;
  const checkout = new CheckoutPayPage(checkoutTab);
  await checkout.goto(payPath);

  // Before paying: the NFT, the price, the fee (share, recipient, amount) and the total.
  await expect(checkout.heading('Solidity Course')).toBeVisible();
  const shown = getAddress(collection);
  const nft = `Token #1 of ${shown.slice(0, 6)}…${shown.slice(-4)} on Local chain`;
  await expect(checkoutTab.getByText(nft)).toBeVisible();
  const usd = async (label: string) =>
    parseUnits(
      (await checkoutTab.getByLabel(label, { exact: true }).innerText()).replace(/[$,\sUSD]/g, ''),
      TEST_STABLECOIN_DECIMALS,
    );
  await expect(checkoutTab.getByLabel('Marketplace fee 1')).toContainText('$');
  const price = await usd('Price');
  const fee = await usd('Marketplace fee 1');
  // 2.5 % of the price, rounded down to the micro-dollar; the total is both.
  expect(fee).toBe((price * 250n) / 10_000n);
  expect(fee).toBeGreaterThan(0n);
  expect(await usd('Total')).toBe(price + fee);
  await expect(checkoutTab.getByText(/Marketplace fee 2.5% to/)).toContainText(feeRecipient.slice(0, 6));

  // Another buyer placed an order for the same NFT and has not paid it yet.
  const other = await placeUnpaidOrder(checkoutTab, {
    checkoutId,
    site: widget.id,
    token: '1',
    email: 'second-collector@example.com',
    sender: privateKeyToAccount(testKey(6)).address,
  });

  const before = await tusdcBalance(feeRecipient);
  await checkout.fillDetails({ email: 'collector@example.com' });
  await checkout.connectWallet();
  await expect(checkout.payButton()).toContainText('tUSDC');
  await checkout.payButton().click();
  await expect(checkout.status('Payment confirmed')).toBeVisible({ timeout: 60_000 });
  expect((await tusdcBalance(feeRecipient)) - before).toBe(fee);
  // The receipt names the NFT bought; the store now shows it sold, with no Buy.
  await expect(checkoutTab.getByText(nft)).toBeVisible();
  await page.goto(`http://localhost:3000/embed/${widget.id}?apiKey=${apiKey}`);
  await expect(store.getByText('Sold', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(store.getByRole('link', { name: /^Buy / })).toHaveCount(0);

  // The other buyer's order was cancelled with the sale: its page says why and offers no payment.
  await checkout.goto(`/c/${checkoutId}?order=${other.order.id}`);
  await expect(
    page.getByText('The NFT of this order was sold to another buyer before any payment arrived'),
  ).toBeVisible();
  await expect(checkout.status('Cancelled')).toBeVisible();
  await expect(checkout.payButton()).toHaveCount(0);
  await context.close();
});
