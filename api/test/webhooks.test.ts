import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { WebhookDelivery } from '@suite/shared';
import { WEBHOOK_NOT_CONFIGURED_MESSAGE } from '@suite/shared/schemas';
import { apiErrorMessage, apiErrorStatus } from '@suite/shared/client';
import { Webhook } from 'standardwebhooks';
import { and, eq } from 'drizzle-orm';
import { startServer } from '../src/app';
import { loadConfig } from '../src/config';
import { creditTransactions, emailOutbox } from '../src/db/schema';
import { grantCredits } from '../src/domain/credits-ledger';
import { PRIVATE_ADDRESS_ERROR, sendWebhook } from '../src/payments/webhook-sender';
import { failure, newWallet, signIn } from './support/accounts';
import { TestBrowser } from './support/browser';
import { anonymous, insertProduct, orderInput, readySeller, type Seller } from './support/commerce';
import { receiptWhen, type PaymentChain } from './support/payments';
import { startRoundRobinProxy } from './support/round-robin-proxy';
import { startChainServer, type TestServer } from './support/server';

// Webhooks to a real local receiver that checks the Standard Webhooks signature. Retries come fast
// here (0.2 s apart, three retries) instead of the default 5 s … 10 h. Orders are placed against a
// local chain of the file's own; an unpaid order has no event until the seller acts on it.
let server: TestServer;
let chain: PaymentChain;
let closeServer: () => Promise<void>;
const db = () => server.testDatabase.database.db;

interface Received {
  id: string;
  timestamp: string;
  body: string;
  verified: boolean;
}

/** A webhook receiver: records every request, verifies it with `secret`, answers what `answer` says. */
class Receiver {
  readonly received: Received[] = [];
  answer: (attempt: number) => number | 'hang' = () => 200;
  secret = '';
  private server: Server = createServer((request, response) => void this.handle(request, response));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (address === null || typeof address === 'string') throw new Error('The receiver is not on a TCP port');
    return `http://127.0.0.1:${address.port}/hooks`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(Buffer.from(chunk));
    const body = Buffer.concat(chunks).toString('utf8');
    const headers = {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    };
    let verified = false;
    try {
      const signer = this.secret.startsWith('whsec_')
        ? new Webhook(this.secret)
        : new Webhook(new Uint8Array(Buffer.from(this.secret, 'utf8')), { format: 'raw' });
      signer.verify(body, headers);
      verified = true;
    } catch {
      verified = false;
    }
    this.received.push({
      id: headers['webhook-id'],
      timestamp: headers['webhook-timestamp'],
      body,
      verified,
    });
    const answer = verified ? this.answer(this.received.length) : 401;
    if (answer === 'hang') return;
    response
      .writeHead(answer, { 'content-type': 'text/plain' })
      .end(answer === 200 ? 'ok' : `no (${answer})`);
  }
}

let receiver: Receiver;
let receiverUrl: string;

beforeAll(async () => {
  ({
    server,
    chain,
    close: closeServer,
  } = await startChainServer({
    WEBHOOK_RETRY_SCHEDULE: '0.2,0.2,0.2',
    WEBHOOK_TIMEOUT_SECONDS: '1',
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
  }));
  receiver = new Receiver();
  receiverUrl = await receiver.start();
}, 120_000);
afterAll(async () => {
  await closeServer?.();
  await receiver?.stop();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.answer = () => 200;
});

async function sellerWithWebhook(secret = ''): Promise<Seller & { secret: string }> {
  const seller = await readySeller(server);
  const saved = await seller.browser.call((client) =>
    client.commerceSettings.saveWebhook({ webhookUrl: receiverUrl, webhookSecret: secret }),
  );
  if (!saved.webhookSecret) throw new Error('No secret saved');
  receiver.secret = saved.webhookSecret;
  return { ...seller, secret: saved.webhookSecret };
}

async function placeOrder(seller: Seller) {
  const productId = await insertProduct(db(), seller.userId, { price: '7' });
  const placed = await anonymous(server).call((client) =>
    client.orders.create(orderInput([{ productId, quantity: 1 }], { sender: chain.customer.address })),
  );
  return placed.order;
}

/** An order the seller cancelled before any payment: its one event is `order.cancelled`. */
async function cancelledOrder(seller: Seller) {
  const order = await placeOrder(seller);
  await seller.browser.call((client) => client.orders.cancel({ id: order.id }));
  return order;
}

