import { chainById, MIN_CREDITS_PER_ORDER_USD } from '@suite/shared';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { checkoutSettings, orders, paymentRequests, products } from '../db/schema';
import { buyerReceiptMail, sellerNewOrderMail } from '../mail/order-mails';
import { queueMail } from '../mail/mail-outbox';
import type { Services } from '../orpc';
import type { Executor } from '../procedures/commerce-common';
import { addCredits, chargeCredits } from '../procedures/credits-ledger';
import { fromMicros, toMicros } from '../procedures/decimal';
import { itemsOfOrders } from '../procedures/order-view';
import { recordOrderEvent } from './order-events';
import {
  feesOf,
  latestConfirmations,
  paymentSums,
  readPaymentLogs,
  recordPaymentLogs,
  type PaymentLog,
  type PaymentRequestRow,
} from './payment-requests';
import { receiptSecret, receiptToken, receiptUrl } from './receipt-links';
import { workerLoop, type WorkerLoop } from './worker-loop';

/** Requests claimed per query; a claim holds a request for LEASE_MS so another API instance skips it. */
const BATCH = 20;
const LEASE_MS = 60_000;
/** The longest wait between checks (an unreachable RPC, an underpaid order nobody settles). */
const MAX_BACKOFF_MS = 5 * 60_000;
/** At most one log line per chain per minute while its RPC fails. */
const RPC_LOG_EVERY_MS = 60_000;

/** What settling a request queued, so the caller wakes the workers after the commit. */
export interface Settled {
  webhookQueued: boolean;
  mailQueued: boolean;
}

export interface PaymentWorker extends WorkerLoop {
  /** Reads the chain for one request now and applies what it says (tests; the loop does the same). */
  checkRequest(request: PaymentRequestRow): Promise<void>;
}

function chainName(chainId: number): string {
  return chainById(chainId)?.name ?? `chain ${chainId}`;
}

