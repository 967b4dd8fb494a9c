import { LOCAL_CREDITS_RECEIVER, type OrderPlaced, type PaymentRequest } from '@suite/shared';
import { PUBLIC_CHECKOUT_MESSAGES } from '@suite/shared/schemas';
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { and, eq } from 'drizzle-orm';
import { hexToBigInt, isHex, keccak256 } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { TEST_PRIVATE_KEYS } from '@suite/chain';
import { startServer } from '../src/app';
import { loadConfig } from '../src/config';
import {
  checkoutSettings,
  creditAccounts,
  creditTransactions,
  emailOutbox,
  notifications,
  paymentRequests,
  products,
  webhookDeliveries,
} from '../src/db/schema';
import { chainName } from '../src/domain/chains';
import { failure } from './support/accounts';
import { TestBrowser } from './support/browser';
import {
  anonymous,
  insertProduct,
  orderInput,
  readySeller,
  signedInUser,
  type Seller,
} from './support/commerce';
import { openTestDatabase } from './support/database';
import { receiptWhen, TEST_TOKEN } from './support/payments';
import { startChainServer, type TestServer } from './support/server';
import type { PaymentChain } from './support/payments';
import type { RpcCall, RpcRecorder } from './support/rpc-recorder';

// Real payments on a Hardhat chain of this file's own: the test stablecoin and Request Network's
// ERC20FeeProxy, real approvals and transfers carrying each order's reference, and the API's payment
// worker reading the proxy's logs through the chain's RPC. Two confirmations are required here, so
// every paid order is also seen waiting for its second block.
const CONFIRMATIONS = 2;
const env: NodeJS.ProcessEnv = {
  PAYMENT_CONFIRMATIONS: JSON.stringify({ 31337: CONFIRMATIONS }),
  // An order without any payment expires after 3 seconds here (60 minutes by default).
  PAYMENT_WINDOW_MINUTES: '0.05',
  // The worker reads the proxy's logs 10 blocks at a time here (1,000 by default).
  PAYMENT_LOG_RANGE_BLOCKS: '10',
};

let chain: PaymentChain;
let rpc: RpcRecorder;
let server: TestServer;
let close: () => Promise<void>;
const db = () => server.testDatabase.database.db;

beforeAll(async () => {
  ({ server, chain, rpc, close } = await startChainServer(env));
}, 120_000);
afterAll(async () => {
  await close?.();
});

/** When the payment worker reads the chain for an order next (null: no more). */
async function nextCheckOf(placed: OrderPlaced): Promise<Date | null | undefined> {
  const [row] = await db()
    .select({ at: paymentRequests.nextCheckAt })
    .from(paymentRequests)
    .where(eq(paymentRequests.orderId, placed.order.id));
  return row?.at;
}

/** Sets when an order's time to be paid runs out. */
async function expireAt(placed: OrderPlaced, at: Date): Promise<void> {
  await db()
    .update(paymentRequests)
    .set({ expiresAt: at })
    .where(eq(paymentRequests.orderId, placed.order.id));
}

/** An order with an hour to be paid in, whatever the machine's pace (3 seconds here otherwise). */
async function withTime(placing: Promise<OrderPlaced>): Promise<OrderPlaced> {
  const placed = await placing;
  await expireAt(placed, new Date(Date.now() + 3_600_000));
  return placed;
}

/**
 * A seller with one 12.5 USD product, and two ways for a customer to order it: `place` gives the
 * order an hour, so what a test does before its time is up never races a slow machine (a test ends
 * that hour with `expireAt`); `placeToExpire` keeps this file's 3-second window, for a test of what
 * happens once it is over.
 */
async function sellerWithProduct() {
  const seller = await readySeller(server);
  const productId = await insertProduct(db(), seller.userId, { price: '12.5' });
  const placeToExpire = (extra: Parameters<typeof orderInput>[1] = {}): Promise<OrderPlaced> =>
    anonymous(server).call((client) =>
      client.orders.create(
        orderInput([{ productId, quantity: 1 }], { sender: chain.customer.address, ...extra }),
      ),
    );
  const place = (extra: Parameters<typeof orderInput>[1] = {}) => withTime(placeToExpire(extra));
  return { seller, productId, place, placeToExpire };
}

function paymentOf(placed: OrderPlaced): PaymentRequest {
  if (!placed.order.payment) throw new Error('The order has no payment request');
  return placed.order.payment;
}

