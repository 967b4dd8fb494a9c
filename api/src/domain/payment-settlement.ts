// Settling a payment request: what the payments the chain shows do to its order (seen, confirmed,
// expired: with its credits fee, events and e-mails) or to its credits top-up. The payment worker
// applies what it reads; a customer's reported transaction is applied the same way at once.
import { and, asc, eq, gt, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { OrderStatus } from '@suite/shared';
import { BaseError, type Hex } from 'viem';
import type { Executor } from '../db';
import { checkoutSettings, orderItems, orders, paymentRequests, receivedPayments } from '../db/schema';
import { invalidInput, rpcUnreadable } from '../errors';
import { queueMail } from '../mail/mail-outbox';
import { buyerReceiptMail, sellerNewOrderMail } from '../mail/order-mails';
import type { Services } from '../services';
import { chainName } from './chains';
import { addCredits, chargeOrderFee } from './credits-ledger';
import { fromMicros, toMicros } from './decimal';
import { recordOrderEvent, toldOrderEvent, type OrderEvent } from './order-events';
import { orderFailure } from './order-failure';
import { itemsOfOrders, listedNftOf } from './order-view';
import {
  feeRecipientsOf,
  feesOf,
  latestConfirmations,
  MAX_CHECK_DELAY_MS,
  paymentSums,
  paymentsInTransaction,
  recordPaymentLogs,
  REVERTED_TRANSACTION,
  lateCheckAt,
  scheduleNextCheck,
  type LogScan,
  type PaymentLog,
  type PaymentRequestRow,
} from './payment-requests';
import { receiptSecret, receiptToken, receiptUrl } from './receipt-links';
import { soldNfts } from './site-sales';

/** What settling a request queued, so the caller wakes the workers after the commit. */
export interface Settled {
  webhookQueued: boolean;
  mailQueued: boolean;
}

/** Where a settled request stands: still waited on, or expired (and then watched for a late payment). */
interface Outcome {
  open: boolean;
  expired: boolean;
}

/**
 * What a transfer to an order the seller settled is told as. A request is closed by the seller's
 * refund or accept (a fully paid one is `paid`, not settled again: `tellPaidAgain`), so a confirmed
 * or finalized order here is one whose short payment was accepted.
 */
const PAID_AFTER_SETTLED: Partial<Record<OrderStatus, OrderEvent>> = {
  Refunded: 'paidAfterRefund',
  PaymentConfirmed: 'paidAfterAccept',
  Finalized: 'paidAfterAccept',
};

/**
 * Applies what the chain says of an order's payment, in the caller's transaction (which holds the
 * request's row lock): the first payment seen makes the order known to the seller ('created'), the
 * total confirmed confirms it (0.5 USD of credits, e-mails to the buyer and the seller), and an order
 * without any payment when its time is up (`expired`) is cancelled. A payment that comes after that
 * (a wallet prompt left open past the window) takes the order up again: the buyer paid the seller for
 * it, so it waits for its confirmations and is confirmed like any other, not left Cancelled.
 */
async function applyToOrder(
  tx: Executor,
  services: Pick<Services, 'config' | 'log'>,
  request: PaymentRequestRow,
  sums: ReturnType<typeof paymentSums>,
  firstHash: string | undefined,
  confirmations: number,
  anySeen: boolean,
  expired: boolean,
  /** Micro-USD to the seller in the transfers this settling recorded first. */
  freshMicros: bigint,
): Promise<Settled & Outcome> {
  const settled = { webhookQueued: false, mailQueued: false, expired: false };
  if (!request.orderId) throw new Error(`Order payment request ${request.id} has no order`);
  const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for('update');
  if (!order) return { ...settled, open: false };
  // An order whose payment transaction failed still waits for its payment, as a Pending one.
  const failed = order.status === 'TransactionFailed';
  // Cancelled because nothing was paid in time (its request expired; the seller's Cancel closes it).
  const late = request.status === 'expired' && order.status === 'Cancelled' && anySeen;
  if (order.status !== 'Pending' && !failed && !late) {
    // The seller settled it meanwhile (cancelled, refunded, accepted): nothing more to wait for.
    await tx
      .update(paymentRequests)
      .set({ status: 'closed', nextCheckAt: null })
      .where(eq(paymentRequests.id, request.id));
    // Money that reached an order the seller had cancelled: the Cancel stands, the order names the
    // transfer, and the seller is told once to return it (the order can then be refunded).
    if (order.status === 'Cancelled' && anySeen) {
      const [named] = await tx
        .update(orders)
        .set({ hash: firstHash ?? null, updatedAt: new Date() })
        .where(eq(orders.id, order.id))
        .returning();
      if (named && !(await toldOrderEvent(tx, order.id, 'paidAfterCancel'))) {
        const received = fromMicros(sums.confirmed + sums.pending);
        settled.webhookQueued = await recordOrderEvent(tx, named, 'paidAfterCancel', received);
      }
    }
    // Money that came after the seller refunded the order or accepted its short payment: told for
    // each transfer, the once it is recorded (ADR 0038).
    const after = PAID_AFTER_SETTLED[order.status];
    if (after && freshMicros > 0n) {
      settled.webhookQueued = await recordOrderEvent(tx, order, after, fromMicros(freshMicros));
    }
    return { ...settled, open: false };
  }
  // Its NFT was sold to another order while nothing reached this one (`closeSoldListing` skipped it
  // while it was being checked): cancelled as sold now.
  const nft = listedNftOf(order);
  if (!anySeen && request.status === 'open' && nft && (await soldNfts(tx, order.ownerId, [nft])).length > 0) {
    await cancelAsSold(tx, services.config, request);
    return { ...settled, open: false };
  }
  const now = new Date();
  // The price and every marketplace fee: a short fee holds the order back like a short price.
  const paid = sums.paid;
  const [updated] = await tx
    .update(orders)
    .set({
      // The first transfer still on the chain: one a reorganisation took away is no longer named.
      hash: firstHash ?? null,
      paidAmount: sums.confirmed > 0n ? fromMicros(sums.confirmed) : null,
      overpaidAmount: sums.confirmed > sums.due ? fromMicros(sums.confirmed - sums.due) : null,
      confirmations,
      // A payment after a failed transaction, or after the order expired: the order waits for the
      // rest as any paid one.
      ...((failed || late) && anySeen
        ? { status: 'Pending' as const, failure: null, failureReason: null }
        : {}),
      ...(paid ? { status: 'PaymentConfirmed' as const, confirmedAt: now } : {}),
      // An order whose transaction failed keeps saying so when its time is up.
      ...(expired && !failed
        ? {
            status: 'Cancelled' as const,
            ...orderFailure({ code: 'expired', windowMs: services.config.payments.windowMs }, order.chainId),
          }
        : {}),
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new Error(`Order ${order.id} vanished while settling its payment`);

  // Told once, even when the transfer that made it known was taken away and another came after it.
  if (!order.hash && firstHash && !(await toldOrderEvent(tx, order.id, 'created')))
    settled.webhookQueued = (await recordOrderEvent(tx, updated, 'created')) || settled.webhookQueued;
  if (paid) {
    await tx
      .update(paymentRequests)
      .set({ status: 'paid', receivedAmount: fromMicros(sums.confirmed), nextCheckAt: null, updatedAt: now })
      .where(eq(paymentRequests.id, request.id));
    await chargeOrderFee(tx, updated.ownerId, updated.id);
    await closeSoldListing(tx, services.config, updated);
    settled.webhookQueued = (await recordOrderEvent(tx, updated, 'confirmed')) || settled.webhookQueued;
    settled.mailQueued = await queueOrderMails(tx, services, updated);
    return { ...settled, open: false };
  }
  if (expired) {
    await tx
      .update(paymentRequests)
      .set({ status: 'expired', nextCheckAt: null, updatedAt: now })
      .where(eq(paymentRequests.id, request.id));
    // A seller told of a payment that a reorganisation then took away hears how the order ended.
    if (!failed && (await toldOrderEvent(tx, order.id, 'created')))
      settled.webhookQueued = (await recordOrderEvent(tx, updated, 'cancelled')) || settled.webhookQueued;
    return { ...settled, open: false, expired: true };
  }
  await tx
    .update(paymentRequests)
    .set({ status: 'open', receivedAmount: fromMicros(sums.confirmed), updatedAt: now })
    .where(eq(paymentRequests.id, request.id));
  return { ...settled, open: true };
}

/**
 * An NFT sells once (ADR 0033): once an order naming it is paid, the seller's other orders for it that
 * no payment has reached are cancelled as sold, so that their buyers read it before they pay. Their
 * requests are left expired and watched for a while, as those of an order whose time ran out: a
 * payment already on its way still takes its order up again (ADR 0031), and the seller refunds it.
 * A request another settlement holds right now is skipped: that order may be getting paid; if it is
 * not, its own settlement cancels it (`applyToOrder`).
 */
export async function closeSoldListing(
  tx: Executor,
  config: Pick<Services['config'], 'payments'>,
  order: typeof orders.$inferSelect,
): Promise<void> {
  const nft = listedNftOf(order);
  if (!nft) return;
  const others = await tx
    .select({ request: paymentRequests })
    .from(paymentRequests)
    .innerJoin(orders, eq(orders.id, paymentRequests.orderId))
    .where(
      and(
        eq(orders.ownerId, order.ownerId),
        eq(orders.nftChainId, nft.chainId),
        eq(orders.nftContractAddress, nft.contractAddress),
        eq(orders.nftTokenId, nft.tokenId),
        ne(orders.id, order.id),
        inArray(orders.status, ['Pending', 'TransactionFailed']),
        eq(paymentRequests.status, 'open'),
        notExists(
          tx
            .select({ id: receivedPayments.id })
            .from(receivedPayments)
            .where(eq(receivedPayments.requestId, paymentRequests.id)),
        ),
      ),
    )
    .orderBy(asc(paymentRequests.id))
    .for('update', { of: paymentRequests, skipLocked: true });
  for (const { request } of others) await cancelAsSold(tx, config, request);
}

/**
 * Cancels a Pending or failed order whose NFT another order bought (its request locked by the caller),
 * and leaves its request expired and watched for a late payment, as an order whose time ran out.
 */
async function cancelAsSold(
  tx: Executor,
  config: Pick<Services['config'], 'payments'>,
  request: PaymentRequestRow,
): Promise<void> {
  if (!request.orderId) return;
  const now = new Date();
  await tx
    .update(orders)
    .set({ status: 'Cancelled', ...orderFailure({ code: 'sold' }, request.chainId), updatedAt: now })
    .where(and(eq(orders.id, request.orderId), inArray(orders.status, ['Pending', 'TransactionFailed'])));
  await tx
    .update(paymentRequests)
    .set({ status: 'expired', nextCheckAt: lateCheckAt(config, request, now.getTime()), updatedAt: now })
    .where(eq(paymentRequests.id, request.id));
}

/** The buyer's receipt and the seller's new-order message of a confirmed order, queued with it. */
export async function queueOrderMails(
  tx: Executor,
  services: Pick<Services, 'config' | 'log'>,
  order: typeof orders.$inferSelect,
): Promise<boolean> {
  const items = (await itemsOfOrders(tx, [order.id])).get(order.id) ?? [];
  // Whether the receipt page has content to show: what the order copied when it was placed.
  const digital =
    (
      await tx
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, order.id), gt(sql`length(${orderItems.content})`, 0)))
        .limit(1)
    ).length > 0;
  const link = receiptUrl(services.config, order, receiptToken(await receiptSecret(tx), order.id));
  const [settings] = await tx
    .select({ email: checkoutSettings.receiverEmail })
    .from(checkoutSettings)
    .where(eq(checkoutSettings.ownerId, order.ownerId));
  const toBuyer = await queueMail(tx, buyerReceiptMail(order, items, link, digital));
  const toSeller = await queueMail(tx, sellerNewOrderMail(order, items, settings?.email, services.config));
  return toBuyer || toSeller;
}

