import {
  LOCAL_CHAIN_ID,
  type OrderCreateInput,
  type OrderPlaced,
  type OrderReceipt,
  type PaymentRequest,
} from '@suite/shared';
import { ASSET_STORE_DEFAULTS } from '@suite/shared/sections';
import type { WidgetConfig } from '@suite/shared/widget';
import { apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { testStablecoinAbi } from '@suite/chain';
import { count, eq } from 'drizzle-orm';
import { createPublicClient, getAddress, http, type Hex } from 'viem';
import { orders, paymentRequests, widgets } from '../src/db/schema';
import { failure, newWallet } from './support/accounts';
import {
  anonymous,
  insertProduct,
  orderInput,
  readySeller,
  setOrderStatus,
  type Seller,
} from './support/commerce';
import { receiptWhen, TEST_TOKEN, type PaymentChain } from './support/payments';
import { startChainServer, type TestServer } from './support/server';

// Sales through a site's asset store, paid for real on a Hardhat chain of this file's own. Marketplace
// fees (issue 17): the server decides the fees from the widget's settings, the buyer pays them through
// the proxy's fee slot with the order's reference, and the worker confirms the order only once the
// price AND every fee are on chain. Listings (ADR 0033): the order names the NFT bought, and a paid
// order closes its listing. Two confirmations, so every payment is seen waiting.
const CONFIRMATIONS = 2;

let chain: PaymentChain;
let server: TestServer;
let close: () => Promise<void>;
const db = () => server.testDatabase.database.db;

beforeAll(async () => {
  ({ server, chain, close } = await startChainServer({
    PAYMENT_CONFIRMATIONS: JSON.stringify({ [LOCAL_CHAIN_ID]: CONFIRMATIONS }),
  }));
}, 120_000);
afterAll(async () => {
  await close?.();
});

const NFT_CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

function storeConfig(
  fees: { recipient: string; amountPercentage: number }[],
  checkoutIds: string[],
): WidgetConfig {
  return {
    name: 'NFT shop',
    currency: 'USD',
    page: {
      title: 'Main',
      layout: { type: 'list' },
      sections: [
        {
          type: 'asset-store',
          version: 2,
          data: {
            ...ASSET_STORE_DEFAULTS,
            title: 'The vault',
            chainId: LOCAL_CHAIN_ID,
            contractAddress: NFT_CONTRACT,
            // One NFT at least; only those with a listing are for sale.
            tokenIds: ['1', ...checkoutIds.map((_, index) => String(index + 2))],
            listings: checkoutIds.map((checkoutId, index) => ({ tokenId: String(index + 2), checkoutId })),
          },
        },
      ],
    },
    fees: { marketplaceFees: fees, swapFee: null },
  };
}

async function createWidget(owner: Seller, config: WidgetConfig): Promise<number> {
  const widget = await owner.browser.call((client) =>
    client.widget.upsert({ config: JSON.stringify(config), kit: 'NFT' }),
  );
  return widget.id;
}

/** A seller with an NFT listed at 12.5 USD through a checkout, sold by the seller's asset store. */
async function listedNft(
  fees: { recipient: string; amountPercentage: number }[],
  price = '12.5',
  checkout: { editable?: boolean } = {},
) {
  const seller = await readySeller(server);
  const productId = await insertProduct(db(), seller.userId, { name: 'Ape #1', price });
  const { id: checkoutId } = await seller.browser.call((client) =>
    client.checkouts.create({
      title: 'Ape #1',
      description: 'One ape',
      items: [{ productId, quantity: 1 }],
      ...checkout,
    }),
  );
  const siteId = await createWidget(seller, storeConfig(fees, [checkoutId]));
  const place = (
    marketplaceSiteId: number | undefined,
    extra: Partial<OrderCreateInput> = {},
  ): Promise<OrderPlaced> =>
    anonymous(server).call((client) =>
      client.orders.create(
        orderInput([{ productId, quantity: 1 }], {
          sender: chain.customer.address,
          checkoutId,
          siteId: String(marketplaceSiteId ?? 'checkout-link'),
          ...(marketplaceSiteId === undefined ? {} : { marketplaceSiteId }),
          ...extra,
        }),
      ),
    );
  return { seller, productId, checkoutId, siteId, place };
}

function paymentOf(placed: OrderPlaced | OrderReceipt): PaymentRequest {
  const payment = 'order' in placed ? placed.order.payment : placed.payment;
  if (!payment) throw new Error('The order has no payment request');
  return payment;
}

const reader = () => createPublicClient({ transport: http(chain.chain.rpcUrl) });

async function balanceOf(address: string): Promise<bigint> {
  return reader().readContract({
    address: TEST_TOKEN,
    abi: testStablecoinAbi,
    functionName: 'balanceOf',
    args: [getAddress(address)],
  });
}

const settledOrShort = (receipt: OrderReceipt) =>
  receipt.status !== 'Pending' || receipt.payment?.progress === 'underpaid';

describe('the public checkout shows the marketplace fees of the site that sells it', () => {
  it('shows the seller’s widget fees with ?site, none without, none for a widget that does not list it', async () => {
    const recipient = newWallet().address;
    const { seller, checkoutId, siteId } = await listedNft([{ recipient, amountPercentage: 2.5 }]);
    const shown = await anonymous(server).call((client) =>
      client.publicCheckouts.get({ id: checkoutId, site: siteId }),
    );
    expect(shown.total).toBe('12.5');
    expect(shown.marketplaceFees).toEqual([
      { recipient: getAddress(recipient), percentage: 2.5, amount: '0.3125' },
    ]);
    const plain = await anonymous(server).call((client) => client.publicCheckouts.get({ id: checkoutId }));
    expect(plain.marketplaceFees).toEqual([]);
    // The buyer's way there keeps the site, so the order it places carries the same fees.
    expect(shown.payUrl).toBe(`http://localhost:3000/c/${checkoutId}?site=${siteId}`);
    expect(plain.payUrl).toBe(`http://localhost:3000/c/${checkoutId}`);

    // The same owner's widget without this checkout in an asset store adds nothing.
    const otherSite = await createWidget(seller, storeConfig([{ recipient, amountPercentage: 5 }], []));
    const notListed = await anonymous(server).call((client) =>
      client.publicCheckouts.get({ id: checkoutId, site: otherSite }),
    );
    expect(notListed.marketplaceFees).toEqual([]);
  });

  it('answers 400 naming the field for a site that is not a site id', async () => {
    const { checkoutId } = await listedNft([{ recipient: newWallet().address, amountPercentage: 2.5 }]);
    const response = await fetch(`${server.url}/api/checkouts/${checkoutId}/public?site=abc`);
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('site');
  });
});

describe('an order sold through an asset store pays its marketplace fees', () => {
  it('takes the fee from the buyer to the recipient in the same transaction and confirms the order', async () => {
    const recipient = newWallet().address;
    const { seller, siteId, place } = await listedNft([{ recipient, amountPercentage: 2.5 }]);
    const placed = await place(siteId);
    const payment = paymentOf(placed);
    expect(placed.order).toMatchObject({ status: 'Pending', amount: '12.5' });
    expect(payment).toMatchObject({ amount: '12.5', amountUnits: '12500000', progress: 'awaiting' });
    expect(payment.fees).toEqual([
      {
        recipient: getAddress(recipient),
        percentage: 2.5,
        amount: '0.3125',
        amountUnits: '312500',
        receivedAmount: '0',
        missingAmount: '0.3125',
        missingUnits: '312500',
      },
    ]);

    const receiverBefore = await balanceOf(payment.receiverAddress);
    const hashes = await chain.payWithFees(payment);
    // One fee recipient: one payment transaction (after the allowance).
    expect(hashes).toHaveLength(1);
    expect(await balanceOf(recipient)).toBe(312_500n);
    expect((await balanceOf(payment.receiverAddress)) - receiverBefore).toBe(12_500_000n);

    await chain.mine(1);
    const confirmed = await receiptWhen(server, placed.order.id, (receipt) => receipt.status !== 'Pending');
    expect(confirmed).toMatchObject({ status: 'PaymentConfirmed', paidAmount: '12.5', overpaidAmount: null });
    expect(paymentOf(confirmed)).toMatchObject({ progress: 'paid', missingAmount: '0' });
    expect(paymentOf(confirmed).fees[0]).toMatchObject({ receivedAmount: '0.3125', missingUnits: '0' });
    expect(paymentOf(confirmed).payments).toEqual([
      expect.objectContaining({
        amount: '12.5',
        feeAmount: '0.3125',
        feeAddress: getAddress(recipient),
        confirmed: true,
      }),
    ]);

    // The seller's order shows the fees of the sale.
    const order = await seller.browser.call((client) => client.orders.get({ id: placed.order.id }));
    expect(order.siteId).toBe(String(siteId));
    expect(order.payment?.fees).toEqual([
      expect.objectContaining({
        recipient: getAddress(recipient),
        amount: '0.3125',
        receivedAmount: '0.3125',
      }),
    ]);
  });

  it('pays two recipients (one extra call, same reference), rounding each fee down for the buyer', async () => {
    const first = newWallet().address;
    const second = newWallet().address;
    const { siteId, place } = await listedNft(
      [
        { recipient: first, amountPercentage: 2.5 },
        { recipient: second, amountPercentage: 1.33 },
      ],
      '10.000001',
    );
    const placed = await place(siteId);
    const payment = paymentOf(placed);
    // 10.000001 × 2.5 % = 0.250000025 → 0.25; × 1.33 % = 0.1330000133 → 0.133.
    expect(payment.fees.map((fee) => [fee.percentage, fee.amount, fee.amountUnits])).toEqual([
      [2.5, '0.25', '250000'],
      [1.33, '0.133', '133000'],
    ]);
    const hashes = await chain.payWithFees(payment);
    expect(hashes).toHaveLength(2);
    expect(await balanceOf(first)).toBe(250_000n);
    expect(await balanceOf(second)).toBe(133_000n);
    await chain.mine(1);
    const confirmed = await receiptWhen(server, placed.order.id, (receipt) => receipt.status !== 'Pending');
    expect(confirmed.status).toBe('PaymentConfirmed');
    expect(paymentOf(confirmed).payments).toHaveLength(2);
  });

  it('leaves an order with a short fee underpaid until the rest of the fee arrives', async () => {
    const recipient = newWallet().address;
    const { seller, siteId, place } = await listedNft([{ recipient, amountPercentage: 2.5 }]);
    const placed = await place(siteId);
    await chain.payWithFees(paymentOf(placed), { feeUnits: (due) => due - 1n });
    await chain.mine(1);
    const short = await receiptWhen(server, placed.order.id, settledOrShort);
    expect(short).toMatchObject({ status: 'Pending', paidAmount: '12.5' });
    expect(paymentOf(short)).toMatchObject({ progress: 'underpaid', missingAmount: '0' });
    expect(paymentOf(short).fees[0]).toMatchObject({
      receivedAmount: '0.312499',
      missingAmount: '0.000001',
      missingUnits: '1',
    });
    // Still short after more blocks: nothing confirms it but the missing unit.
    await chain.mine(2);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const stillShort = await anonymous(server).call((client) =>
      client.orders.receipt({ id: placed.order.id }),
    );
    expect(stillShort.status).toBe('Pending');

    // The buyer pays the rest: 0 to the seller, the missing unit of the fee, same reference.
    const rest = await chain.payWithFees(paymentOf(stillShort));
    expect(rest).toHaveLength(1);
    await chain.mine(1);
    const confirmed = await receiptWhen(server, placed.order.id, (receipt) => receipt.status !== 'Pending');
    expect(confirmed.status).toBe('PaymentConfirmed');
    expect(await balanceOf(recipient)).toBe(312_500n);
    expect((await seller.browser.call((client) => client.orders.get({ id: placed.order.id }))).status).toBe(
      'PaymentConfirmed',
    );
  });

  it('lets the seller settle an order only a fee reached: it can be refunded with the reason', async () => {
    const recipient = newWallet().address;
    const { seller, siteId, place } = await listedNft([{ recipient, amountPercentage: 2.5 }]);
    const placed = await place(siteId);
    // Whoever holds the order's reference can send the fee alone, nothing to the seller.
    await chain.payWithFees({ ...paymentOf(placed), missingUnits: '0' });
    await chain.mine(1);
    const short = await receiptWhen(server, placed.order.id, settledOrShort);
    expect(short.status).toBe('Pending');
    expect(paymentOf(short)).toMatchObject({ progress: 'underpaid', receivedAmount: '0' });
    expect(paymentOf(short).fees[0]).toMatchObject({ receivedAmount: '0.3125', missingAmount: '0' });
    // Before, only money to the seller made an order underpaid: Refund and Accept answered 409 and
    // the order stayed Pending for good (a payment reached it, so it neither expired nor cancelled).
    const refunded = await seller.browser.call((client) =>
      client.orders.refund({ id: placed.order.id, reason: 'Only the marketplace fee arrived' }),
    );
    expect(refunded.status).toBe('Refunded');
  });

  it('does not count a fee left out or sent to another address', async () => {
    const recipient = newWallet().address;
    const { seller, siteId, place } = await listedNft([{ recipient, amountPercentage: 2.5 }]);

    const unpaidFee = await place(siteId);
    await chain.payWithFees(paymentOf(unpaidFee), { feeUnits: () => 0n });
    const elsewhere = await place(siteId);
    const thief: Hex = getAddress(newWallet().address);
    await chain.payWithFees(paymentOf(elsewhere), { feeAddress: thief });
    await chain.mine(1);

    for (const placed of [unpaidFee, elsewhere]) {
      const short = await receiptWhen(server, placed.order.id, settledOrShort);
      expect(short).toMatchObject({ status: 'Pending', paidAmount: '12.5' });
      expect(paymentOf(short).progress).toBe('underpaid');
      expect(paymentOf(short).fees[0]).toMatchObject({ receivedAmount: '0', missingUnits: '312500' });
    }
    expect(await balanceOf(thief)).toBe(312_500n);
    expect(await balanceOf(recipient)).toBe(0n);
    // The seller may settle it like any underpaid order: accept what arrived.
    const accepted = await seller.browser.call((client) =>
      client.orders.acceptPayment({ id: unpaidFee.order.id }),
    );
    expect(accepted.status).toBe('PaymentConfirmed');
  });
});

describe('only the seller’s own site puts fees on a sale', () => {
  it('a widget of another owner listing the checkout adds no fee, and the price alone confirms', async () => {
    const { checkoutId, place } = await listedNft([]);
    const stranger = await readySeller(server);
    const strangerSite = await createWidget(stranger, storeConfig([], []));
    // A save now refuses another seller's checkout (section-references.test.ts); an older server
    // stored it, as written here.
    const listing = storeConfig([{ recipient: newWallet().address, amountPercentage: 10 }], [checkoutId]);
    await db()
      .update(widgets)
      .set({ config: JSON.stringify(listing) })
      .where(eq(widgets.id, strangerSite));
    const shown = await anonymous(server).call((client) =>
      client.publicCheckouts.get({ id: checkoutId, site: strangerSite }),
    );
    expect(shown.marketplaceFees).toEqual([]);

    const placed = await place(strangerSite);
    expect(paymentOf(placed).fees).toEqual([]);
    await chain.pay(paymentOf(placed));
    await chain.mine(1);
    const confirmed = await receiptWhen(server, placed.order.id, (receipt) => receipt.status !== 'Pending');
    expect(confirmed.status).toBe('PaymentConfirmed');
  });

  it('an unknown site adds no fee either', async () => {
    const { place } = await listedNft([{ recipient: newWallet().address, amountPercentage: 2.5 }]);
    const placed = await place(2_000_000_000);
    expect(paymentOf(placed).fees).toEqual([]);
  });
});

describe('a listed NFT: the order names it, and it sells once', () => {
  // storeConfig lists token 2 at the checkout; token 1 is in the store, not for sale.
  const LISTED = { chainId: LOCAL_CHAIN_ID, contractAddress: NFT_CONTRACT.toLowerCase(), tokenId: '2' };

  it('names the NFT on the order, shows it sold once paid, refuses another order, and reopens on refund', async () => {
    const { seller, checkoutId, siteId, place } = await listedNft([], '12.5', { editable: true });
    const shown = await anonymous(server).call((client) =>
      client.publicCheckouts.get({ id: checkoutId, site: siteId, token: '002' }),
    );
    expect(shown).toMatchObject({ listing: LISTED, sold: [], unavailableReason: null, editable: false });
    const plain = await anonymous(server).call((client) => client.publicCheckouts.get({ id: checkoutId }));
    expect(plain).toMatchObject({ listing: null, sold: [], editable: true });

    const placed = await place(siteId, { listingTokenId: '2' });
    expect(placed.order.listing).toEqual(LISTED);
    // Another buyer may still place an order while the first is unpaid: only a payment closes it.
    const second = await place(siteId, { listingTokenId: '2' });
    await chain.pay(paymentOf(placed));
    await chain.mine(1);
    const confirmed = await receiptWhen(server, placed.order.id, (receipt) => receipt.status !== 'Pending');
    expect(confirmed).toMatchObject({ status: 'PaymentConfirmed', listing: LISTED });

    // The seller's order says which NFT to deliver.
    const order = await seller.browser.call((client) => client.orders.get({ id: placed.order.id }));
    expect(order.listing).toEqual(LISTED);
    // And on which of the seller's sites it sold, by its name.
    expect(order).toMatchObject({ siteId: String(siteId), site: { id: siteId, name: 'NFT shop' } });
    const soldPage = await anonymous(server).call((client) =>
      client.publicCheckouts.get({ id: checkoutId, site: siteId, token: '2' }),
    );
    expect(soldPage).toMatchObject({ unavailableReason: 'This NFT has been sold.', sold: [LISTED] });
    const store = await anonymous(server).call((client) =>
      client.publicCheckouts.get({ id: checkoutId, site: siteId }),
    );
    expect(store).toMatchObject({ listing: null, sold: [LISTED], unavailableReason: null });

    const before = await db().select({ value: count() }).from(orders);
    const error = await failure(place(siteId, { listingTokenId: '2' }));
    expect(apiErrorStatus(error)).toBe(409);
    expect(error).toMatchObject({ data: { reason: 'listingSold' }, message: 'This NFT has been sold.' });
    expect(await db().select({ value: count() }).from(orders)).toEqual(before);
    // The order placed before the sale and not paid is cancelled with it: its buyer reads why.
    const closed = await receiptWhen(server, second.order.id, (receipt) => receipt.status !== 'Pending');
    expect(closed).toMatchObject({
      status: 'Cancelled',
      failure: { code: 'sold' },
      failureReason: 'The NFT of this order was sold to another buyer before any payment arrived',
      payment: { progress: 'expired' },
    });

    await seller.browser.call((client) => client.orders.refund({ id: placed.order.id }));
    const reopened = await anonymous(server).call((client) =>
      client.publicCheckouts.get({ id: checkoutId, site: siteId, token: '2' }),
    );
    expect(reopened).toMatchObject({ unavailableReason: null, sold: [] });
  });

  it('leaves an order for the NFT that a payment reached, and takes up a cancelled one whose payment comes after all', async () => {
    const { siteId, place } = await listedNft([]);
    const paid = await place(siteId, { listingTokenId: '2' });
    const short = await place(siteId, { listingTokenId: '2' });
    const late = await place(siteId, { listingTokenId: '2' });
    // One buyer paid part of it before the sale: that order stays, for the seller to settle.
    await chain.pay(paymentOf(short), { units: BigInt(paymentOf(short).amountUnits) / 10n });
    await chain.mine(CONFIRMATIONS);
    await receiptWhen(server, short.order.id, (receipt) => receipt.payment?.progress === 'underpaid');

    await chain.pay(paymentOf(paid));
    await chain.mine(1);
    const confirmed = await receiptWhen(server, paid.order.id, (receipt) => receipt.status !== 'Pending');
    expect(confirmed.status).toBe('PaymentConfirmed');
    const closed = await receiptWhen(server, late.order.id, (receipt) => receipt.status !== 'Pending');
    expect(closed).toMatchObject({ status: 'Cancelled', failure: { code: 'sold' } });
    expect(
      await anonymous(server).call((client) => client.orders.receipt({ id: short.order.id })),
    ).toMatchObject({ status: 'Pending', failure: null, payment: { progress: 'underpaid' } });

    // The last buyer's wallet sent it anyway: the payment still reaches its order (the seller refunds).
    const hash = await chain.pay(paymentOf(late));
    const seen = await anonymous(server).call((client) =>
      client.orders.reportPayment({ id: late.order.id, hash }),
    );
    expect(seen).toMatchObject({ status: 'Pending', failure: null, failureReason: null });
    await chain.mine(1);
    const taken = await receiptWhen(server, late.order.id, (receipt) => receipt.status !== 'Pending');
    expect(taken).toMatchObject({ status: 'PaymentConfirmed', listing: LISTED });
  });

  it('sells the NFT when the seller accepts a short payment for it: the other unpaid order is cancelled', async () => {
    const { seller, siteId, place } = await listedNft([]);
    const short = await place(siteId, { listingTokenId: '2' });
    const other = await place(siteId, { listingTokenId: '2' });
    await chain.pay(paymentOf(short), { units: BigInt(paymentOf(short).amountUnits) / 2n });
    await chain.mine(CONFIRMATIONS);
    await receiptWhen(server, short.order.id, (receipt) => receipt.payment?.progress === 'underpaid');
    expect(
      await anonymous(server).call((client) => client.orders.receipt({ id: other.order.id })),
    ).toMatchObject({ status: 'Pending' });

    await seller.browser.call((client) => client.orders.acceptPayment({ id: short.order.id }));
    // At once, or at its next check when the payment worker was reading it at that moment.
    const closed = await receiptWhen(server, other.order.id, (receipt) => receipt.status !== 'Pending');
    expect(closed).toMatchObject({ status: 'Cancelled', failure: { code: 'sold' } });
  });

  it('cancels at its next check an unpaid order whose NFT another order bought meanwhile', async () => {
    const { siteId, place } = await listedNft([]);
    const bought = await place(siteId, { listingTokenId: '2' });
    const other = await place(siteId, { listingTokenId: '2' });
    // Paid as the sale's own transaction would leave it, had it skipped the other order (being read).
    await setOrderStatus(db(), bought.order.id, 'PaymentConfirmed');
    const closed = await receiptWhen(server, other.order.id, (receipt) => receipt.status !== 'Pending');
    expect(closed).toMatchObject({
      status: 'Cancelled',
      failure: { code: 'sold' },
      payment: { progress: 'expired' },
    });
  });

  it('answers 400 on listingTokenId for a token not listed at this checkout, or without the site, and writes nothing', async () => {
    const { productId, siteId, place } = await listedNft([], '12.5', { editable: true });
    const before = await db().select({ value: count() }).from(orders);
    for (const extra of [
      { listingTokenId: '1' },
      { listingTokenId: 'two' },
      { listingTokenId: '2', marketplaceSiteId: undefined, siteId: 'checkout-link' },
    ]) {
      const error = await failure(place(siteId, extra));
      expect(apiErrorStatus(error)).toBe(400);
      expect(apiFieldErrors(error)).toHaveProperty('listingTokenId');
    }
    // A listed NFT sells at the checkout's quantity, though the checkout lets buyers change it.
    const more = await failure(place(siteId, { listingTokenId: '2', items: [{ productId, quantity: 2 }] }));
    expect(apiErrorStatus(more)).toBe(400);
    expect(apiFieldErrors(more)).toHaveProperty(['items.0.quantity']);
    expect(await db().select({ value: count() }).from(orders)).toEqual(before);
  });

  it('names no NFT, and no site of the seller, for the site of another owner that lists the checkout', async () => {
    const { seller, checkoutId, place } = await listedNft([]);
    const stranger = await readySeller(server);
    const strangerSite = await createWidget(stranger, storeConfig([], []));
    await db()
      .update(widgets)
      .set({ config: JSON.stringify(storeConfig([], [checkoutId])) })
      .where(eq(widgets.id, strangerSite));
    const shown = await anonymous(server).call((client) =>
      client.publicCheckouts.get({ id: checkoutId, site: strangerSite, token: '2' }),
    );
    expect(shown.listing).toBeNull();
    const placed = await place(strangerSite);
    const order = await seller.browser.call((client) => client.orders.get({ id: placed.order.id }));
    expect(order).toMatchObject({ siteId: String(strangerSite), site: null, listing: null });
  });
});

describe('bad input', () => {
  it('answers 400 with the failing field and writes nothing', async () => {
    const { productId, checkoutId } = await listedNft([
      { recipient: newWallet().address, amountPercentage: 2.5 },
    ]);
    const before = await db().select({ value: count() }).from(orders);
    const requestsBefore = await db().select({ value: count() }).from(paymentRequests);
    for (const marketplaceSiteId of [0, -1, 1.5, 'abc', 2 ** 31] as unknown as number[]) {
      const error = await failure(
        anonymous(server).call((client) =>
          client.orders.create(
            orderInput([{ productId, quantity: 1 }], {
              sender: chain.customer.address,
              checkoutId,
              marketplaceSiteId,
            }),
          ),
        ),
      );
      expect(apiErrorStatus(error)).toBe(400);
      expect(apiFieldErrors(error)).toHaveProperty('marketplaceSiteId');
    }
    expect(await db().select({ value: count() }).from(orders)).toEqual(before);
    expect(await db().select({ value: count() }).from(paymentRequests)).toEqual(requestsBefore);
  });
});