/** A top-up as its owner reads it, once `done` says so (20 s at most). */
async function topUpWhen(
  owner: Seller,
  id: string,
  done: (seen: PaymentRequest) => boolean,
): Promise<PaymentRequest> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const seen = await owner.browser.call((client) => client.credits.getTopUp({ id }));
    if (done(seen)) return seen;
    if (Date.now() > deadline) throw new Error(`The top-up stayed ${JSON.stringify(seen)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function creditsOf(seller: Seller): Promise<string | undefined> {
  const [account] = await db()
    .select({ available: creditAccounts.creditsAvailable })
    .from(creditAccounts)
    .where(eq(creditAccounts.ownerId, seller.userId));
  return account?.available;
}

async function noticesOf(orderId: string): Promise<string[]> {
  const rows = await db().select().from(notifications).where(eq(notifications.orderId, orderId));
  return rows.map((row) => row.kind).sort();
}

const report = (orderId: string, hash: string) =>
  anonymous(server).call((client) => client.orders.reportPayment({ id: orderId, hash }));

describe('an order is placed before it is paid, and paid through the proxy with its reference', () => {
  it('waits for the payment, sees it confirming, then confirms, takes 0.5 credits, notifies and e-mails', async () => {
    const { seller, place } = await sellerWithProduct();
    const placed = await place({ email: 'buyer@example.com' });
    const payment = paymentOf(placed);
    expect(placed.order).toMatchObject({ status: 'Pending', hash: null, amount: '12.5' });
    expect(payment).toMatchObject({
      progress: 'awaiting',
      amount: '12.5',
      amountUnits: '12500000',
      missingUnits: '12500000',
      receivedAmount: '0',
      requiredConfirmations: CONFIRMATIONS,
    });
    expect(payment.reference).toMatch(/^0x[0-9a-f]{16}$/);
    expect(placed.receiptToken).toMatch(/^[\w-]{43}$/);
    // Nothing is told to the seller of an order nobody paid.
    expect(await noticesOf(placed.order.id)).toEqual([]);

    const hash = await chain.pay(payment);
    const seen = await report(placed.order.id, hash);
    expect(seen).toMatchObject({ status: 'Pending', hash: hash.toLowerCase(), confirmations: 1 });
    expect(seen.payment).toMatchObject({ progress: 'confirming', pendingAmount: '12.5', missingAmount: '0' });
    expect(await creditsOf(seller)).toBe('10.000000');

    await chain.mine(1);
    const confirmed = await receiptWhen(server, placed.order.id, (receipt) => receipt.status !== 'Pending');
    expect(confirmed).toMatchObject({
      status: 'PaymentConfirmed',
      confirmations: CONFIRMATIONS,
      paidAmount: '12.5',
      overpaidAmount: null,
    });
    expect(confirmed.payment).toMatchObject({ progress: 'paid', receivedAmount: '12.5' });
    expect(confirmed.payment?.payments).toEqual([
      expect.objectContaining({
        hash: hash.toLowerCase(),
        amount: '12.5',
        payer: chain.customer.address,
        confirmed: true,
      }),
    ]);
    expect(await creditsOf(seller)).toBe('9.500000');
    const ledger = await db()
      .select()
      .from(creditTransactions)
      .where(and(eq(creditTransactions.ownerId, seller.userId), eq(creditTransactions.kind, 'order')));
    expect(ledger.map((entry) => [entry.amount, entry.reason])).toEqual([
      ['-0.500000', `Order ${placed.order.id}`],
    ]);
    expect(await noticesOf(placed.order.id)).toEqual(['order.confirmed', 'order.created']);
    const notices = await seller.browser.call((client) => client.notifications.list({}));
    expect(notices).toMatchObject({ totalItems: 2, currentPage: 0, pageSize: 10 });
    expect(notices.items).toContainEqual(
      expect.objectContaining({
        kind: 'order.created',
        orderId: placed.order.id,
        status: 'unread',
        title: 'New order',
        params: { amount: '12.5', chainId: 31337 },
      }),
    );
    // What the page words in its language: the amount and the network, as they were.
    expect(notices.items).toContainEqual(
      expect.objectContaining({ kind: 'order.confirmed', params: { amount: '12.5', chainId: 31337 } }),
    );
    const mails = await db().select().from(emailOutbox);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(['buyer@example.com', 'shop@example.com']);
    const finalized = await seller.browser.call((client) => client.orders.finalize({ id: placed.order.id }));
    expect(finalized.status).toBe('Finalized');
  });

  it('a second payment to an order paid in full is told to the seller once; the order stays as it was', async () => {
    const { seller, place } = await sellerWithProduct();
    const kept = await place();
    const refunded = await place();
    for (const placed of [kept, refunded]) await report(placed.order.id, await chain.pay(paymentOf(placed)));
    await chain.mine(CONFIRMATIONS);
    for (const placed of [kept, refunded]) {
      await receiptWhen(server, placed.order.id, (receipt) => receipt.status === 'PaymentConfirmed');
    }
    await seller.browser.call((client) => client.orders.refund({ id: refunded.order.id }));

    // The buyer pays each again (a second tab, a wallet prompt left open), and the pay page reports it twice.
    for (const placed of [kept, refunded]) {
      const again = await chain.pay(paymentOf(placed), { units: 12_000_000n });
      await report(placed.order.id, again);
      await report(placed.order.id, again);
    }
    expect(await noticesOf(kept.order.id)).toEqual([
      'order.confirmed',
      'order.created',
      'order.paidAfterPaid',
    ]);
    expect(await noticesOf(refunded.order.id)).toEqual([
      'order.confirmed',
      'order.created',
      'order.paidAfterRefund',
      'order.refunded',
    ]);
    const [told] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, kept.order.id), eq(notifications.kind, 'order.paidAfterPaid')));
    expect([told?.message, told?.params]).toEqual([
      `A payment of 12 USD reached order ${kept.order.id.slice(10)} after it was paid in full: ` +
        'return it to the customer.',
      { amount: '12.5', chainId: 31337, received: '12' },
    ]);
    const seen = await seller.browser.call((client) => client.orders.get({ id: kept.order.id }));
    expect(seen).toMatchObject({ status: 'PaymentConfirmed', paidAmount: '12.5', overpaidAmount: null });
    expect(seen.payment?.payments).toHaveLength(2);
    // Charged once: the second payment is no second sale.
    expect(await creditsOf(seller)).toBe('9.000000');
  });

  it('confirms an overpayment and records the difference', async () => {
    const { place } = await sellerWithProduct();
    const placed = await place();
    await chain.pay(paymentOf(placed), { units: 13_250_000n });
    await chain.mine(1);
    const confirmed = await receiptWhen(server, placed.order.id, (receipt) => receipt.status !== 'Pending');
    expect(confirmed).toMatchObject({
      status: 'PaymentConfirmed',
      paidAmount: '13.25',
      overpaidAmount: '0.75',
    });
    expect(confirmed.payment?.overpaidAmount).toBe('0.75');
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, placed.order.id), eq(notifications.kind, 'order.confirmed')));
    expect(notice?.params).toEqual({ amount: '12.5', chainId: 31337, overpaid: '0.75' });
  });

  it('takes the fee of every paid order, the balance owed below zero, and then takes no more orders', async () => {
    const { seller, place } = await sellerWithProduct();
    // Enough for one order's fee: two orders are placed while it is, then both are paid.
    await db()
      .update(creditAccounts)
      .set({ creditsAvailable: '0.5' })
      .where(eq(creditAccounts.ownerId, seller.userId));
    const first = await place();
    const second = await place();
    await chain.pay(paymentOf(first));
    await chain.pay(paymentOf(second));
    await chain.mine(1);
    for (const placed of [first, second]) {
      const receipt = await receiptWhen(server, placed.order.id, (seen) => seen.status !== 'Pending');
      expect(receipt.status).toBe('PaymentConfirmed');
    }
    expect(await seller.browser.call((client) => client.credits.account())).toMatchObject({
      creditsAvailable: '-0.5',
      creditsUsed: '1',
    });
    const history = await seller.browser.call((client) => client.credits.history({}));
    expect(
      history.items
        .filter((entry) => entry.kind === 'order')
        .map(({ amount, description, params }) => ({ amount, description, params }))
        .sort((a, b) => (a.description < b.description ? -1 : 1)),
    ).toEqual(
      [first, second]
        .map(({ order }) => ({
          amount: '-0.5',
          description: `Order ${order.id}`,
          params: { orderId: order.id },
        }))
        .sort((a, b) => (a.description < b.description ? -1 : 1)),
    );
    const refused = await failure(place());
    expect(apiErrorStatus(refused)).toBe(409);
    expect(apiErrorMessage(refused)).toBe(PUBLIC_CHECKOUT_MESSAGES.noCredits);
  });

  it('finds a payment nobody reported, from the proxy’s logs', async () => {
    const { place } = await sellerWithProduct();
    const placed = await place();
    await chain.pay(paymentOf(placed));
    await chain.mine(1);
    const confirmed = await receiptWhen(server, placed.order.id, (receipt) => receipt.status !== 'Pending');
    expect(confirmed.status).toBe('PaymentConfirmed');
  });
});

/** Whether a JSON-RPC call reads the proxy's logs with a request's reference. */
function readsLogsOf(call: RpcCall, payment: PaymentRequest): boolean {
  if (call.method !== 'eth_getLogs' || !isHex(payment.reference)) return false;
  return JSON.stringify(call.params).toLowerCase().includes(keccak256(payment.reference).toLowerCase());
}

/** The blocks an `eth_getLogs` call asked for. */
function logRange(call: RpcCall): { from: bigint; to: bigint } {
  const [filter] = call.params;
  if (typeof filter !== 'object' || filter === null || !('fromBlock' in filter) || !('toBlock' in filter))
    throw new Error(`An eth_getLogs call without its range: ${JSON.stringify(call.params)}`);
  const { fromBlock, toBlock } = filter;
  if (typeof fromBlock !== 'string' || typeof toBlock !== 'string' || !isHex(fromBlock) || !isHex(toBlock))
    throw new Error(`An eth_getLogs call without numbered blocks: ${JSON.stringify(call.params)}`);
  return { from: hexToBigInt(fromBlock), to: hexToBigInt(toBlock) };
}

describe('the worker reads the chain in bounded steps, up to the head it read first', () => {
  it('finds a payment made 250 blocks after the order, reading at most 10 blocks per call', async () => {
    const { place } = await sellerWithProduct();
    const placed = await place();
    const payment = paymentOf(placed);
    await chain.mine(250);
    await chain.pay(payment);
    await chain.mine(1);
    const confirmed = await receiptWhen(server, placed.order.id, (receipt) => receipt.status !== 'Pending');
    expect(confirmed.status).toBe('PaymentConfirmed');
    const reads = rpc.calls.filter((call) => readsLogsOf(call, payment));
    expect(reads.length).toBeGreaterThanOrEqual(25);
    for (const read of reads) {
      const { from, to } = logRange(read);
      expect(to - from + 1n).toBeLessThanOrEqual(10n);
    }
  });

  it('keeps a payment reported while it reads, and the order does not expire under it', async () => {
    const { place } = await sellerWithProduct();
    const placed = await place();
    const payment = paymentOf(placed);
    // Its time runs out in a second, once the hook below is set.
    const expiresAt = Date.now() + 1_000;
    let paid: Promise<void> | undefined;
    await expireAt(placed, new Date(expiresAt));
    // The worker's first read once the order's time is up: the chain answers it, then the customer
    // pays and the page reports the transaction, and only then does the worker get its answer.
    rpc.afterAnswer = async (call) => {
      if (paid || !readsLogsOf(call, payment) || Date.now() < expiresAt) return;
      paid = (async () => {
        await report(placed.order.id, await chain.pay(payment));
      })();
      await paid;
    };
    try {
      const deadline = Date.now() + 20_000;
      while (!paid && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      await paid;
      // The worker's read of the blocks before the payment has been applied: the payment it did not
      // see is kept, and the order waits for its second confirmation.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const seen = await receiptWhen(server, placed.order.id, () => true);
      expect(seen).toMatchObject({ status: 'Pending', payment: { progress: 'confirming' } });
      await chain.mine(1);
      const confirmed = await receiptWhen(server, placed.order.id, (receipt) => receipt.status !== 'Pending');
      expect(confirmed.status).toBe('PaymentConfirmed');
    } finally {
      rpc.afterAnswer = undefined;
    }
  });
});

describe('a payment belongs to the order it paid', () => {
  it('a stranger reporting the customer’s transfer for another order gets nothing confirmed', async () => {
    const { seller, place } = await sellerWithProduct();
    const customers = await place({ email: 'customer@example.com' });
    const strangers = await place({
      email: 'thief@example.com',
      sender: privateKeyToAccount(TEST_PRIVATE_KEYS[3]).address,
    });
    const hash = await chain.pay(paymentOf(customers));
    const error = await failure(report(strangers.order.id, hash));
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiFieldErrors(error)).toEqual({
      hash: 'This transaction carries no payment with this reference',
    });
    await chain.mine(1);
    const paid = await receiptWhen(server, customers.order.id, (receipt) => receipt.status !== 'Pending');
    expect(paid.status).toBe('PaymentConfirmed');
    const other = await seller.browser.call((client) => client.orders.get({ id: strangers.order.id }));
    expect(other).toMatchObject({ status: 'Pending', hash: null, paidAmount: null });
    expect(other.payment?.progress).toBe('awaiting');
  });

  it('one transfer confirms one order once, however often it is reported', async () => {
    const { seller, place } = await sellerWithProduct();
    const placed = await place();
    const hash = await chain.pay(paymentOf(placed));
    await report(placed.order.id, hash);
    await report(placed.order.id, hash);
    await chain.mine(1);
    await receiptWhen(server, placed.order.id, (receipt) => receipt.status !== 'Pending');
    await report(placed.order.id, hash);
    const seen = await seller.browser.call((client) => client.orders.get({ id: placed.order.id }));
    expect(seen.payment?.payments).toHaveLength(1);
    expect(seen.paidAmount).toBe('12.5');
    expect(await creditsOf(seller)).toBe('9.500000');
    expect(await noticesOf(placed.order.id)).toEqual(['order.confirmed', 'order.created']);
  });

  it('a plain transfer to the receiver, a wrong receiver, a wrong token or nothing at all never pays the order', async () => {
    const { place } = await sellerWithProduct();
    const placed = await place();
    const payment = paymentOf(placed);
    const plain = await chain.transfer(payment.receiverAddress, '12.5');
    expect(apiFieldErrors(await failure(report(placed.order.id, plain)))).toEqual({
      hash: 'This transaction carries no payment with this reference',
    });
    const elsewhere = await chain.pay(payment, { receiver: '0x000000000000000000000000000000000000dEaD' });
    expect(apiFieldErrors(await failure(report(placed.order.id, elsewhere)))).toEqual({
      hash: 'This transaction carries no payment with this reference',
    });
    const otherToken = await chain.pay(payment, { token: await chain.deployOtherToken() });
    expect(apiFieldErrors(await failure(report(placed.order.id, otherToken)))).toEqual({
      hash: 'This transaction carries no payment with this reference',
    });
    // A call of the proxy with the order's reference (public on its receipt) that moves no money.
    const zero = await chain.pay(payment, { units: 0n });
    expect(apiFieldErrors(await failure(report(placed.order.id, zero)))).toEqual({
      hash: 'This transaction carries no payment with this reference',
    });
    // Nor one that logs a fee to the zero address: the proxy moves none of it, the receiver gets nothing.
    const feeOnly = await chain.pay(payment, { units: 0n, feeUnits: 1n });
    expect(apiFieldErrors(await failure(report(placed.order.id, feeOnly)))).toEqual({
      hash: 'This transaction carries no payment with this reference',
    });
    await chain.mine(2);
    // Its time runs out: the worker reads the same logs and counts none of them, the order expires
    // unpaid, and the seller was told of no payment.
    await expireAt(placed, new Date());
    const expired = await receiptWhen(server, placed.order.id, (receipt) => receipt.status !== 'Pending');
    expect(expired).toMatchObject({
      status: 'Cancelled',
      failureReason: 'No payment arrived within 3 seconds of the order',
      failure: { code: 'expired', windowMs: 3000 },
    });
    expect(await noticesOf(placed.order.id)).toEqual([]);
  });

  it('an order without any payment expires, and nothing is told to the seller', async () => {
    const { seller, placeToExpire } = await sellerWithProduct();
    const placed = await placeToExpire();
    const expired = await receiptWhen(server, placed.order.id, (receipt) => receipt.status !== 'Pending');
    expect(expired.status).toBe('Cancelled');
    expect(expired.payment?.progress).toBe('expired');
    expect(await noticesOf(placed.order.id)).toEqual([]);
    expect(await creditsOf(seller)).toBe('10.000000');
  });

  it('a payment sent as the order expired takes it up again: confirmed, told to the seller, charged once', async () => {
    const { seller, placeToExpire } = await sellerWithProduct();
    const placed = await placeToExpire();
    const expired = await receiptWhen(server, placed.order.id, (receipt) => receipt.status !== 'Pending');
    expect(expired).toMatchObject({ status: 'Cancelled', payment: { progress: 'expired' } });
    // The buyer's wallet prompt was left open past the window: the payment reaches the seller anyway.
    const hash = await chain.pay(paymentOf(placed));
    const seen = await report(placed.order.id, hash);
    expect(seen).toMatchObject({
      status: 'Pending',
      failureReason: null,
      payment: { progress: 'confirming' },
    });
    await chain.mine(1);
    const confirmed = await receiptWhen(server, placed.order.id, (receipt) => receipt.status !== 'Pending');
    expect(confirmed).toMatchObject({ status: 'PaymentConfirmed', payment: { progress: 'paid' } });
    expect(await noticesOf(placed.order.id)).toEqual(['order.confirmed', 'order.created']);
    expect(await creditsOf(seller)).toBe('9.500000');
  });

  it('a late payment nobody reports is found by the worker: the order is taken up again and confirmed', async () => {
    const { seller, placeToExpire } = await sellerWithProduct();
    const placed = await placeToExpire();
    const expired = await receiptWhen(server, placed.order.id, (receipt) => receipt.status !== 'Pending');
    expect(expired).toMatchObject({ status: 'Cancelled', payment: { progress: 'expired' } });
    // The buyer's wallet sent it after the window and the page was closed: nothing reports it.
    await chain.pay(paymentOf(placed));
    await chain.mine(CONFIRMATIONS);
    const confirmed = await receiptWhen(
      server,
      placed.order.id,
      (receipt) => receipt.status === 'PaymentConfirmed',
    );
    expect(confirmed).toMatchObject({ failureReason: null, payment: { progress: 'paid' } });
    expect(await noticesOf(placed.order.id)).toEqual(['order.confirmed', 'order.created']);
    expect(await creditsOf(seller)).toBe('9.500000');
  });

  it('an order expired longer ago than the late watch is read no more', async () => {
    const { seller, placeToExpire } = await sellerWithProduct();
    const placed = await placeToExpire();
    const payment = paymentOf(placed);
    await receiptWhen(server, placed.order.id, (receipt) => receipt.status !== 'Pending');
    const nextCheck = () => nextCheckOf(placed);
    // Its late watch (24 hours by default) is over, and it is due: the worker lets it go.
    const due = async (expiresAt?: Date) =>
      db()
        .update(paymentRequests)
        .set({ ...(expiresAt ? { expiresAt } : {}), nextCheckAt: new Date() })
        .where(eq(paymentRequests.orderId, placed.order.id));
    await due(new Date(Date.now() - 25 * 3_600_000));
    const deadline = Date.now() + 10_000;
    while ((await nextCheck()) !== null) {
      if (Date.now() > deadline) throw new Error('The worker kept the request due');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Paid now, and due again (as a retry after a failed read would leave it): still not read.
    const hash = await chain.pay(payment);
    const mined = await chain.rpc('eth_getTransactionReceipt', [hash]);
    if (typeof mined !== 'object' || mined === null || !('blockNumber' in mined) || !isHex(mined.blockNumber))
      throw new Error(`No receipt for ${hash}`);
    const paidBlock = hexToBigInt(mined.blockNumber);
    await chain.mine(CONFIRMATIONS);
    await due();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(rpc.calls.filter((call) => readsLogsOf(call, payment) && logRange(call).to >= paidBlock)).toEqual(
      [],
    );
    expect(await nextCheck()).toBeNull();
    const seen = await anonymous(server).call((client) => client.orders.receipt({ id: placed.order.id }));
    expect(seen).toMatchObject({ status: 'Cancelled', payment: { progress: 'expired' } });
    expect(await creditsOf(seller)).toBe('10.000000');
  });

  it('a pending order the seller cancels is never confirmed afterwards', async () => {
    const { seller, place } = await sellerWithProduct();
    const placed = await place();
    await seller.browser.call((client) => client.orders.cancel({ id: placed.order.id }));
    await chain.pay(paymentOf(placed));
    await chain.mine(2);
    await new Promise((resolve) => setTimeout(resolve, 800));
    const seen = await anonymous(server).call((client) => client.orders.receipt({ id: placed.order.id }));
    expect(seen.status).toBe('Cancelled');
    expect(seen.payment?.progress).toBe('closed');
    expect(await creditsOf(seller)).toBe('10.000000');
  });
});

describe('a node that does not answer', () => {
  it('backs off by the failures in a row, not by how often the order was read before', async () => {
    const { place } = await sellerWithProduct();
    const placed = await place();
    const payment = paymentOf(placed);
    const reads = () => rpc.calls.filter((call) => readsLogsOf(call, payment)).length;
    const until = async (done: () => boolean | Promise<boolean>, what: string) => {
      const deadline = Date.now() + 15_000;
      while (!(await done())) {
        if (Date.now() > deadline) throw new Error(`Timed out waiting: ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    // Read without a failure many times over: that is no reason to wait longer after one.
    await until(() => reads() >= 10, 'ten reads of the order');
    const before = rpc.calls.length;
    rpc.refuse = (call) => readsLogsOf(call, payment);
    try {
      await until(
        () => rpc.calls.slice(before).some((call) => readsLogsOf(call, payment)),
        'a refused read of the order',
      );
      const nextCheck = () => nextCheckOf(placed);
      // The failed check is written: its lease of a minute replaced by the backoff.
      await until(async () => {
        const left = ((await nextCheck())?.getTime() ?? 0) - Date.now();
        return left < 50_000 || left > 61_000;
      }, 'the backoff after the failure');
      const at = await nextCheck();
      // A first failure waits two intervals (0.4 s here), not the longest backoff.
      expect((at?.getTime() ?? Number.POSITIVE_INFINITY) - Date.now()).toBeLessThan(5_000);
    } finally {
      rpc.refuse = undefined;
    }
  });

  it('answers a reported payment 502 and counts it once reported again, for an order and a top-up', async () => {
    const { place } = await sellerWithProduct();
    const placed = await place();
    const orderHash = await chain.pay(paymentOf(placed));
    const owner = await signedInUser(server);
    const topUp = await owner.browser.call((client) =>
      client.credits.topUp({ chainId: 31337, tokenAddress: TEST_TOKEN, amount: 5 }),
    );
    await db()
      .update(paymentRequests)
      .set({ expiresAt: new Date(Date.now() + 3_600_000) })
      .where(eq(paymentRequests.id, topUp.id));
    const topUpHash = await chain.pay(topUp);
    const reportTopUp = () =>
      owner.browser.call((client) => client.credits.reportTopUpPayment({ id: topUp.id, hash: topUpHash }));

    rpc.refuse = (call) => call.method === 'eth_getTransactionReceipt';
    try {
      for (const refused of [
        await failure(report(placed.order.id, orderHash)),
        await failure(reportTopUp()),
      ]) {
        expect(apiErrorStatus(refused)).toBe(502);
        expect(apiErrorMessage(refused)).toBe('The RPC of chain 31337 could not be read');
      }
    } finally {
      rpc.refuse = undefined;
    }
    expect(await report(placed.order.id, orderHash)).toMatchObject({ hash: orderHash.toLowerCase() });
    expect((await reportTopUp()).progress).not.toBe('awaiting');
  });
});