/**
 * Credits top-ups: every confirmed payment is credited once (the row lock and `creditedAmount` see
 * to it), whenever it comes — one sent as the top-up expired, or a second one after it was paid, is
 * the owner's money all the same. The request stays open while a payment it has seen is not yet
 * deep enough (a late one opens it again), is paid once the amount is confirmed, and expires only
 * with nothing seen.
 */
async function applyToCredits(
  tx: Executor,
  request: PaymentRequestRow,
  sums: ReturnType<typeof paymentSums>,
  expired: boolean,
): Promise<Outcome> {
  const now = new Date();
  const delta = sums.confirmed - toMicros(request.creditedAmount);
  if (delta > 0n) {
    await addCredits(
      tx,
      request.ownerId,
      fromMicros(delta),
      'top-up',
      `Credits bought: ${fromMicros(delta)} USD paid on ${chainName(request.chainId)}`,
      { chainId: request.chainId },
    );
  }
  const status = sums.anyPending
    ? 'open'
    : sums.confirmed >= sums.due
      ? 'paid'
      : expired || request.status === 'expired'
        ? 'expired'
        : 'open';
  await tx
    .update(paymentRequests)
    .set({
      receivedAmount: fromMicros(sums.confirmed),
      creditedAmount: fromMicros(sums.confirmed),
      status,
      ...(status === 'open' ? {} : { nextCheckAt: null }),
      updatedAt: now,
    })
    .where(eq(paymentRequests.id, request.id));
  return { open: status === 'open', expired: status === 'expired' };
}

