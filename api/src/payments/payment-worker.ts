import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { paymentRequests } from '../db/schema';
import {
  MAX_CHECK_DELAY_MS,
  feeRecipientsOf,
  lateWatchOver,
  nextScanStart,
  readPaymentLogs,
  scheduleNextCheck,
  WATCHED_REQUEST_STATUSES,
  type LogScan,
  type PaymentLog,
  type PaymentRequestRow,
} from '../domain/payment-requests';
import { settleRequest } from '../domain/payment-settlement';
import type { Services } from '../services';
import { workerLoop, type WorkerLoop } from './worker-loop';

/** Requests claimed per query; a claim holds a request for LEASE_MS so another API instance skips it. */
const BATCH = 20;
const LEASE_MS = 60_000;
/** At most one log line per chain per minute while its RPC fails. */
const RPC_LOG_EVERY_MS = 60_000;
/** Log reads (of `PAYMENT_LOG_RANGE_BLOCKS` each) one check makes at most; a request further behind is checked again at once. */
const READS_PER_CHECK = 10n;

export interface PaymentWorker extends WorkerLoop {
  /** Reads the chain for one request now and applies what it says (tests; the loop does the same). */
  checkRequest(request: PaymentRequestRow): Promise<void>;
}

/**
 * The payment worker: every open payment request (an order's, a credits top-up's) has the proxy's
 * logs with its reference read until it is paid, expires, or is closed by the seller, and an expired
 * one now and then for `PAYMENT_LATE_WATCH_HOURS` more (a late payment nobody reported) — on start (so
 * a restart resumes every check), every `checkIntervalMs`, and when kicked (a new order, a reported
 * transaction). Its schedule lives in the database (`next_check_at`), so nothing is lost on a crash.
 * What the logs do to the order or top-up is domain/payment-settlement.ts.
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
    // Open requests, and expired ones still watched for a late payment (ADR 0031).
    const due = db
      .select({ id: paymentRequests.id })
      .from(paymentRequests)
      .where(
        and(inArray(paymentRequests.status, WATCHED_REQUEST_STATUSES), lte(paymentRequests.nextCheckAt, now)),
      )
      .orderBy(asc(paymentRequests.nextCheckAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(paymentRequests)
      .set({
        nextCheckAt: new Date(now.getTime() + LEASE_MS),
        checkAttempts: sql`${paymentRequests.checkAttempts} + 1`,
      })
      .where(and(inArray(paymentRequests.id, due), inArray(paymentRequests.status, WATCHED_REQUEST_STATUSES)))
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
    const delay = Math.min(interval * 2 ** Math.min(request.checkAttempts, 16), MAX_CHECK_DELAY_MS);
    await scheduleNextCheck(db, request.id, delay);
  }

  /**
   * Reads the head first, then the request's logs from where its last read left off up to that head
   * (or as far as this check's reads go), so the settlement knows exactly which blocks it saw.
   */
  async function readChain(request: PaymentRequestRow): Promise<{ logs: PaymentLog[]; scan: LogScan }> {
    const client = services.verifier.clientFor(request.chainId);
    const checkedAt = new Date();
    const head = await client.getBlockNumber({ cacheTime: 0 });
    const from = await nextScanStart(db, request);
    const range = config.payments.logRangeBlocks;
    const furthest = from + range * READS_PER_CHECK - 1n;
    const to = head < furthest ? head : furthest;
    const feeRecipients = await feeRecipientsOf(db, request.id);
    const logs: PaymentLog[] = [];
    for (let start = from; start <= to; start += range) {
      const end = start + range - 1n < to ? start + range - 1n : to;
      logs.push(...(await readPaymentLogs(client, request, feeRecipients, { from: start, to: end })));
    }
    return { logs, scan: { from, to, head, checkedAt } };
  }

  async function checkRequest(request: PaymentRequestRow): Promise<void> {
    if (request.status === 'expired' && lateWatchOver(config, request)) {
      // Its late watch ended (while the chain could not be read): it is read no more.
      await db.update(paymentRequests).set({ nextCheckAt: null }).where(eq(paymentRequests.id, request.id));
      return;
    }
    let read: { logs: PaymentLog[]; scan: LogScan };
    try {
      read = await readChain(request);
    } catch (error) {
      await backOff(request, error);
      return;
    }
    const settled = await settleRequest(services, request.id, read.logs, read.scan.head, read.scan);
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