describe('a reorganisation takes a seen payment away', () => {
  it('names the transfer that replaced it, and tells the seller of the new order once', async () => {
    const { place } = await sellerWithProduct();
    const placed = await place();
    const payment = paymentOf(placed);
    const before = await chain.rpc('evm_snapshot');
    const first = await chain.pay(payment);
    expect(await report(placed.order.id, first)).toMatchObject({
      status: 'Pending',
      hash: first.toLowerCase(),
    });
    // The blocks of the first transfer are replaced by empty ones: the order no longer names it.
    await chain.rpc('evm_revert', [before]);
    await chain.mine(CONFIRMATIONS + 1);
    expect(await receiptWhen(server, placed.order.id, (receipt) => receipt.hash === null)).toMatchObject({
      status: 'Pending',
    });
    // Another transfer (a unit more) pays it.
    const second = await chain.pay(payment, { units: BigInt(payment.missingUnits) + 1n });
    expect(second).not.toBe(first);
    await chain.mine(CONFIRMATIONS);
    const confirmed = await receiptWhen(server, placed.order.id, (receipt) => receipt.status !== 'Pending');
    expect(confirmed).toMatchObject({ status: 'PaymentConfirmed', hash: second.toLowerCase() });
    expect(await noticesOf(placed.order.id)).toEqual(['order.confirmed', 'order.created']);
  });

  it('tells the seller the order ended when nothing replaced it and its time ran out', async () => {
    const { place } = await sellerWithProduct();
    const placed = await place();
    const before = await chain.rpc('evm_snapshot');
    const first = await chain.pay(paymentOf(placed));
    expect(await report(placed.order.id, first)).toMatchObject({
      status: 'Pending',
      hash: first.toLowerCase(),
    });
    await chain.rpc('evm_revert', [before]);
    await expireAt(placed, new Date());
    await chain.mine(CONFIRMATIONS + 1);
    const ended = await receiptWhen(server, placed.order.id, (receipt) => receipt.status !== 'Pending');
    expect(ended).toMatchObject({ status: 'Cancelled', hash: null, failure: { code: 'expired' } });
    expect(await noticesOf(placed.order.id)).toEqual(['order.cancelled', 'order.created']);
  });
});

