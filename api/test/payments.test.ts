import { apiErrorMessage, apiErrorStatus } from '@suite/shared/client';
import { and, eq } from 'drizzle-orm';
import { startServer } from '../src/app';
import { loadConfig } from '../src/config';
import { creditAccounts, creditTransactions, notifications } from '../src/db/schema';
import { failure } from './support/accounts';
import {
  anonymous,
  insertProduct,
  orderInput,
  randomHash,
  readySeller,
  type Seller,
} from './support/commerce';
import { openTestDatabase } from './support/database';
import { receiptWhen, startPaymentChain, type PaymentChain } from './support/payments';
import { startTestServer, type TestServer } from './support/server';

// Real payments on a Hardhat chain of this file's own: the test stablecoin, real transfers, and the
// API's payment worker reading them through the chain's RPC. Two confirmations are required here,
// so every test also sees an order wait for its second block.
const CONFIRMATIONS = 2;
const env = (rpcUrl: string): NodeJS.ProcessEnv => ({
  RPC_URLS: JSON.stringify({ 31337: rpcUrl }),
  PAYMENT_CONFIRMATIONS: JSON.stringify({ 31337: CONFIRMATIONS }),
  PAYMENT_CHECK_INTERVAL_SECONDS: '0.2',
  // An unknown transaction fails after 3 seconds here (30 minutes by default).
  PAYMENT_NOT_FOUND_MINUTES: '0.05',
});

let chain: PaymentChain;
let server: TestServer;
const db = () => server.testDatabase.database.db;

beforeAll(async () => {
  chain = await startPaymentChain();
  server = await startTestServer(env(chain.chain.rpcUrl));
}, 120_000);
afterAll(async () => {
  await server?.close();
  await chain?.stop();
});

async function receiverOf(seller: Seller): Promise<string> {
  const { receiverAddress } = await seller.browser.call((client) => client.commerceSettings.receiver());
  if (!receiverAddress) throw new Error('The seller has no receiver');
  return receiverAddress;
}