/** "60 minutes", "3 seconds": how long an order waited for a payment. */
function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.round(seconds / 60)} minutes`;
}

/**
 * Applies what the chain says of an order's payment, in the caller's transaction (which holds the
 * request's row lock): the first payment seen makes the order known to the seller ('created'), the
 * total confirmed confirms it (0.5 USD of credits, e-mails to the buyer and the seller), and an order
 * without any payment when its time is up is cancelled as expired.
 */
async function applyToOrder(
  tx: Executor,
  services: Pick<Services, 'config' | 'log'>,
  request: PaymentRequestRow,
  sums: ReturnType<typeof paymentSums>,
  firstHash: string | undefined,
  confirmations: number,
  anySeen: boolean,
): Promise<Settled & { open: boolean }> {
  const settled = { webhookQueued: false, mailQueued: false };
  if (!request.orderId) throw new Error(`Order payment request ${request.id} has no order`);
  const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId)).for('update');
  if (!order) return { ...settled, open: false };
  if (order.status !== 'Pending') {
    // The seller settled it meanwhile (cancelled, refunded, accepted): nothing more to wait for.
    await tx
      .update(paymentRequests)
      .set({ status: 'closed', nextCheckAt: null })
      .where(eq(paymentRequests.id, request.id));
    return { ...settled, open: false };
  }
  const now = new Date();
  // The price and every marketplace fee: a short fee holds the order back like a short price.
  const paid = sums.paid;
  const expired = !anySeen && now >= request.expiresAt;
  const [updated] = await tx
    .update(orders)
    .set({
      hash: order.hash ?? firstHash ?? null,
      paidAmount: sums.confirmed > 0n ? fromMicros(sums.confirmed) : null,
      overpaidAmount: sums.confirmed > sums.due ? fromMicros(sums.confirmed - sums.due) : null,
      confirmations,
      ...(paid ? { status: 'PaymentConfirmed' as const, confirmedAt: now } : {}),
      ...(expired
        ? {
            status: 'Cancelled' as const,
            failureReason: `No payment arrived within ${duration(services.config.payments.windowMs)} of the order`,
          }
        : {}),
      updatedAt: now,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new Error(`Order ${order.id} vanished while settling its payment`);

  if (!order.hash && firstHash)
    settled.webhookQueued = (await recordOrderEvent(tx, updated, 'created')) || settled.webhookQueued;
  if (paid) {
    await tx
      .update(paymentRequests)
      .set({ status: 'paid', receivedAmount: fromMicros(sums.confirmed), nextCheckAt: null, updatedAt: now })
      .where(eq(paymentRequests.id, request.id));
    const charged = await chargeCredits(
      tx,
      updated.ownerId,
      MIN_CREDITS_PER_ORDER_USD,
      'order',
      `Order ${updated.id}`,
    );
    // The store had the credits when the order was placed; a payment received is confirmed anyway.
    if (!charged)
      services.log.warn(
        { orderId: updated.id },
        'Order confirmed without its fee: the store ran out of credits',
      );
    settled.webhookQueued = (await recordOrderEvent(tx, updated, 'confirmed')) || settled.webhookQueued;
    settled.mailQueued = await queueOrderMails(tx, services, updated);
    return { ...settled, open: false };
  }
  if (expired) {
    await tx
      .update(paymentRequests)
      .set({ status: 'expired', nextCheckAt: null, updatedAt: now })
      .where(eq(paymentRequests.id, request.id));
    return { ...settled, open: false };
  }
  await tx
    .update(paymentRequests)
    .set({ receivedAmount: fromMicros(sums.confirmed), updatedAt: now })
    .where(eq(paymentRequests.id, request.id));
  return { ...settled, open: true };
}

/** The buyer's receipt and the seller's new-order message of a confirmed order, queued with it. */
export async function queueOrderMails(
  tx: Executor,
  services: Pick<Services, 'config' | 'log'>,
  order: typeof orders.$inferSelect,
): Promise<boolean> {
  const items = (await itemsOfOrders(tx, [order.id])).get(order.id) ?? [];
  const productIds = items.flatMap((item) => (item.productId ? [item.productId] : []));
  const digital =
    productIds.length > 0 &&
    (
      await tx
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, productIds), eq(products.digital, true)))
        .limit(1)
    ).length > 0;
  const link = receiptUrl(services.config, order, receiptToken(await receiptSecret(tx), order.id));
  const [settings] = await tx
    .select({ email: checkoutSettings.receiverEmail })
    .from(checkoutSettings)
    .where(eq(checkoutSettings.ownerId, order.ownerId));
  const toBuyer = await queueMail(tx, buyerReceiptMail(order, items, link, digital));
  const toSeller = await queueMail(tx, sellerNewOrderMail(order, items, settings?.email));
  return toBuyer || toSeller;
}

/** Credits top-ups: every confirmed payment is credited once (the row lock and `creditedAmount` see to it). */
async function applyToCredits(
  tx: Executor,
  request: PaymentRequestRow,
  sums: ReturnType<typeof paymentSums>,
  anySeen: boolean,
): Promise<{ open: boolean }> {
  const now = new Date();
  const delta = sums.confirmed - toMicros(request.creditedAmount);
  if (delta > 0n) {
    await addCredits(
      tx,
      request.ownerId,
      fromMicros(delta),
      'top-up',
      `Credits bought: ${fromMicros(delta)} USD paid on ${chainName(request.chainId)}`,
    );
  }
  const paid = sums.confirmed >= sums.due;
  const expired = !anySeen && now >= request.expiresAt;
  await tx
    .update(paymentRequests)
    .set({
      receivedAmount: fromMicros(sums.confirmed),
      creditedAmount: fromMicros(sums.confirmed),
      ...(paid ? { status: 'paid' as const, nextCheckAt: null } : {}),
      ...(expired ? { status: 'expired' as const, nextCheckAt: null } : {}),
      updatedAt: now,
    })
    .where(eq(paymentRequests.id, request.id));
  return { open: !paid && !expired };
}

/**
 * Applies payment logs to a request: records them (each once), then, under the request's row lock
 * (so two API instances, or the worker and a customer's report, never apply the same payment
 * twice), updates the order or credits what was paid. `complete` says the logs are all the chain
 * has for the request (the worker's read), not one reported transaction's.
 */
export async function settleRequest(
  services: Pick<Services, 'db' | 'config' | 'log'>,
  requestId: string,
  logs: PaymentLog[],
  head: bigint,
  complete: boolean,
): Promise<Settled> {
  const { db, config } = services;
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(paymentRequests)
      .where(eq(paymentRequests.id, requestId))
      .for('update');
    if (!request) return { webhookQueued: false, mailQueued: false };
    const payments = await recordPaymentLogs(tx, request, logs, head, complete);
    if (request.status !== 'open') return { webhookQueued: false, mailQueued: false };
    const fees = (await feesOf(tx, [request.id])).get(request.id) ?? [];
    const sums = paymentSums(request, payments, fees);
    const anySeen = payments.length > 0;
    let outcome: Settled & { open: boolean };
    if (request.purpose === 'order') {
      outcome = await applyToOrder(
        tx,
        services,
        request,
        sums,
        payments[0]?.txHash,
        latestConfirmations(payments, head),
        anySeen,
      );
    } else {
      outcome = {
        webhookQueued: false,
        mailQueued: false,
        ...(await applyToCredits(tx, request, sums, anySeen)),
      };
    }
    if (outcome.open) {
      // Seen but not deep enough: soon. Underpaid or nothing yet: at the interval, slower as checks go by.
      const delay =
        sums.anyPending || !anySeen
          ? config.payments.checkIntervalMs
          : Math.min(config.payments.checkIntervalMs * 6, MAX_BACKOFF_MS);
      await tx
        .update(paymentRequests)
        .set({ nextCheckAt: new Date(Date.now() + delay) })
        .where(and(eq(paymentRequests.id, request.id), eq(paymentRequests.status, 'open')));
    }
    return { webhookQueued: outcome.webhookQueued, mailQueued: outcome.mailQueued };
  });
}

/**
 * The payment worker: every open payment request (an order's, a credits top-up's) has the proxy's
 * logs with its reference read until it is paid, expires, or is closed by the seller — on start (so
 * a restart resumes every check), every `checkIntervalMs`, and when kicked (a new order, a reported
 * transaction). Its schedule lives in the database (`next_check_at`), so nothing is lost on a crash.
 */
export function createPaymentWorker(
  services: Pick<Services, 'db' | 'config' | 'verifier' | 'log'>,
  wake: { webhooks: () => void; mail: () => void },
): PaymentWorker {
  const { db, config } = services;
  const interval = config.payments.checkIntervalMs;
  const lastRpcLog = new Map<number, number>();
  let started = false;

  async function claimDue(now: Date): Promise<PaymentRequestRow[]> {
    const due = db
      .select({ id: paymentRequests.id })
      .from(paymentRequests)
      .where(and(eq(paymentRequests.status, 'open'), lte(paymentRequests.nextCheckAt, now)))
      .orderBy(asc(paymentRequests.nextCheckAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(paymentRequests)
      .set({
        nextCheckAt: new Date(now.getTime() + LEASE_MS),
        checkAttempts: sql`${paymentRequests.checkAttempts} + 1`,
      })
      .where(and(inArray(paymentRequests.id, due), eq(paymentRequests.status, 'open')))
      .returning();
  }

  async function backOff(request: PaymentRequestRow, error: unknown): Promise<void> {
    const last = lastRpcLog.get(request.chainId) ?? 0;
    if (Date.now() - last > RPC_LOG_EVERY_MS) {
      lastRpcLog.set(request.chainId, Date.now());
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      services.log.warn(
        { chainId: request.chainId, reason: message },
        'Payment checks failed; retrying with backoff',
      );
    }
    const delay = Math.min(interval * 2 ** Math.min(request.checkAttempts, 16), MAX_BACKOFF_MS);
    await db
      .update(paymentRequests)
      .set({ nextCheckAt: new Date(Date.now() + delay) })
      .where(and(eq(paymentRequests.id, request.id), eq(paymentRequests.status, 'open')));
  }

  async function checkRequest(request: PaymentRequestRow): Promise<void> {
    const client = services.verifier.clientFor(request.chainId);
    let logs: PaymentLog[];
    let head: bigint;
    try {
      logs = await readPaymentLogs(client, request);
      head = await client.getBlockNumber({ cacheTime: 0 });
    } catch (error) {
      await backOff(request, error);
      return;
    }
    const settled = await settleRequest(services, request.id, logs, head, true);
    if (settled.webhookQueued) wake.webhooks();
    if (settled.mailQueued) wake.mail();
  }

  async function tick(): Promise<void> {
    if (!started) {
      started = true;
      // On start, every open request is due at once, whatever its backoff said.
      const now = new Date();
      await db
        .update(paymentRequests)
        .set({ nextCheckAt: now })
        .where(and(eq(paymentRequests.status, 'open'), gt(paymentRequests.nextCheckAt, now)));
    }
    for (;;) {
      const claimed = await claimDue(new Date());
      // One failing request must not hold the others back.
      const results = await Promise.allSettled(claimed.map(checkRequest));
      for (const result of results) {
        if (result.status === 'rejected')
          services.log.error({ err: result.reason }, 'Checking a payment failed');
      }
      if (claimed.length < BATCH) return;
    }
  }

  return { ...workerLoop('payment worker', interval, tick, services.log), checkRequest };
}