describe('a payment transaction that reverted', () => {
  const reverted = (hash: string) =>
    `The payment transaction ${hash} was reverted on Local chain: nothing was paid`;

  it('fails the order, tells the seller once, and the order can still be paid', async () => {
    const { seller, place } = await sellerWithProduct();
    const placed = await place();
    const payment = paymentOf(placed);
    const failed = await chain.pay(payment, { reverted: true });
    const seen = await report(placed.order.id, failed);
    expect(seen).toMatchObject({
      status: 'TransactionFailed',
      failureReason: reverted(failed),
      failure: { code: 'reverted', hash: failed },
      hash: null,
    });
    expect(seen.payment?.progress).toBe('awaiting');
    // Reported again, it is told no second time.
    expect((await report(placed.order.id, failed)).status).toBe('TransactionFailed');
    expect(await noticesOf(placed.order.id)).toEqual(['order.failed']);
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.orderId, placed.order.id));
    expect(notice?.message).toBe(
      `The payment for order ${placed.order.id.slice(10)} was not accepted: ${reverted(failed)}.`,
    );
    expect(notice?.params).toEqual({
      amount: '12.5',
      chainId: 31337,
      failure: { code: 'reverted', hash: failed },
    });
    expect(await seller.browser.call((client) => client.orders.get({ id: placed.order.id }))).toMatchObject({
      status: 'TransactionFailed',
      failureReason: reverted(failed),
    });

    const paid = await chain.pay(payment);
    expect(await report(placed.order.id, paid)).toMatchObject({
      status: 'Pending',
      failureReason: null,
      hash: paid.toLowerCase(),
    });
    await chain.mine(1);
    const confirmed = await receiptWhen(server, placed.order.id, (receipt) => receipt.status !== 'Pending');
    expect(confirmed).toMatchObject({ status: 'PaymentConfirmed', paidAmount: '12.5', failureReason: null });
    expect(await creditsOf(seller)).toBe('9.500000');
    expect(await noticesOf(placed.order.id)).toEqual(['order.confirmed', 'order.created', 'order.failed']);
  });

  it('fails no order but its own: not another wallet’s call, another order’s, or one to another receiver', async () => {
    const { place } = await sellerWithProduct();
    const placed = await place();
    const payment = paymentOf(placed);
    const stranger = privateKeyToAccount(TEST_PRIVATE_KEYS[3]);
    const otherOrder = paymentOf(await place());
    const refusals = [
      await chain.pay(payment, { reverted: true, from: stranger }),
      await chain.pay(otherOrder, { reverted: true }),
      await chain.pay(payment, { reverted: true, receiver: '0x000000000000000000000000000000000000dEaD' }),
    ];
    for (const hash of refusals) {
      expect(apiFieldErrors(await failure(report(placed.order.id, hash)))).toEqual({
        hash: 'The transaction was reverted: nothing was paid',
      });
    }
    const seen = await anonymous(server).call((client) => client.orders.receipt({ id: placed.order.id }));
    expect(seen).toMatchObject({ status: 'Pending', failureReason: null });
    expect(await noticesOf(placed.order.id)).toEqual([]);
  });

  it('leaves the order failed when its time is up; cancelled by the seller, a late payment is told, not taken', async () => {
    const { seller, place } = await sellerWithProduct();
    const placed = await place();
    const failed = await chain.pay(paymentOf(placed), { reverted: true });
    await report(placed.order.id, failed);
    await expireAt(placed, new Date());
    const expired = await receiptWhen(
      server,
      placed.order.id,
      (receipt) => receipt.payment?.progress === 'expired',
    );
    expect(expired).toMatchObject({ status: 'TransactionFailed', failureReason: reverted(failed) });
    const cancelled = await seller.browser.call((client) => client.orders.cancel({ id: placed.order.id }));
    expect(cancelled.status).toBe('Cancelled');
    // The buyer pays after all and reports it: the seller's Cancel stands, the order names the payment,
    // and the seller is told once to return it.
    const late = await chain.pay(paymentOf(placed));
    await chain.mine(CONFIRMATIONS);
    expect(await report(placed.order.id, late)).toMatchObject({
      status: 'Cancelled',
      hash: late.toLowerCase(),
    });
    expect(await report(placed.order.id, late)).toMatchObject({ status: 'Cancelled' });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const seen = await anonymous(server).call((client) => client.orders.receipt({ id: placed.order.id }));
    expect(seen).toMatchObject({ status: 'Cancelled', hash: late.toLowerCase() });
    expect(seen.payment?.payments).toHaveLength(1);
    expect(await noticesOf(placed.order.id)).toEqual([
      'order.cancelled',
      'order.failed',
      'order.paidAfterCancel',
    ]);
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.orderId, placed.order.id), eq(notifications.kind, 'order.paidAfterCancel')),
      );
    expect(notice?.message).toBe(
      `A payment of 12.5 USD reached order ${placed.order.id.slice(10)} after it was cancelled: ` +
        'return it to the customer, then mark the order refunded.',
    );
    expect(notice?.params).toEqual({ amount: '12.5', chainId: 31337, received: '12.5' });
    // No revenue, no fee: the order was not sold.
    expect(await creditsOf(seller)).toBe('10.000000');
    // The seller returns it and says so.
    const refunded = await seller.browser.call((client) => client.orders.refund({ id: placed.order.id }));
    expect(refunded.status).toBe('Refunded');
    expect(await noticesOf(placed.order.id)).toEqual([
      'order.cancelled',
      'order.failed',
      'order.paidAfterCancel',
      'order.refunded',
    ]);
  });

  it('refunds a cancelled order only when a payment reached it', async () => {
    const { seller, place } = await sellerWithProduct();
    const placed = await place();
    await seller.browser.call((client) => client.orders.cancel({ id: placed.order.id }));
    const refused = await failure(
      seller.browser.call((client) => client.orders.refund({ id: placed.order.id })),
    );
    expect(apiErrorStatus(refused)).toBe(409);
    expect(apiErrorMessage(refused)).toBe(
      'Only a confirmed, finalized or underpaid order, or a cancelled one a payment reached, can be refunded',
    );
    const seen = await anonymous(server).call((client) => client.orders.receipt({ id: placed.order.id }));
    expect(seen.status).toBe('Cancelled');
  });
});

