import { expect, test } from '@playwright/test';
import { e2eInboxMessages, type ReceivedMail } from '@suite/scripts/testing/smtp-inbox';
import { CheckoutPayPage } from '../pages/checkout-page';
import { CommercePage } from '../pages/commerce-page';
import { fundedWallet } from '../support/funding';
import { TestWallet } from '../support/test-wallet';

/** The first message to `to` the suite's SMTP inbox received, waiting for it. */
async function mailTo(to: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await e2eInboxMessages()).find((mail) => mail.to.includes(to));
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`No mail to ${to}`);
  return found;
}

// The whole path of the money on a fresh store, with wallets of the run's own: the owner buys credits
// on the local chain, sets the receiver, sells a digital product through a shared checkout; a customer
// pays it from another wallet; the payment is confirmed from the proxy's logs; the customer sees the
// protected content and gets the receipt by e-mail; the seller gets the e-mail and the notification.
test('a new store buys credits, sells a digital product through a checkout, and the buyer gets it @payments', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const suffix = Date.now().toString(36);
  const owner = await fundedWallet({ tusdc: '20' });
  const customer = await fundedWallet({ tusdc: '50' });
  const sellerEmail = `seller-${suffix}@example.com`;
  const buyerEmail = `buyer-${suffix}@example.com`;
  const secret = `https://files.example.com/wallpapers-${suffix}.zip`;

  const ownerContext = await browser.newContext();
  const page = await ownerContext.newPage();
  const ownerWallet = new TestWallet(page, owner.key);
  await ownerWallet.install();
  const commerce = new CommercePage(page);
  await commerce.goto('dashboard');
  await commerce.account.signIn(ownerWallet.address);
  await expect(commerce.heading('Dashboard')).toBeVisible();
  // A new store has no credits: the dashboard says its checkouts cannot take orders.
  await expect(page.getByText('Your checkouts cannot take orders')).toBeVisible();

  // Settings: buy 5 USD of credits with tUSDC from the owner's wallet.
  await commerce.goto('settings');
  const amount = page.getByLabel('Amount (USD)');
  await amount.fill('0.5');
  await expect(page.getByText('Must be at least 1 USD')).toBeVisible();
  await amount.fill('5');
  await commerce.buyCredits(5);
  // The history's line, worded in the page's language from the chain the top-up was paid on.
  const topUp = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Credits bought on Local chain' }) });
  await expect(topUp).toContainText('+5.0000 USD');
  await expect(page.getByText('Your checkouts cannot take orders')).toBeHidden();

  // The receiver, and the local chain among the payment networks.
  await commerce.setReceiver(owner.address, sellerEmail);
  const networks = page.locator('.ant-card').filter({ hasText: 'Payment networks' });
  await networks.getByRole('switch', { name: 'Show testnets' }).click();
  await networks.getByRole('group', { name: 'Payment networks' }).getByLabel('Local chain').check();
  await networks.getByRole('button', { name: 'Save' }).click();
  await expect(commerce.toast('Networks updated')).toBeVisible();

  // A digital product, made visible, and a checkout that asks the buyer's e-mail.
  const product = `Wallpapers ${suffix}`;
  await commerce.createProduct({ name: product, price: '3.5', content: secret });
  await commerce
    .productCard(product)
    .getByRole('switch', { name: `${product} visible in the store` })
    .click();
  await expect(commerce.toast('Product updated')).toBeVisible();
  const title = `Wallpaper pack ${suffix}`;
  await commerce.createCheckout(title, 'Four wallpapers, delivered at once', product, { requireEmail: true });
  const link = await commerce.checkoutLink(title);

  // The customer pays from another wallet.
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const customerWallet = new TestWallet(customerPage, customer.key);
  await customerWallet.install();
  const checkout = new CheckoutPayPage(customerPage);
  await checkout.goto(link);
  await expect(checkout.heading(title)).toBeVisible();
  await checkout.fillDetails({ email: buyerEmail });
  await checkout.connectWallet();
  await expect(checkout.payButton()).toHaveText('Pay 3.5 tUSDC');
  await checkout.payButton().click();
  await expect(checkout.status('Payment confirmed')).toBeVisible({ timeout: 60_000 });
  await expect(customerPage).toHaveURL(/\?order=[0-9a-f-]{36}#receipt=[\w-]{43}$/);
  const orderId = new URL(customerPage.url()).searchParams.get('order') ?? '';
  // The protected content is on the receipt, for the holder of its link.
  await expect(customerPage.getByText('Your digital products')).toBeVisible();
  await expect(customerPage.getByText(secret)).toBeVisible();

  // The receipt e-mail carries the same secret link; without it, the receipt shows no content.
  const receipt = await mailTo(buyerEmail);
  expect(receipt.subject).toBe(`Your payment for order ${orderId.slice(10)} is confirmed`);
  const mailed = /(http:\/\/localhost:3000\/c\/\S+#receipt=[\w-]+)/.exec(receipt.text)?.[1];
  expect(mailed).toBe(customerPage.url());
  await customerPage.goto(link.replace(/$/, `?order=${orderId}`));
  await expect(checkout.status('Payment confirmed')).toBeVisible();
  await expect(customerPage.getByText(secret)).toBeHidden();
  await customerContext.close();

  // The seller: the e-mail, the notification, the order confirmed.
  const toSeller = await mailTo(sellerEmail);
  expect(toSeller.subject).toBe(`New order ${orderId.slice(10)}: 3.5 USD paid`);
  await commerce.goto('notifications');
  await expect(page.getByText('New order').first()).toBeVisible();
  await expect(
    page.getByText(`The payment of $3.50 for order ${orderId.slice(10)} was confirmed on`),
  ).toBeVisible();
  await commerce.goto('orders');
  await expect(page.getByRole('row').filter({ hasText: orderId.slice(10) })).toContainText(
    'Payment confirmed',
  );
  // 5 credits bought, 0.5 taken by the order.
  await commerce.goto('settings');
  const fee = page.getByRole('row').filter({ hasText: `Fee of order ${orderId.slice(10)}` });
  await expect(fee).toContainText('−0.5000 USD');
  // The fee's line opens its order.
  await fee.getByRole('link', { name: `Fee of order ${orderId.slice(10)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/u/account/commerce/orders/${orderId}$`));
  await ownerContext.close();
});