async function deliveryWhen(
  seller: Seller,
  done: (delivery: WebhookDelivery) => boolean,
  timeoutMs = 15_000,
): Promise<WebhookDelivery> {
  const deadline = Date.now() + timeoutMs;
  let last: WebhookDelivery | undefined;
  while (Date.now() < deadline) {
    const page = await seller.browser.call((client) => client.webhooks.deliveries({}));
    const found = page.items.find(done);
    if (found) return found;
    last = page.items[0];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The delivery never reached the expected state; last seen: ${JSON.stringify(last)}`);
}

describe('order events are POSTed to the owner’s webhook', () => {
  it('signs each attempt, retries a failing receiver with the same id: fails twice, then accepts — three attempts, one id', async () => {
    const seller = await sellerWithWebhook();
    expect(seller.secret).toMatch(/^whsec_/);
    receiver.answer = (attempt) => (attempt <= 2 ? 500 : 200);
    const order = await cancelledOrder(seller);

    const delivered = await deliveryWhen(seller, (delivery) => delivery.status !== 'pending');
    expect(delivered).toMatchObject({
      eventType: 'order.cancelled',
      orderId: order.id,
      status: 'delivered',
      attemptCount: 3,
      lastResponseStatus: 200,
      lastError: null,
    });
    expect(receiver.received).toHaveLength(3);
    expect(receiver.received.every((request) => request.verified)).toBe(true);
    expect(new Set(receiver.received.map((request) => request.id))).toEqual(new Set([delivered.id]));
    // The same body every time; the payload is the order as the API shows it.
    expect(new Set(receiver.received.map((request) => request.body)).size).toBe(1);
    expect(JSON.parse(receiver.received[0]?.body ?? '{}')).toMatchObject({
      type: 'order.cancelled',
      data: { order: { id: order.id, status: 'Cancelled', amount: '7' } },
    });

    const detail = await seller.browser.call((client) => client.webhooks.delivery({ id: delivered.id }));
    expect(detail.attempts.map((attempt) => attempt.responseStatus)).toEqual([200, 500, 500]);
    expect(detail.attempts[1]).toMatchObject({
      error: 'The receiver answered 500',
      responseBody: 'no (500)',
    });
    expect(detail.payload).toBe(receiver.received[0]?.body);
  });

  it('uses a secret the owner typed as its bytes, and announces each action on the order', async () => {
    const seller = await sellerWithWebhook('my own long secret 123');
    const order = await placeOrder(seller);
    if (!order.payment) throw new Error('The order has no payment request');
    // Paid in full: the worker announces the order (created) and its payment (confirmed).
    await chain.pay(order.payment);
    await deliveryWhen(
      seller,
      (delivery) => delivery.eventType === 'order.confirmed' && delivery.status === 'delivered',
    );
    await seller.browser.call((client) => client.orders.finalize({ id: order.id }));
    const finalized = await deliveryWhen(
      seller,
      (delivery) => delivery.eventType === 'order.finalized' && delivery.status === 'delivered',
    );
    expect(finalized.orderId).toBe(order.id);
    await deliveryWhen(
      seller,
      (delivery) => delivery.eventType === 'order.created' && delivery.status === 'delivered',
    );
    // Each event once (receivers are not promised an order among events of the same instant).
    expect(receiver.received.map((request) => JSON.parse(request.body).type).sort()).toEqual([
      'order.confirmed',
      'order.created',
      'order.finalized',
    ]);
    expect(receiver.received.every((request) => request.verified)).toBe(true);
  });

  it('gives up after the last retry, and Redeliver sends it again with the same id and body', async () => {
    const seller = await sellerWithWebhook();
    receiver.answer = () => 503;
    await cancelledOrder(seller);
    const failed = await deliveryWhen(seller, (delivery) => delivery.status !== 'pending');
    expect(failed).toMatchObject({
      status: 'failed',
      attemptCount: 4,
      nextAttemptAt: null,
      lastResponseStatus: 503,
    });

    receiver.answer = () => 200;
    const again = await seller.browser.call((client) => client.webhooks.redeliver({ id: failed.id }));
    expect(again).toMatchObject({ id: failed.id, status: 'pending' });
    const delivered = await deliveryWhen(seller, (delivery) => delivery.status !== 'pending');
    expect(delivered).toMatchObject({ id: failed.id, status: 'delivered', attemptCount: 5 });
    expect(new Set(receiver.received.map((request) => request.id))).toEqual(new Set([failed.id]));
    expect(new Set(receiver.received.map((request) => request.body)).size).toBe(1);
  });

  it('never holds the seller’s request: a receiver that hangs is cut off in the background', async () => {
    const seller = await sellerWithWebhook();
    receiver.answer = () => 'hang';
    const order = await placeOrder(seller);
    const started = Date.now();
    await seller.browser.call((client) => client.orders.cancel({ id: order.id }));
    expect(Date.now() - started).toBeLessThan(900);
    const delivery = await deliveryWhen(seller, (item) => item.attemptCount >= 1);
    expect(delivery.lastError).toMatch(/No answer within 1000 ms|closed before the answer ended/);
  });
});

describe('a seller who empties the webhook URL', () => {
  it('stops deliveries: no event is queued or sent, and nothing can be sent again', async () => {
    const seller = await sellerWithWebhook();
    const before = await cancelledOrder(seller);
    const delivered = await deliveryWhen(seller, (delivery) => delivery.status === 'delivered');
    // What reached the receiver about this seller's orders (an earlier test's retries may come too).
    const told = (orderIds: string[]) =>
      receiver.received.filter((request) => orderIds.includes(JSON.parse(request.body).data?.order?.id));
    expect(told([before.id])).toHaveLength(1);

    const stopped = await seller.browser.call((client) =>
      client.commerceSettings.saveWebhook({ webhookUrl: '', webhookSecret: seller.secret }),
    );
    expect(stopped.webhookUrl).toBeNull();
    const after = await cancelledOrder(seller);
    const log = await seller.browser.call((client) => client.webhooks.deliveries({}));
    expect(log.items.map((delivery) => delivery.id)).toEqual([delivered.id]);
    for (const refused of [
      await failure(seller.browser.call((client) => client.webhooks.sendTest())),
      await failure(seller.browser.call((client) => client.webhooks.redeliver({ id: delivered.id }))),
    ]) {
      expect(apiErrorStatus(refused)).toBe(409);
      expect(apiErrorMessage(refused)).toBe(WEBHOOK_NOT_CONFIGURED_MESSAGE);
    }
    // The worker's next round (it polls every second) finds nothing of this seller's to send.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(told([before.id, after.id])).toHaveLength(1);
  });
});

describe('Send test event and the delivery log', () => {
  it('queues a webhook.test event, and answers 409 without a webhook URL', async () => {
    const bare = await readySeller(server);
    const refused = await failure(bare.browser.call((client) => client.webhooks.sendTest()));
    expect(apiErrorStatus(refused)).toBe(409);
    expect(apiErrorMessage(refused)).toBe(WEBHOOK_NOT_CONFIGURED_MESSAGE);

    const seller = await sellerWithWebhook();
    const queued = await seller.browser.call((client) => client.webhooks.sendTest());
    expect(queued).toMatchObject({ eventType: 'webhook.test', status: 'pending', orderId: null });
    const delivered = await deliveryWhen(seller, (delivery) => delivery.status === 'delivered');
    expect(delivered.id).toBe(queued.id);
    const request = receiver.received.find((item) => item.id === queued.id);
    expect(request?.verified).toBe(true);
    expect(JSON.parse(request?.body ?? '{}')).toMatchObject({ type: 'webhook.test' });
  });

  it('shows each owner only their deliveries: another owner’s is 404, and the log needs a session', async () => {
    const seller = await sellerWithWebhook();
    const queued = await seller.browser.call((client) => client.webhooks.sendTest());
    const stranger = await readySeller(server);
    for (const call of [
      () => stranger.browser.call((client) => client.webhooks.delivery({ id: queued.id })),
      () => stranger.browser.call((client) => client.webhooks.redeliver({ id: queued.id })),
    ]) {
      expect(apiErrorStatus(await failure(call()))).toBe(404);
    }
    expect((await stranger.browser.call((client) => client.webhooks.deliveries({}))).totalItems).toBe(0);
    const anon = await failure(anonymous(server).call((client) => client.webhooks.deliveries({})));
    expect(apiErrorStatus(anon)).toBe(401);
  });
});

describe('private and loopback addresses', () => {
  // The same classifier as Settings' refusal at save (public-address.test.ts lists its ranges).
  it('are refused outside development, by IP and by name, before any request', async () => {
    const base = {
      id: 'msg_test',
      payload: '{}',
      secret: 'whsec_dGVzdHNlY3JldHRlc3RzZWNyZXQ=',
      timeoutMs: 1000,
    };
    const port = new URL(receiverUrl).port;
    for (const url of [
      `http://127.0.0.1:${port}/hooks`,
      `http://localhost:${port}/hooks`,
      `http://[::1]:${port}/hooks`,
      `http://[::ffff:127.0.0.1]:${port}/hooks`,
      `http://[64:ff9b::127.0.0.1]:${port}/hooks`,
      'http://10.1.2.3/hooks',
      'http://169.254.169.254/latest/meta-data',
      'http://192.0.2.1/hooks',
      'http://100.64.0.1/hooks',
    ]) {
      const result = await sendWebhook({ ...base, url, allowPrivateAddresses: false });
      expect(result).toMatchObject({ ok: false, responseStatus: null, error: PRIVATE_ADDRESS_ERROR });
    }
    expect(receiver.received).toHaveLength(0);
    const allowed = await sendWebhook({ ...base, url: receiverUrl, allowPrivateAddresses: true });
    expect(allowed.responseStatus).not.toBeNull();
  });

  it('are allowed by default only in development and tests', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).webhooks.allowPrivateAddresses).toBe(false);
    expect(loadConfig({}).webhooks.allowPrivateAddresses).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).webhooks.allowPrivateAddresses).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' }).webhooks
        .allowPrivateAddresses,
    ).toBe(true);
  });
});