describe('an underpaid order has a way forward', () => {
  it('shows what was received and what is missing; the rest paid for the same order confirms it once', async () => {
    const { seller, place } = await sellerWithProduct();
    const placed = await place();
    await chain.pay(paymentOf(placed), { units: 10_000_000n });
    await chain.mine(1);
    const short = await receiptWhen(
      server,
      placed.order.id,
      (receipt) => receipt.payment?.progress === 'underpaid',
    );
    expect(short).toMatchObject({ status: 'Pending', paidAmount: '10' });
    expect(short.payment).toMatchObject({
      receivedAmount: '10',
      missingAmount: '2.5',
      missingUnits: '2500000',
    });
    // Underpaid orders do not expire: money was received. Its time runs out, and the worker reads a
    // new block of it twice (the second read begins once the first one's outcome is written).
    await expireAt(placed, new Date());
    for (let read = 0; read < 2; read++) {
      const callsBefore = rpc.calls.length;
      await chain.mine(1);
      const deadline = Date.now() + 20_000;
      while (!rpc.calls.slice(callsBefore).some((call) => readsLogsOf(call, paymentOf(placed)))) {
        if (Date.now() > deadline) throw new Error('The worker did not read the underpaid order again');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    expect(
      (await anonymous(server).call((client) => client.orders.receipt({ id: placed.order.id }))).status,
    ).toBe('Pending');
    // Another wallet may pay the rest: the reference is what counts.
    await chain.pay(short.payment ?? paymentOf(placed), { from: privateKeyToAccount(TEST_PRIVATE_KEYS[2]) });
    await chain.mine(1);
    const paid = await receiptWhen(server, placed.order.id, (receipt) => receipt.status !== 'Pending');
    expect(paid).toMatchObject({ status: 'PaymentConfirmed', paidAmount: '12.5', overpaidAmount: null });
    expect(paid.payment?.payments.map((payment) => payment.amount)).toEqual(['10', '2.5']);
    expect(await creditsOf(seller)).toBe('9.500000');
    expect(await noticesOf(placed.order.id)).toEqual(['order.confirmed', 'order.created']);
  });

  it('the seller accepts it as paid, or refunds it with a written reason', async () => {
    const { seller, place } = await sellerWithProduct();
    // A webhook nobody answers (written as is: this server refuses private addresses, and public
    // ones are not resolved here): what matters is what is queued for it.
    await db()
      .update(checkoutSettings)
      .set({
        webhookUrl: 'https://hooks.example/orders',
        webhookSecret: 'whsec_dGVzdC1zZWNyZXQtb2YtMjQtYnl0ZXM=',
      })
      .where(eq(checkoutSettings.ownerId, seller.userId));
    const accepted = await place();
    const refunded = await place();
    await chain.pay(paymentOf(accepted), { units: 5_000_000n });
    await chain.pay(paymentOf(refunded), { units: 5_000_000n });
    await chain.mine(1);
    for (const placed of [accepted, refunded]) {
      await receiptWhen(server, placed.order.id, (receipt) => receipt.payment?.progress === 'underpaid');
    }
    const confirmed = await seller.browser.call((client) =>
      client.orders.acceptPayment({ id: accepted.order.id }),
    );
    expect(confirmed).toMatchObject({ status: 'PaymentConfirmed', paidAmount: '5' });
    expect(await creditsOf(seller)).toBe('9.500000');
    // The seller is told what arrived, not the total they did not get: in the notification (the
    // English and what the page words it with), its webhook's order and the e-mail's subject.
    const [toldConfirmed] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, accepted.order.id), eq(notifications.kind, 'order.confirmed')));
    expect([toldConfirmed?.title, toldConfirmed?.message, toldConfirmed?.params]).toEqual([
      'Payment confirmed',
      `The customer paid 5 USD of 12.5 USD for order ${accepted.order.id.slice(10)} on ` +
        `${chainName(31337)}: you accepted the short payment.`,
      { amount: '12.5', chainId: 31337, received: '5' },
    ]);
    const [hook] = await db()
      .select()
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.orderId, accepted.order.id),
          eq(webhookDeliveries.eventType, 'order.confirmed'),
        ),
      );
    expect(JSON.parse(hook?.payload ?? '{}')).toMatchObject({
      type: 'order.confirmed',
      data: { order: { status: 'PaymentConfirmed', amount: '12.5', paidAmount: '5' } },
    });
    const toSeller = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'shop@example.com'));
    expect(toSeller.map((mail) => mail.subject)).toContainEqual(
      `New order ${accepted.order.id.slice(10)}: 5 USD of 12.5 USD paid`,
    );

    const noReason = await failure(
      seller.browser.call((client) => client.orders.refund({ id: refunded.order.id })),
    );
    expect(apiErrorStatus(noReason)).toBe(400);
    expect(Object.keys(apiFieldErrors(noReason))).toEqual(['reason']);
    const done = await seller.browser.call((client) =>
      client.orders.refund({ id: refunded.order.id, reason: 'Short by 7.5 USD: the 5 USD are sent back' }),
    );
    expect(done).toMatchObject({
      status: 'Refunded',
      refundReason: 'Short by 7.5 USD: the 5 USD are sent back',
    });
    const receipt = await anonymous(server).call((client) =>
      client.orders.receipt({ id: refunded.order.id }),
    );
    expect(receipt.refundReason).toBe('Short by 7.5 USD: the 5 USD are sent back');

    // The buyer's wallet sends the rest after the seller settled each: the seller is told of it, once a
    // transfer (a second report of it tells nothing more), and the orders stay as the seller left them.
    for (const placed of [accepted, refunded]) {
      const rest = await chain.pay(paymentOf(placed), { units: 7_500_000n });
      await chain.mine(CONFIRMATIONS);
      await report(placed.order.id, rest);
      await report(placed.order.id, rest);
    }
    expect(await noticesOf(accepted.order.id)).toEqual([
      'order.confirmed',
      'order.created',
      'order.paidAfterAccept',
    ]);
    expect(await noticesOf(refunded.order.id)).toEqual([
      'order.created',
      'order.paidAfterRefund',
      'order.refunded',
    ]);
    const told = await db()
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.orderId, refunded.order.id), eq(notifications.kind, 'order.paidAfterRefund')),
      );
    expect(told.map((notice) => [notice.message, notice.params])).toEqual([
      [
        `A payment of 7.5 USD reached order ${refunded.order.id.slice(10)} after it was refunded: ` +
          'return it to the customer too.',
        { amount: '12.5', chainId: 31337, received: '7.5' },
      ],
    ]);
    expect(
      (await anonymous(server).call((client) => client.orders.receipt({ id: refunded.order.id }))).status,
    ).toBe('Refunded');
    // An order nobody paid is not "underpaid": it can be cancelled, not accepted.
    const unpaid = await place();
    const refused = await failure(
      seller.browser.call((client) => client.orders.acceptPayment({ id: unpaid.order.id })),
    );
    expect(apiErrorStatus(refused)).toBe(409);
  });
});