/**
 * An expired request the worker read is read again later, until its late watch is over (ADR 0031):
 * a payment that comes after all, even one nobody reports, then takes the order up again or is
 * credited.
 */
async function watchLate(
  tx: Executor,
  config: Pick<Services['config'], 'payments'>,
  request: PaymentRequestRow,
): Promise<void> {
  await tx
    .update(paymentRequests)
    .set({ nextCheckAt: lateCheckAt(config, request) })
    .where(eq(paymentRequests.id, request.id));
}

/** Micro-USD to the seller in `payments` (a transfer's marketplace fee is not the seller's). */
function sellerMicros(payments: { amount: string }[]): bigint {
  return payments.reduce((total, payment) => total + toMicros(payment.amount), 0n);
}

/**
 * Money that reached an order already paid in full (the buyer paid again from a second tab or a
 * wallet prompt left open): the order stays as it is, and the seller is told of each such transfer,
 * the once it is recorded, to return it (ADR 0038). A paid order the seller refunded since says so.
 */
async function tellPaidAgain(tx: Executor, request: PaymentRequestRow, micros: bigint): Promise<boolean> {
  if (micros === 0n || !request.orderId) return false;
  const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for('update');
  if (!order) return false;
  const event = order.status === 'Refunded' ? 'paidAfterRefund' : 'paidAfterPaid';
  return recordOrderEvent(tx, order, event, fromMicros(micros));
}

