import { startSmtpInbox, type SmtpInbox } from '@suite/scripts/testing/smtp-inbox';
import { eq } from 'drizzle-orm';
import { emailOutbox, products } from '../src/db/schema';
import { anonymous, insertProduct, orderInput, readySeller } from './support/commerce';
import type { PaymentChain } from './support/payments';
import { startChainServer, type TestServer } from './support/server';

// The order e-mails through a real SMTP server on localhost (smtp-server), sent by nodemailer as they
// would be to a provider, read back parsed by mailparser.
let inbox: SmtpInbox;
let server: TestServer;
let chain: PaymentChain;
let close: () => Promise<void>;
const db = () => server.testDatabase.database.db;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  ({ server, chain, close } = await startChainServer({
    SMTP_URL: inbox.smtpUrl,
    MAIL_FROM: 'Store <orders@suite.test>',
    PUBLIC_APP_URL: 'https://shop.example.com',
  }));
}, 120_000);
afterAll(async () => {
  await close?.();
  await inbox?.close();
});

describe('order e-mails', () => {
  it('sends the buyer a receipt with the secret receipt link and the seller a new-order message, once paid', async () => {
    const seller = await readySeller(server);
    const productId = await insertProduct(db(), seller.userId, { name: 'Wallpaper Pack', price: '3' });
    await db()
      .update(products)
      .set({ digital: true, content: 'https://files.test/pack.zip' })
      .where(eq(products.id, productId));
    const checkout = await seller.browser.call((client) =>
      client.checkouts.create({
        title: 'Wallpapers',
        description: 'Four wallpapers',
        requireEmail: true,
        editable: false,
        items: [{ productId, quantity: 2 }],
      }),
    );
    const placed = await anonymous(server).call((client) =>
      client.orders.create(
        orderInput([{ productId, quantity: 2 }], {
          checkoutId: checkout.id,
          sender: chain.customer.address,
          email: 'buyer@example.com',
        }),
      ),
    );
    const short = placed.order.id.slice(10);
    // Nothing is mailed for an order nobody paid.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(inbox.messages).toEqual([]);
    if (!placed.order.payment) throw new Error('No payment request');
    await chain.pay(placed.order.payment);

    const receipt = await inbox.waitFor((mail) => mail.to.includes('buyer@example.com'));
    expect(receipt).toMatchObject({
      from: 'orders@suite.test',
      subject: `Your payment for order ${short} is confirmed`,
    });
    expect(receipt.text).toContain('Wallpaper Pack');
    expect(receipt.text).toContain(
      `https://shop.example.com/c/${checkout.id}?order=${placed.order.id}#receipt=${placed.receiptToken}`,
    );
    // The content itself is not in the mail: the link opens it.
    expect(receipt.text).not.toContain('https://files.test/pack.zip');

    const toSeller = await inbox.waitFor((mail) => mail.to.includes('shop@example.com'));
    expect(toSeller.subject).toBe(`New order ${short}: 6 USD paid`);
    expect(toSeller.text).toContain('Wallpaper Pack');
    // The seller goes from the message to the order in the back office.
    expect(toSeller.text).toContain(
      `See the order: https://shop.example.com/u/account/commerce/orders/${placed.order.id}`,
    );

    // The outbox marks a message sent once the SMTP server has accepted it: a moment after the inbox has it.
    const deadline = Date.now() + 10_000;
    let sent = 0;
    while (Date.now() < deadline) {
      sent = (await db().select().from(emailOutbox)).filter((mail) => mail.sentAt !== null).length;
      if (sent === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(sent).toBe(2);
    expect(inbox.messages).toHaveLength(2);
  });
});