describe('the protected content reaches the buyer alone', () => {
  it('the receipt link opens the digital content once the order is paid; nothing else does', async () => {
    const seller = await readySeller(server);
    const productId = await insertProduct(db(), seller.userId, { price: '3' });
    await db()
      .update(products)
      .set({ digital: true, content: 'https://files.example.com/ebook.pdf?key=42' })
      .where(eq(products.id, productId));
    const placed = await withTime(
      anonymous(server).call((client) =>
        client.orders.create(orderInput([{ productId, quantity: 1 }], { sender: chain.customer.address })),
      ),
    );
    const read = (token: string) =>
      anonymous(server).call((client) => client.orders.content({ id: placed.order.id, token }));
    expect(apiErrorStatus(await failure(read(placed.receiptToken)))).toBe(409);
    await chain.pay(paymentOf(placed));
    await chain.mine(1);
    await receiptWhen(server, placed.order.id, (receipt) => receipt.status !== 'Pending');
    expect(await read(placed.receiptToken)).toEqual({
      items: [{ productId, title: 'T-shirt', content: 'https://files.example.com/ebook.pdf?key=42' }],
    });
    const forged = `${placed.receiptToken.slice(0, -2)}AA`;
    expect(apiErrorStatus(await failure(read(forged)))).toBe(404);
    // The receipt, the seller's views and the public checkout never carry it.
    const receipt = await anonymous(server).call((client) => client.orders.receipt({ id: placed.order.id }));
    expect(JSON.stringify(receipt)).not.toContain('ebook.pdf');
  });

  it('delivers what was ordered: a later edit of the product, or its deletion, takes nothing from the buyer', async () => {
    const seller = await readySeller(server);
    const productId = await insertProduct(db(), seller.userId, { name: 'Course', price: '4' });
    await seller.browser.call((client) =>
      client.products.update({ id: productId, digital: true, content: 'https://course.example/enrol?key=7' }),
    );
    const placed = await withTime(
      anonymous(server).call((client) =>
        client.orders.create(orderInput([{ productId, quantity: 1 }], { sender: chain.customer.address })),
      ),
    );
    await seller.browser.call((client) =>
      client.products.update({ id: productId, content: 'https://course.example/enrol?key=8' }),
    );
    await chain.pay(paymentOf(placed));
    await chain.mine(1);
    await receiptWhen(server, placed.order.id, (receipt) => receipt.status !== 'Pending');
    const read = () =>
      anonymous(server).call((client) =>
        client.orders.content({ id: placed.order.id, token: placed.receiptToken }),
      );
    expect(await read()).toEqual({
      items: [{ productId, title: 'Course', content: 'https://course.example/enrol?key=7' }],
    });
    await seller.browser.call((client) => client.products.remove({ id: productId }));
    expect(await read()).toEqual({
      items: [{ productId: null, title: 'Course', content: 'https://course.example/enrol?key=7' }],
    });
  });
});