/**
 * Applies payment logs to a request: records them (each once), then, under the request's row lock
 * (so two API instances, or the worker and a customer's report, never apply the same payment
 * twice), updates the order or credits what was paid. `scan` is the worker's read the logs are all
 * of (what it covered, up to where, and when); without it they are one reported transaction's.
 * Only a read that reached the head after the request's time was up can expire it.
 */
export async function settleRequest(
  services: Pick<Services, 'db' | 'config' | 'log'>,
  requestId: string,
  logs: PaymentLog[],
  head: bigint,
  scan?: LogScan,
): Promise<Settled> {
  const { db, config } = services;
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, requestId))
      .for('update');
    if (!request) return { webhookQueued: false, mailQueued: false };
    const { payments, fresh } = await recordPaymentLogs(tx, request, logs, head, scan);
    if (scan && scan.to >= scan.from && (request.scannedBlock === null || scan.to > request.scannedBlock)) {
      await tx
        .update(paymentRequests)
        .set({ scannedBlock: scan.to })
        .where(eq(paymentRequests.id, request.id));
    }
    // A top-up is credited whatever its state (applyToCredits); an order while it waits, or once
    // it expired or the seller closed it when a payment comes after all (applyToOrder: an expired
    // one is taken up again, one the seller closed stays closed and the seller is told). Money to
    // an order paid in full changes nothing but is told too (tellPaidAgain).
    const settles =
      request.status === 'open' ||
      (request.purpose === 'credits' && request.status !== 'closed') ||
      (request.purpose === 'order' && request.status !== 'paid' && payments.length > 0);
    if (!settles) {
      // An expired order the worker read without finding a payment: read again later, for a while.
      if (scan && request.status === 'expired') await watchLate(tx, config, request);
      const webhookQueued =
        request.purpose === 'order' && request.status === 'paid'
          ? await tellPaidAgain(tx, request, sellerMicros(fresh))
          : false;
      return { webhookQueued, mailQueued: false };
    }
    const fees = (await feesOf(tx, [request.id])).get(request.id) ?? [];
    const sums = paymentSums(request, payments, fees);
    const anySeen = payments.length > 0;
    const expired =
      !anySeen && scan !== undefined && scan.to >= scan.head && scan.checkedAt >= request.expiresAt;
    let outcome: Settled & Outcome;
    if (request.purpose === 'order') {
      outcome = await applyToOrder(
        tx,
        services,
        request,
        sums,
        payments[0]?.txHash,
        latestConfirmations(payments, head),
        anySeen,
        expired,
        sellerMicros(fresh),
      );
    } else {
      outcome = {
        webhookQueued: false,
        mailQueued: false,
        ...(await applyToCredits(tx, request, sums, expired)),
      };
    }
    if (outcome.open) {
      // A read that stopped short of the head: at once. Seen but not deep enough: soon. Underpaid or
      // nothing yet: at the interval, slower as checks go by.
      const delay =
        scan && scan.to < scan.head
          ? 0
          : sums.anyPending || !anySeen
            ? config.payments.checkIntervalMs
            : Math.min(config.payments.checkIntervalMs * 6, MAX_CHECK_DELAY_MS);
      await scheduleNextCheck(tx, request.id, delay, { read: scan !== undefined });
    } else if (outcome.expired && scan) {
      await watchLate(tx, config, request);
    }
    return { webhookQueued: outcome.webhookQueued, mailQueued: outcome.mailQueued };
  });
}

