import { MIN_CREDITS_PER_ORDER_USD } from '@suite/shared';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { isHex, type Hex } from 'viem';
import { requiredConfirmations } from '../config';
import { checkoutSettings, orders } from '../db/schema';
import type { Services } from '../orpc';
import { chargeCredits } from '../procedures/credits-ledger';
import { recordOrderEvent } from './order-events';
import { chainName, verifyPayment, type PaymentVerdict } from './payment-verifier';
import { workerLoop, type WorkerLoop } from './worker-loop';

type OrderRow = typeof orders.$inferSelect;

/** Orders claimed per query; a claim holds an order for LEASE_MS so another API instance skips it. */
const BATCH = 20;
const LEASE_MS = 60_000;
/** The longest wait between checks of an order whose chain cannot be read. */
const MAX_BACKOFF_MS = 5 * 60_000;
/** At most one log line per chain per minute while its RPC fails. */
const RPC_LOG_EVERY_MS = 60_000;

/** Stored hashes and addresses are 0x-hex by construction; a row that is not fails loudly. */
function hex(value: string): Hex {
  if (!isHex(value)) throw new Error(`Not a hex value: ${value}`);
  return value;
}

/** "30 minutes", "45 seconds": how long the chain was given to show a transaction. */
function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.round(seconds / 60);
  return `${minutes} minutes`;
}

export interface PaymentWorker extends WorkerLoop {
  /** Checks one order now (tests; the loop does the same for every due order). */
  checkOrder(order: OrderRow): Promise<void>;
}

/**
 * The payment worker: every Pending order is checked on chain until it confirms or fails, on start
 * (so a restart resumes every pending check), every `checkIntervalMs`, and when kicked (a new order).
 * The order's schedule lives in the database (`next_check_at`), so nothing is lost on a crash.
 */
export function createPaymentWorker(
  services: Pick<Services, 'db' | 'config' | 'verifier'>,
  onWebhookQueued: () => void,
): PaymentWorker {
  const { db, config } = services;
  const interval = config.payments.checkIntervalMs;
  const lastRpcLog = new Map<number, number>();
  let started = false;

  async function claimDue(now: Date): Promise<OrderRow[]> {
    const due = db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'Pending'), lte(orders.nextCheckAt, now)))
      .orderBy(asc(orders.nextCheckAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(orders)
      .set({
        nextCheckAt: new Date(now.getTime() + LEASE_MS),
        checkAttempts: sql`${orders.checkAttempts} + 1`,
      })
      .where(and(inArray(orders.id, due), eq(orders.status, 'Pending')))
      .returning();
  }

  async function receiverOf(order: OrderRow): Promise<string | null> {
    if (order.receiverAddress) return order.receiverAddress;
    // Orders placed before receivers were recorded on the order: the seller's current receiver.
    const [settings] = await db
      .select({ address: checkoutSettings.receiverAddress })
      .from(checkoutSettings)
      .where(eq(checkoutSettings.ownerId, order.ownerId));
    return settings?.address ?? null;
  }

  function backoff(order: OrderRow): number {
    return Math.min(interval * 2 ** Math.min(order.checkAttempts, 16), MAX_BACKOFF_MS);
  }

  async function reschedule(order: OrderRow, values: Partial<OrderRow>, delayMs: number): Promise<void> {
    await db
      .update(orders)
      .set({ ...values, nextCheckAt: new Date(Date.now() + delayMs), updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'Pending')));
  }

  async function settle(order: OrderRow, verdict: PaymentVerdict & { kind: 'confirmed' | 'failed' }) {
    const now = new Date();
    const queued = await db.transaction(async (tx) => {
      // Conditional on Pending: a seller's cancel, or another instance, may have moved it meanwhile.
      const [updated] = await tx
        .update(orders)
        .set(
          verdict.kind === 'confirmed'
            ? {
                status: 'PaymentConfirmed',
                paidAmount: verdict.paid,
                overpaidAmount: verdict.overpaid,
                confirmations: verdict.confirmations,
                confirmedAt: now,
                failureReason: null,
                nextCheckAt: null,
                updatedAt: now,
              }
            : {
                status: 'TransactionFailed',
                paidAmount: verdict.paid,
                failureReason: verdict.reason,
                nextCheckAt: null,
                updatedAt: now,
              },
        )
        .where(and(eq(orders.id, order.id), eq(orders.status, 'Pending')))
        .returning();
      if (!updated) return false;
      if (verdict.kind === 'confirmed') {
        const charged = await chargeCredits(
          tx,
          updated.ownerId,
          MIN_CREDITS_PER_ORDER_USD,
          `Order ${updated.id}`,
        );
        // The store had the credits when the order was placed; a payment received is confirmed anyway.
        if (!charged)
          console.warn(`Order ${updated.id} confirmed without its fee: the store ran out of credits`);
      }
      return recordOrderEvent(tx, updated, verdict.kind === 'confirmed' ? 'confirmed' : 'failed');
    });
    if (queued) onWebhookQueued();
  }

  async function checkOrder(order: OrderRow): Promise<void> {
    const required = requiredConfirmations(config, order.chainId);
    const receiver = await receiverOf(order);
    if (!receiver) {
      await settle(order, { kind: 'failed', reason: 'The store has no receiver address', paid: null });
      return;
    }
    let verdict: PaymentVerdict;
    try {
      verdict = await verifyPayment(services.verifier.clientFor(order.chainId), {
        chainId: order.chainId,
        hash: hex(order.hash),
        token: hex(order.contractAddress),
        sender: hex(order.senderAddress),
        receiver: hex(receiver),
        amount: order.amount,
        requiredConfirmations: required,
      });
    } catch (error) {
      const last = lastRpcLog.get(order.chainId) ?? 0;
      if (Date.now() - last > RPC_LOG_EVERY_MS) {
        lastRpcLog.set(order.chainId, Date.now());
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        console.warn(`Payment checks on chain ${order.chainId} failed; retrying with backoff: ${message}`);
      }
      await reschedule(order, { requiredConfirmations: required }, backoff(order));
      return;
    }

    if (verdict.kind === 'confirmed' || verdict.kind === 'failed') {
      await settle(order, verdict);
      return;
    }
    if (verdict.why === 'not-found') {
      const waited = Date.now() - order.createdAt.getTime();
      if (waited >= config.payments.notFoundTimeoutMs) {
        await settle(order, {
          kind: 'failed',
          reason: `The transaction was not found on ${chainName(order.chainId)} within ${duration(config.payments.notFoundTimeoutMs)} of the order`,
          paid: null,
        });
        return;
      }
      await reschedule(order, { requiredConfirmations: required }, Math.min(backoff(order), 60_000));
      return;
    }
    await reschedule(
      order,
      { confirmations: verdict.confirmations, requiredConfirmations: required },
      interval,
    );
  }

  async function tick(): Promise<void> {
    if (!started) {
      started = true;
      // On start, every pending order is due at once, whatever its backoff said.
      const now = new Date();
      await db
        .update(orders)
        .set({ nextCheckAt: now })
        .where(and(eq(orders.status, 'Pending'), gt(orders.nextCheckAt, now)));
    }
    for (;;) {
      const claimed = await claimDue(new Date());
      // One failing order must not hold the others back.
      const results = await Promise.allSettled(claimed.map(checkOrder));
      for (const result of results) {
        if (result.status === 'rejected') console.error('Checking a payment failed', result.reason);
      }
      if (claimed.length < BATCH) return;
    }
  }

  return { ...workerLoop('payment worker', interval, tick), checkOrder };
}