describe('verification survives a restart', () => {
  it('an open payment left by a stopped server is confirmed by the next one on start', async () => {
    // A database of its own, so no other server's worker can confirm the order in between.
    const database = await openTestDatabase();
    const config = loadConfig({
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      PORT: '0',
      RPC_URLS: JSON.stringify({ 31337: chain.chain.rpcUrl }),
      PAYMENT_CHECK_INTERVAL_SECONDS: '0.2',
      ...env,
      PAYMENT_WINDOW_MINUTES: '60',
    });
    const first = await startServer({ config, database: database.database });
    let orderId: string;
    try {
      const seller = await readySeller({ ...server, url: first.url, testDatabase: database, running: first });
      const productId = await insertProduct(database.database.db, seller.userId, { price: '5' });
      const placed = await anonymous({ ...server, url: first.url }).call((client) =>
        client.orders.create(orderInput([{ productId, quantity: 1 }], { sender: chain.customer.address })),
      );
      orderId = placed.order.id;
      await chain.pay(paymentOf(placed));
      await receiptWhen({ url: first.url }, orderId, (receipt) => receipt.confirmations === 1);
    } finally {
      await first.close();
    }
    try {
      await chain.mine(1);
      const second = await startServer({ config, database: database.database });
      try {
        const confirmed = await receiptWhen(
          { url: second.url },
          orderId,
          (receipt) => receipt.status !== 'Pending',
        );
        expect(confirmed).toMatchObject({ status: 'PaymentConfirmed', confirmations: CONFIRMATIONS });
      } finally {
        await second.close();
      }
    } finally {
      await database.dispose();
    }
  });
});