/** Wakes the workers for what a settlement queued, once it is committed. */
export function wakeAfter(services: Pick<Services, 'background'>, settled: Settled): void {
  if (settled.webhookQueued) services.background?.webhooks.kick();
  if (settled.mailQueued) services.background?.mail.kick();
}

/**
 * An order's payment transaction reverted on chain: the order says Transaction failed, and the seller
 * is told (notification, webhook `order.failed`). Only the wallet the order was placed with fails it,
 * only while nothing was paid for it, and only once; it still waits for its payment until it expires
 * (a payment then makes it Pending, or confirms it). Undefined when the order is not so failed.
 */
async function failOrderPayment(
  services: Pick<Services, 'db'>,
  requestId: string,
  hash: Hex,
  sender: Hex,
): Promise<Settled | undefined> {
  return services.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, requestId))
      .for('update');
    if (!request?.orderId || request.status !== 'open') return undefined;
    const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for('update');
    if (!order || order.senderAddress.toLowerCase() !== sender.toLowerCase()) return undefined;
    const settled = { webhookQueued: false, mailQueued: false };
    if (order.status === 'TransactionFailed') return settled;
    const [payment] = await tx
      .select({ id: receivedPayments.id })
      .from(receivedPayments)
      .where(eq(receivedPayments.requestId, request.id))
      .limit(1);
    if (order.status !== 'Pending' || payment) return undefined;
    const [updated] = await tx
      .update(orders)
      .set({
        status: 'TransactionFailed',
        ...orderFailure({ code: 'reverted', hash }, order.chainId),
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (!updated) throw new Error(`Order ${order.id} vanished while its payment failed`);
    settled.webhookQueued = await recordOrderEvent(tx, updated, 'failed');
    return settled;
  });
}

/**
 * A read of the chain for a reported transaction: the node failing to answer is the chain's fault,
 * not the request's (502, logged as a warning), and nothing is written.
 */
async function readingChain<T>(
  services: Pick<Services, 'log'>,
  chainId: number,
  read: () => Promise<T>,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof BaseError)) throw error;
    services.log.warn({ err: error, chainId }, 'Reading a reported payment from the chain failed');
    throw rpcUnreadable(chainId);
  }
}

/**
 * Applies a transaction a customer reported for `request`, without waiting for the worker: only its
 * logs of the proxy with the request's reference, to its receiver, count. The buyer's own call for
 * the order that reverted fails the order (`failOrderPayment`); one that carries nothing else is
 * refused on `hash` (400); one not mined yet changes nothing (the worker will see it); a chain whose
 * node does not answer changes nothing either (502). The payment worker is woken but for that.
 */
export async function settleReportedTransaction(
  services: Pick<Services, 'db' | 'config' | 'log' | 'verifier' | 'background'>,
  request: PaymentRequestRow,
  hash: Hex,
): Promise<void> {
  const client = services.verifier.clientFor(request.chainId);
  const feeRecipients = await feeRecipientsOf(services.db, request.id);
  const found = await readingChain(services, request.chainId, () =>
    paymentsInTransaction(client, request, feeRecipients, hash),
  );
  if (found.kind === 'refused') throw invalidInput({ hash: found.reason });
  if (found.kind === 'reverted') {
    const settled = await failOrderPayment(services, request.id, hash, found.sender);
    if (!settled) throw invalidInput({ hash: REVERTED_TRANSACTION });
    wakeAfter(services, settled);
    return;
  }
  if (found.kind === 'payments') {
    const head = await readingChain(services, request.chainId, () => client.getBlockNumber({ cacheTime: 0 }));
    wakeAfter(services, await settleRequest(services, request.id, found.logs, head));
  }
  services.background?.payments.kick();
}