/** A seller with one 12.5 USD product, and an order for it paid by `hash` from the customer. */
async function sellerWithProduct() {
  const seller = await readySeller(server);
  const productId = await insertProduct(db(), seller.userId, { price: '12.5' });
  const order = (hash: string, sender = chain.customer.address) =>
    anonymous(server).call((client) =>
      client.orders.create(orderInput([{ productId, quantity: 1 }], { hash, sender })),
    );
  return { seller, productId, receiver: await receiverOf(seller), order };
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

describe('a real payment', () => {
  it('stays Pending until its confirmations, then confirms, takes 0.5 credits and notifies the seller', async () => {
    const { seller, receiver, order } = await sellerWithProduct();
    const hash = await chain.transfer(receiver, '12.5');
    const placed = await order(hash);
    expect(placed.status).toBe('Pending');

    const waiting = await receiptWhen(server, placed.id, (receipt) => receipt.confirmations === 1);
    expect(waiting).toMatchObject({
      status: 'Pending',
      confirmations: 1,
      requiredConfirmations: CONFIRMATIONS,
    });
    expect(await creditsOf(seller)).toBe('10.000000');

    await chain.mine(1);
    const confirmed = await receiptWhen(server, placed.id, (receipt) => receipt.status !== 'Pending');
    expect(confirmed).toMatchObject({
      status: 'PaymentConfirmed',
      confirmations: CONFIRMATIONS,
      paidAmount: '12.5',
      overpaidAmount: null,
      failureReason: null,
    });
    expect(confirmed.confirmedAt).not.toBeNull();
    expect(await creditsOf(seller)).toBe('9.500000');
    const ledger = await db()
      .select()
      .from(creditTransactions)
      .where(
        and(
          eq(creditTransactions.ownerId, seller.userId),
          eq(creditTransactions.reason, `Order ${placed.id}`),
        ),
      );
    expect(ledger.map((entry) => entry.amount)).toEqual(['-0.500000']);
    expect(await noticesOf(placed.id)).toEqual(['order.confirmed', 'order.created']);
    // The seller sees it, and may now finalize it.
    const finalized = await seller.browser.call((client) => client.orders.finalize({ id: placed.id }));
    expect(finalized.status).toBe('Finalized');
  });

  it('confirms an overpayment and records the difference', async () => {
    const { receiver, order } = await sellerWithProduct();
    const placed = await order(await chain.transfer(receiver, '13.25'));
    await chain.mine(1);
    const confirmed = await receiptWhen(server, placed.id, (receipt) => receipt.status !== 'Pending');
    expect(confirmed).toMatchObject({
      status: 'PaymentConfirmed',
      paidAmount: '13.25',
      overpaidAmount: '0.75',
    });
    const seen = await anonymous(server).call((client) => client.orders.receipt({ id: placed.id }));
    expect(seen.overpaidAmount).toBe('0.75');
  });

  it('accepts a hash once, across every order and store', async () => {
    const first = await sellerWithProduct();
    const second = await sellerWithProduct();
    const hash = await chain.transfer(first.receiver, '12.5');
    await first.order(hash);
    // One call at a time: a second rejection left unawaited while the first is checked fails the run.
    for (const again of [
      () => first.order(hash),
      () => second.order(hash.toUpperCase().replace('0X', '0x')),
    ]) {
      const error = await failure(again());
      expect(apiErrorStatus(error)).toBe(409);
      expect(apiErrorMessage(error)).toBe('This transaction was already used for an order');
    }
  });
});

describe('a payment that never confirms', () => {
  async function failedWith(orderId: string): Promise<string | null> {
    const receipt = await receiptWhen(server, orderId, (seen) => seen.status !== 'Pending');
    expect(receipt.status).toBe('TransactionFailed');
    return receipt.failureReason;
  }

  it('an underpayment fails with the amounts, and takes no credits', async () => {
    const { seller, receiver, order } = await sellerWithProduct();
    const placed = await order(await chain.transfer(receiver, '12.499999'));
    expect(await failedWith(placed.id)).toBe(
      'Underpaid: 12.499999 tUSDC received, the order total is 12.5 tUSDC',
    );
    expect(await creditsOf(seller)).toBe('10.000000');
    expect(await noticesOf(placed.id)).toEqual(['order.created', 'order.failed']);
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, placed.id), eq(notifications.kind, 'order.failed')));
    expect(notice?.title).toBe('Transaction failed');
    expect(notice?.message).toContain('Underpaid');
    const seen = await seller.browser.call((client) => client.orders.get({ id: placed.id }));
    expect(seen.failureReason).toBe('Underpaid: 12.499999 tUSDC received, the order total is 12.5 tUSDC');
  });

  it('a transfer to another address than the receiver fails', async () => {
    const { order } = await sellerWithProduct();
    const stranger = '0x000000000000000000000000000000000000dEaD';
    const placed = await order(await chain.transfer(stranger, '12.5'));
    expect(await failedWith(placed.id)).toMatch(
      /^The tUSDC transfer went to 0x0000…dEaD, not to the store's receiver/,
    );
  });

  it('a transfer of another token fails, even with the right amount and receiver', async () => {
    const { receiver, order } = await sellerWithProduct();
    const otherToken = await chain.deployOtherToken();
    const placed = await order(await chain.transfer(receiver, '12.5', { token: otherToken }));
    expect(await failedWith(placed.id)).toMatch(
      /^The transaction transfers another token \(0x[0-9a-fA-F]{4}…/,
    );
  });

  it('a payment claimed by another sender fails', async () => {
    const { receiver, order } = await sellerWithProduct();
    const hash = await chain.transfer(receiver, '12.5');
    // Someone else claims the customer's payment as theirs.
    const placed = await order(hash, '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC');
    expect(await failedWith(placed.id)).toBe(
      "The tUSDC transfer came from 0x7099…79C8, not from the order's sender 0x3C44…93BC",
    );
  });

  it('a reverted transaction stays Pending while unmined, then fails', async () => {
    const { receiver, order } = await sellerWithProduct();
    await chain.setAutomine(false);
    let placedId: string;
    try {
      // More than the customer holds: the transfer reverts when mined (gas given, so nothing is simulated).
      const hash = await chain.transfer(receiver, '2000000', { gas: 100_000n });
      const placed = await order(hash);
      placedId = placed.id;
      // In the mempool: known, not mined, nothing to judge yet.
      await new Promise((resolve) => setTimeout(resolve, 600));
      const waiting = await anonymous(server).call((client) => client.orders.receipt({ id: placed.id }));
      expect(waiting).toMatchObject({ status: 'Pending', confirmations: 0 });
      await chain.mine(1);
    } finally {
      await chain.setAutomine(true);
    }
    expect(await failedWith(placedId)).toBe('The transaction was reverted: no tokens were transferred');
  });

  it('an unknown transaction fails once the chain has had time to show it', async () => {
    const { order } = await sellerWithProduct();
    const placed = await order(randomHash());
    const early = await anonymous(server).call((client) => client.orders.receipt({ id: placed.id }));
    expect(early.status).toBe('Pending');
    expect(await failedWith(placed.id)).toBe(
      'The transaction was not found on Local chain within 3 seconds of the order',
    );
  });

  it('a payment sent on another chain is not found on the order’s chain, and fails', async () => {
    const { receiver, order } = await sellerWithProduct();
    const elsewhere = await startPaymentChain();
    try {
      // The same accounts and token exist on the other node, but the order says chain 31337, whose
      // RPC is this file's chain: the transaction is not there.
      await elsewhere.transfer(receiver, '1');
      const hash = await elsewhere.transfer(receiver, '12.5');
      const placed = await order(hash);
      expect(await failedWith(placed.id)).toMatch(/^The transaction was not found on Local chain/);
    } finally {
      await elsewhere.stop();
    }
  });

  it('a pending order the seller cancels is never confirmed afterwards', async () => {
    const { seller, receiver, order } = await sellerWithProduct();
    const placed = await order(await chain.transfer(receiver, '12.5'));
    await receiptWhen(server, placed.id, (receipt) => receipt.confirmations === 1);
    await seller.browser.call((client) => client.orders.cancel({ id: placed.id }));
    await chain.mine(2);
    await new Promise((resolve) => setTimeout(resolve, 800));
    const seen = await anonymous(server).call((client) => client.orders.receipt({ id: placed.id }));
    expect(seen.status).toBe('Cancelled');
    expect(await creditsOf(seller)).toBe('10.000000');
  });
});

describe('verification survives a restart', () => {
  it('a pending order left by a stopped server is confirmed by the next one on start', async () => {
    // A database of its own, so no other server's worker can confirm the order in between.
    const database = await openTestDatabase();
    const config = loadConfig({ HOST: '127.0.0.1', PORT: '0', ...env(chain.chain.rpcUrl) });
    const first = await startServer({ config, database: database.database });
    let orderId: string;
    try {
      const seller = await readySeller({ ...server, url: first.url, testDatabase: database, running: first });
      const productId = await insertProduct(database.database.db, seller.userId, { price: '5' });
      const receiver = await receiverOf(seller);
      const hash = await chain.transfer(receiver, '5');
      const placed = await anonymous({ ...server, url: first.url }).call((client) =>
        client.orders.create(
          orderInput([{ productId, quantity: 1 }], { hash, sender: chain.customer.address }),
        ),
      );
      orderId = placed.id;
      await receiptWhen({ url: first.url }, orderId, (receipt) => receipt.confirmations === 1);
    } finally {
      await first.close();
    }
    try {
      // While no server runs, the chain moves on; the order is still Pending in the database.
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