describe('credits are bought on chain', () => {
  it('offers the local chain, validates the top-up, and credits a paid top-up once, even with two API instances', async () => {
    // A second API instance over the same database, its own payment worker racing the first.
    const second = await startServer({ config: server.config, database: server.testDatabase.database });
    try {
      const owner = await signedInUser(server);
      const options = await owner.browser.call((client) => client.credits.topUpOptions());
      expect(options).toEqual({
        networks: [
          { chainId: 31337, tokens: [expect.objectContaining({ address: TEST_TOKEN, decimals: 6 })] },
        ],
        unavailableReason: null,
      });
      const invalid = await failure(
        owner.browser.call((client) =>
          client.credits.topUp({ chainId: 1, tokenAddress: TEST_TOKEN, amount: 0.5 }),
        ),
      );
      expect(apiFieldErrors(invalid)).toEqual({ amount: 'Must be at least 1 USD' });
      const wrongChain = await failure(
        owner.browser.call((client) =>
          client.credits.topUp({ chainId: 1, tokenAddress: TEST_TOKEN, amount: 5 }),
        ),
      );
      expect(apiFieldErrors(wrongChain)).toEqual({ chainId: 'Credits cannot be bought on Ethereum here' });

      const request = await owner.browser.call((client) =>
        client.credits.topUp({ chainId: 31337, tokenAddress: TEST_TOKEN, amount: 25.5 }),
      );
      expect(request).toMatchObject({
        progress: 'awaiting',
        amount: '25.5',
        amountUnits: '25500000',
        receiverAddress: LOCAL_CREDITS_RECEIVER,
      });
      const stranger = await signedInUser(server);
      expect(
        apiErrorStatus(
          await failure(stranger.browser.call((client) => client.credits.getTopUp({ id: request.id }))),
        ),
      ).toBe(404);

      const hash = await chain.pay(request);
      // Both instances are told of the transaction, and both workers read the chain.
      const onSecond = new TestBrowser(second.url);
      for (const [name, value] of owner.browser.cookies) onSecond.cookies.set(name, value);
      await owner.browser.call((client) => client.credits.reportTopUpPayment({ id: request.id, hash }));
      await onSecond.call((client) => client.credits.reportTopUpPayment({ id: request.id, hash }));
      await chain.mine(CONFIRMATIONS);
      const deadline = Date.now() + 20_000;
      let seen = request;
      while (seen.progress !== 'paid' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = await owner.browser.call((client) => client.credits.getTopUp({ id: request.id }));
      }
      expect(seen).toMatchObject({ progress: 'paid', receivedAmount: '25.5' });
      // Give the other worker its turns: nothing more may be credited.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await owner.browser.call((client) => client.credits.account())).toMatchObject({
        creditsAvailable: '25.5',
      });
      const history = await owner.browser.call((client) => client.credits.history({}));
      expect(history.items.map(({ kind, amount }) => ({ kind, amount }))).toEqual([
        { kind: 'top-up', amount: '25.5' },
      ]);
      expect(history.items[0]?.description).toBe('Credits bought: 25.5 USD paid on Local chain');
      expect(history.items[0]?.params).toEqual({ chainId: 31337 });
    } finally {
      await second.close();
    }
  });

  it('credits a payment nobody reports, sent after the top-up expired', async () => {
    const owner = await signedInUser(server);
    const request = await owner.browser.call((client) =>
      client.credits.topUp({ chainId: 31337, tokenAddress: TEST_TOKEN, amount: 5 }),
    );
    expect((await topUpWhen(owner, request.id, (seen) => seen.progress !== 'awaiting')).progress).toBe(
      'expired',
    );
    // Paid from the wallet after the time ran out, and the page closed: the worker still finds it.
    await chain.pay(request);
    await chain.mine(CONFIRMATIONS);
    expect(await topUpWhen(owner, request.id, (seen) => seen.progress === 'paid')).toMatchObject({
      receivedAmount: '5',
    });
    expect((await owner.browser.call((client) => client.credits.account())).creditsAvailable).toBe('5');
  });

  it('credits a payment sent as the top-up expired, and a second one after it was paid', async () => {
    const owner = await signedInUser(server);
    const request = await owner.browser.call((client) =>
      client.credits.topUp({ chainId: 31337, tokenAddress: TEST_TOKEN, amount: 5 }),
    );
    const creditsAvailable = async () =>
      (await owner.browser.call((client) => client.credits.account())).creditsAvailable;
    expect((await topUpWhen(owner, request.id, (seen) => seen.progress !== 'awaiting')).progress).toBe(
      'expired',
    );

    // The wallet sent it as the time ran out: the money reached the platform, so it is credited.
    const late = await chain.pay(request);
    await owner.browser.call((client) => client.credits.reportTopUpPayment({ id: request.id, hash: late }));
    await chain.mine(CONFIRMATIONS);
    expect(await topUpWhen(owner, request.id, (seen) => seen.progress === 'paid')).toMatchObject({
      receivedAmount: '5',
    });
    expect(await creditsAvailable()).toBe('5');

    // Paid twice by mistake: the second payment is credited too, once it is deep enough.
    const again = await chain.pay(request);
    await owner.browser.call((client) => client.credits.reportTopUpPayment({ id: request.id, hash: again }));
    await chain.mine(CONFIRMATIONS);
    expect(await topUpWhen(owner, request.id, (seen) => seen.receivedAmount === '10')).toMatchObject({
      progress: 'paid',
      overpaidAmount: '5',
    });
    expect(await creditsAvailable()).toBe('10');
    const history = await owner.browser.call((client) => client.credits.history({}));
    expect(history.items.map(({ kind, amount }) => ({ kind, amount }))).toEqual([
      { kind: 'top-up', amount: '5' },
      { kind: 'top-up', amount: '5' },
    ]);
  });
});