describe('two API instances behind a round-robin load balancer', () => {
  it('signs in through one and is served by both; an order is confirmed, announced and charged once', async () => {
    // A second instance on the same database, with every worker of its own racing the first's.
    const second = await startServer({ config: server.config, database: server.testDatabase.database });
    const proxy = await startRoundRobinProxy([server.url, second.url]);
    try {
      // Sign-in: the message comes from one instance, the signature goes to the other.
      const seller = new TestBrowser(proxy.url);
      const account = await signIn(seller, newWallet());
      expect(proxy.served).toEqual([1, 1]);
      // The session is the database's: each instance knows it (two calls, one on each).
      for (let call = 0; call < 2; call++) {
        const me = await seller.call((client) => client.user.authenticatedAccount());
        expect(me.user.id).toBe(account.user.id);
      }
      await seller.call(async (client) => {
        await client.commerceSettings.saveReceiver({
          receiverAccount: newWallet().address,
          receiverEmail: 'shop@example.com',
        });
        await client.commerceSettings.saveNetworks({ chainIds: [31337] });
      });
      const saved = await seller.call((client) =>
        client.commerceSettings.saveWebhook({ webhookUrl: receiverUrl, webhookSecret: '' }),
      );
      receiver.secret = saved.webhookSecret ?? '';
      await grantCredits(db(), account.user.id, '10', 'test');

      const productId = await insertProduct(db(), account.user.id, { price: '7' });
      const customer = new TestBrowser(proxy.url);
      const placed = await customer.call((client) =>
        client.orders.create(orderInput([{ productId, quantity: 1 }], { sender: chain.customer.address })),
      );
      if (!placed.order.payment) throw new Error('The order has no payment request');
      const hash = await chain.pay(placed.order.payment);
      // The customer's page reports the transaction twice, once to each instance.
      for (let report = 0; report < 2; report++) {
        await customer.call((client) => client.orders.reportPayment({ id: placed.order.id, hash }));
      }
      await receiptWhen({ url: proxy.url }, placed.order.id, (receipt) => receipt.status !== 'Pending');
      await deliveryWhen(
        { browser: seller, userId: account.user.id },
        (delivery) => delivery.eventType === 'order.confirmed' && delivery.status === 'delivered',
      );
      // Give both instances' workers more turns: nothing may happen twice.
      await new Promise((resolve) => setTimeout(resolve, 1_500));

      const events = receiver.received
        .filter((request) => request.body.includes(placed.order.id))
        .map((request) => JSON.parse(request.body).type)
        .sort();
      expect(events).toEqual(['order.confirmed', 'order.created']);
      const fees = await db()
        .select({ amount: creditTransactions.amount })
        .from(creditTransactions)
        .where(and(eq(creditTransactions.ownerId, account.user.id), eq(creditTransactions.kind, 'order')));
      expect(fees).toHaveLength(1);
      const mails = await db()
        .select({ subject: emailOutbox.subject })
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, 'shop@example.com'));
      expect(mails.filter((mail) => mail.subject.includes(placed.order.id.slice(10)))).toHaveLength(1);
      // Both instances served requests all along.
      expect(proxy.served.every((count) => count >= 5)).toBe(true);
    } finally {
      await proxy.close();
      await second.close();
    }
  });
});
