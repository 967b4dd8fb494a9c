// Payment requests: what a customer pays for an order or a credits top-up, with its reference; their
// payments as the proxy logged them on chain, recorded once, and the progress the API shows.
import { randomBytes } from 'node:crypto';
import {
  ERC20_FEE_PROXY_ABI,
  paymentProxyAddress,
  type PaymentProgress,
  type PaymentRequest,
} from '@suite/shared';
import { and, asc, between, eq, inArray, isNull } from 'drizzle-orm';
import {
  decodeFunctionData,
  getAddress,
  isAddressEqual,
  isHex,
  keccak256,
  parseEventLogs,
  TransactionReceiptNotFoundError,
  zeroAddress,
  type Hex,
  type PublicClient,
} from 'viem';
import { requiredConfirmations, type Config } from '../config';
import type { Executor } from '../db';
import { paymentRequestFees, paymentRequests, receivedPayments } from '../db/schema';
import { apiError } from '../errors';
import type { Services } from '../services';
import { stablecoinOf } from './chains';
import { fromMicros, fromTokenUnits, tokenUnitsToMicros, toMicros, toTokenUnits } from './decimal';
import type { DecidedFee } from './marketplace-fees';

export type PaymentRequestRow = typeof paymentRequests.$inferSelect;
type ReceivedPaymentRow = typeof receivedPayments.$inferSelect;
type PaymentFeeRow = typeof paymentRequestFees.$inferSelect;

/** Blocks before the chain's head that logs are read from, in case the payment lands in a block the RPC had not shown yet. */
const START_BLOCK_MARGIN = 5n;

function decimalsOf(row: Pick<PaymentRequestRow, 'chainId' | 'tokenAddress'>): number {
  const token = stablecoinOf(row.chainId, row.tokenAddress);
  if (!token) throw new Error(`${row.tokenAddress} is not a stablecoin of chain ${row.chainId}`);
  return token.decimals;
}

export interface NewPaymentRequest {
  purpose: PaymentRequestRow['purpose'];
  ownerId: string;
  orderId?: string;
  chainId: number;
  tokenAddress: string;
  receiverAddress: string;
  /** USD due to the receiver. */
  amount: string;
  /** Marketplace fees due besides (an asset-store sale), decided by the server; none otherwise. */
  fees?: { siteId: number; fees: DecidedFee[] };
}

/** Where logs of a new request are read from: the chain's head now, less a margin. Throws when the RPC cannot answer. */
async function paymentStartBlock(client: PublicClient): Promise<bigint> {
  const head = await client.getBlockNumber({ cacheTime: 0 });
  return head > START_BLOCK_MARGIN ? head - START_BLOCK_MARGIN : 0n;
}

/**
 * The start block of a request about to be opened on `chainId`, or 503 when the chain cannot be read
 * (logged with `failure`): nothing is written, nothing charged.
 */
export async function startBlockOrUnavailable(
  services: Pick<Services, 'verifier' | 'log'>,
  chainId: number,
  failure: string,
): Promise<bigint> {
  try {
    return await paymentStartBlock(services.verifier.clientFor(chainId));
  } catch (error) {
    services.log.warn({ err: error, chainId }, failure);
    throw apiError(
      'SERVICE_UNAVAILABLE',
      'networkUnreadable',
      'The network cannot be read right now: try again in a moment, nothing was charged',
    );
  }
}

/** The longest wait between checks of a request (an unreachable RPC, an underpaid order nobody settles). */
export const MAX_CHECK_DELAY_MS = 5 * 60_000;

/**
 * Has a request the worker reads checked again in `delayMs`: an open one, or an expired one still
 * watched for a late payment (a request paid or closed is left alone). `read`: the chain was read
 * this time, so the failures in a row the worker backs off by (`checkAttempts`) start again from none.
 */
export async function scheduleNextCheck(
  db: Executor,
  requestId: string,
  delayMs: number,
  { read = false }: { read?: boolean } = {},
): Promise<void> {
  await db
    .update(paymentRequests)
    .set({ nextCheckAt: new Date(Date.now() + delayMs), ...(read ? { checkAttempts: 0 } : {}) })
    .where(and(eq(paymentRequests.id, requestId), inArray(paymentRequests.status, WATCHED_REQUEST_STATUSES)));
}

/** The states in which the payment worker reads a request's logs (an expired one for a while: ADR 0031). */
export const WATCHED_REQUEST_STATUSES: PaymentRequestRow['status'][] = ['open', 'expired'];

/**
 * An expired request is read now and then until `PAYMENT_LATE_WATCH_HOURS` after its expiry, for a
 * payment that came late and that nobody reported (the buyer closed the page once the wallet sent
 * it): every 30 check intervals, at most every 5 minutes. Null once the next read would come after
 * the watch: it is read no more.
 */
export function lateCheckAt(
  config: Pick<Config, 'payments'>,
  request: Pick<PaymentRequestRow, 'expiresAt'>,
  now = Date.now(),
): Date | null {
  const next = now + Math.min(config.payments.checkIntervalMs * 30, MAX_CHECK_DELAY_MS);
  return lateWatchOver(config, request, next) ? null : new Date(next);
}

/** Whether an expired request's late watch is over at `at`. */
export function lateWatchOver(
  config: Pick<Config, 'payments'>,
  request: Pick<PaymentRequestRow, 'expiresAt'>,
  at = Date.now(),
): boolean {
  return at > request.expiresAt.getTime() + config.payments.lateWatchMs;
}

/** Records a request in the caller's transaction, with a fresh random reference. */
export async function openPaymentRequest(
  tx: Executor,
  config: Pick<Config, 'payments'>,
  request: NewPaymentRequest,
  startBlock: bigint,
): Promise<PaymentRequestRow> {
  const proxy = paymentProxyAddress(request.chainId);
  if (!proxy) throw new Error(`No payment proxy on chain ${request.chainId}`);
  const [row] = await tx
    .insert(paymentRequests)
    .values({
      purpose: request.purpose,
      ownerId: request.ownerId,
      orderId: request.orderId ?? null,
      chainId: request.chainId,
      tokenAddress: request.tokenAddress.toLowerCase(),
      receiverAddress: request.receiverAddress.toLowerCase(),
      proxyAddress: proxy.toLowerCase(),
      reference: `0x${randomBytes(8).toString('hex')}`,
      amount: request.amount,
      requiredConfirmations: requiredConfirmations(config, request.chainId),
      startBlock,
      expiresAt: new Date(Date.now() + config.payments.windowMs),
      nextCheckAt: new Date(),
    })
    .returning();
  if (!row) throw new Error('The payment request was not recorded');
  const fees = request.fees?.fees ?? [];
  if (fees.length > 0 && request.fees) {
    const { siteId } = request.fees;
    await tx.insert(paymentRequestFees).values(
      fees.map((fee, position) => ({
        requestId: row.id,
        position,
        recipientAddress: fee.recipient.toLowerCase(),
        percentage: fee.percentage.toFixed(2),
        amount: fromMicros(fee.micros),
        siteId,
      })),
    );
  }
  return row;
}

/** The marketplace fees of requests, in the order the buyer is shown them. */
export async function feesOf(db: Executor, requestIds: string[]): Promise<Map<string, PaymentFeeRow[]>> {
  const byRequest = new Map<string, PaymentFeeRow[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select()
    .from(paymentRequestFees)
    .where(inArray(paymentRequestFees.requestId, requestIds))
    .orderBy(asc(paymentRequestFees.position));
  for (const row of rows) byRequest.set(row.requestId, [...(byRequest.get(row.requestId) ?? []), row]);
  return byRequest;
}

async function paymentsOf(db: Executor, requestIds: string[]): Promise<Map<string, ReceivedPaymentRow[]>> {
  const byRequest = new Map<string, ReceivedPaymentRow[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select()
    .from(receivedPayments)
    .where(inArray(receivedPayments.requestId, requestIds))
    .orderBy(asc(receivedPayments.blockNumber), asc(receivedPayments.logIndex));
  for (const row of rows) byRequest.set(row.requestId, [...(byRequest.get(row.requestId) ?? []), row]);
  return byRequest;
}

/** What a marketplace fee is due and was paid, in micro-USD. */
interface FeeSums {
  fee: PaymentFeeRow;
  due: bigint;
  confirmed: bigint;
  pending: bigint;
}

/**
 * The sums a request's progress is judged on, in micro-USD: the price to the receiver, and each
 * marketplace fee to its recipient (only the fee slot of the request's own logs counts for it). It
 * is `paid` once the price AND every fee are confirmed: a short fee leaves it short like a short price.
 */
export function paymentSums(
  row: PaymentRequestRow,
  payments: ReceivedPaymentRow[],
  fees: PaymentFeeRow[] = [],
) {
  let confirmed = 0n;
  let pending = 0n;
  for (const payment of payments) {
    if (payment.confirmedAt) confirmed += toMicros(payment.amount);
    else pending += toMicros(payment.amount);
  }
  const due = toMicros(row.amount);
  const feeSums: FeeSums[] = fees.map((fee) => {
    const sums = { fee, due: toMicros(fee.amount), confirmed: 0n, pending: 0n };
    for (const payment of payments) {
      if (payment.feeAddress !== fee.recipientAddress) continue;
      if (payment.confirmedAt) sums.confirmed += toMicros(payment.feeAmount);
      else sums.pending += toMicros(payment.feeAmount);
    }
    return sums;
  });
  const paid = confirmed >= due && feeSums.every((fee) => fee.confirmed >= fee.due);
  const feesPending = feeSums.reduce((total, fee) => total + fee.pending, 0n);
  const feesConfirmed = feeSums.reduce((total, fee) => total + fee.confirmed, 0n);
  return {
    due,
    confirmed,
    pending,
    fees: feeSums,
    paid,
    anyPending: pending + feesPending > 0n,
    anyConfirmed: confirmed + feesConfirmed > 0n,
  };
}

function progressOf(row: PaymentRequestRow, sums: ReturnType<typeof paymentSums>): PaymentProgress {
  if (row.status === 'expired') return 'expired';
  if (sums.paid) return 'paid';
  if (row.status === 'closed') return 'closed';
  if (sums.anyPending) return 'confirming';
  if (sums.anyConfirmed) return 'underpaid';
  return 'awaiting';
}

/** Micro-USD still to pay of a due amount (never below 0). */
function missingOf(due: bigint, confirmed: bigint, pending: bigint): bigint {
  const missing = due - confirmed - pending;
  return missing > 0n ? missing : 0n;
}

function toView(
  row: PaymentRequestRow,
  payments: ReceivedPaymentRow[],
  fees: PaymentFeeRow[],
): PaymentRequest {
  const decimals = decimalsOf(row);
  const sums = paymentSums(row, payments, fees);
  const missingMicros = missingOf(sums.due, sums.confirmed, sums.pending);
  const over = sums.confirmed - sums.due;
  return {
    id: row.id,
    chainId: row.chainId,
    tokenAddress: getAddress(row.tokenAddress),
    receiverAddress: getAddress(row.receiverAddress),
    proxyAddress: getAddress(row.proxyAddress),
    reference: row.reference,
    amount: fromMicros(sums.due),
    amountUnits: toTokenUnits(fromMicros(sums.due), decimals).toString(),
    receivedAmount: fromMicros(sums.confirmed),
    pendingAmount: fromMicros(sums.pending),
    missingAmount: fromMicros(missingMicros),
    missingUnits: toTokenUnits(fromMicros(missingMicros), decimals).toString(),
    overpaidAmount: over > 0n ? fromMicros(over) : null,
    progress: progressOf(row, sums),
    fees: sums.fees.map((fee) => ({
      recipient: getAddress(fee.fee.recipientAddress),
      percentage: Number(fee.fee.percentage),
      amount: fromMicros(fee.due),
      amountUnits: toTokenUnits(fromMicros(fee.due), decimals).toString(),
      receivedAmount: fromMicros(fee.confirmed),
      missingAmount: fromMicros(missingOf(fee.due, fee.confirmed, fee.pending)),
      missingUnits: toTokenUnits(
        fromMicros(missingOf(fee.due, fee.confirmed, fee.pending)),
        decimals,
      ).toString(),
    })),
    expiresAt: row.expiresAt.toISOString(),
    requiredConfirmations: row.requiredConfirmations,
    payments: payments.map((payment) => ({
      hash: payment.txHash,
      amount: fromMicros(toMicros(payment.amount)),
      payer: getAddress(payment.payerAddress),
      feeAmount: fromMicros(toMicros(payment.feeAmount)),
      feeAddress: payment.feeAddress ? getAddress(payment.feeAddress) : null,
      confirmed: payment.confirmedAt !== null,
      seenAt: payment.createdAt.toISOString(),
    })),
  };
}

/** Requests as the API shows them (one query for all their payments). */
export async function toPaymentRequests(db: Executor, rows: PaymentRequestRow[]): Promise<PaymentRequest[]> {
  const ids = rows.map((row) => row.id);
  const [payments, fees] = await Promise.all([paymentsOf(db, ids), feesOf(db, ids)]);
  return rows.map((row) => toView(row, payments.get(row.id) ?? [], fees.get(row.id) ?? []));
}

export async function toPaymentRequest(db: Executor, row: PaymentRequestRow): Promise<PaymentRequest> {
  const [view] = await toPaymentRequests(db, [row]);
  if (!view) throw new Error(`Payment request ${row.id} vanished while reading it`);
  return view;
}

/** A payment log of the proxy carrying a request's reference, for its token and receiver. */
export interface PaymentLog {
  txHash: Hex;
  logIndex: number;
  blockNumber: bigint;
  payer: Hex;
  /** Token units to the receiver. */
  units: bigint;
  /** The fee slot of the same call: token units and recipient (0 and the zero address without a fee). */
  feeUnits: bigint;
  feeAddress: Hex;
}

const TRANSFER_WITH_REFERENCE = 'TransferWithReferenceAndFee' as const;

/** The addresses a request's marketplace fees are paid to (lower case). */
export async function feeRecipientsOf(db: Executor, requestId: string): Promise<string[]> {
  return ((await feesOf(db, [requestId])).get(requestId) ?? []).map((fee) =>
    fee.recipientAddress.toLowerCase(),
  );
}

/**
 * Whether a log of the proxy pays the request: in its token, to its receiver, moving at least the
 * smallest amount counted (a micro-unit) to the receiver or, through the fee slot, to one of the
 * request's fee recipients (a second recipient's fee comes in a call of its own). A call with the
 * request's reference (public on the order's receipt) that moves nothing is no payment — nothing at
 * all, a fee logged to the zero address (the proxy then moves none of it) or to anyone the request
 * does not pay, or dust below a micro-unit of an 18-decimals token: it would hold the order open for
 * ever and tell the seller it was paid.
 */
function matches(
  row: PaymentRequestRow,
  feeRecipients: readonly string[],
  log: { tokenAddress: Hex; to: Hex; amount: bigint; feeAmount: bigint; feeAddress: Hex },
): boolean {
  const decimals = decimalsOf(row);
  const counted = (units: bigint) => tokenUnitsToMicros(units, decimals) > 0n;
  return (
    isAddressEqual(log.tokenAddress, getAddress(row.tokenAddress)) &&
    isAddressEqual(log.to, getAddress(row.receiverAddress)) &&
    (counted(log.amount) || (counted(log.feeAmount) && feeRecipients.includes(log.feeAddress.toLowerCase())))
  );
}

/**
 * The blocks a read of the chain covered for a request, and when it began: the worker reads the head
 * first and logs only up to it, so whatever it did not see lies after `to` — a payment reported
 * meanwhile in a later block is kept, not forgotten as if the chain no longer had it.
 */
export interface LogScan {
  from: bigint;
  to: bigint;
  /** The chain's head when the read began (`to` is below it when the read stopped short). */
  head: bigint;
  /** When the head was read: a request whose time was up by then, with nothing seen, expires. */
  checkedAt: Date;
}

/**
 * The block the worker's next read of a request starts at: its start block the first time; then a
 * few blocks before where the last read ended (as many as it needs confirmations, in case a
 * reorganisation replaced them), or the earliest payment still unconfirmed, whichever is lower, so
 * that one stays read until it is deep enough.
 */
export async function nextScanStart(db: Executor, row: PaymentRequestRow): Promise<bigint> {
  if (row.scannedBlock === null) return row.startBlock;
  const [earliest] = await db
    .select({ block: receivedPayments.blockNumber })
    .from(receivedPayments)
    .where(and(eq(receivedPayments.requestId, row.id), isNull(receivedPayments.confirmedAt)))
    .orderBy(asc(receivedPayments.blockNumber))
    .limit(1);
  let from = row.scannedBlock + 1n - BigInt(row.requiredConfirmations);
  if (earliest && earliest.block < from) from = earliest.block;
  return from > row.startBlock ? from : row.startBlock;
}

/**
 * Every payment the proxy logged with the request's reference in blocks `from` to `to`, for its
 * token and receiver. A transfer with the same reference to another receiver or in another token
 * does not pay this request. The payer is the transaction's sender (the proxy pulls from it).
 */
export async function readPaymentLogs(
  client: PublicClient,
  row: PaymentRequestRow,
  feeRecipients: readonly string[],
  range: { from: bigint; to: bigint },
): Promise<PaymentLog[]> {
  if (!isHex(row.reference)) throw new Error(`Payment request ${row.id} has no hex reference`);
  const logs = await client.getContractEvents({
    address: getAddress(row.proxyAddress),
    abi: ERC20_FEE_PROXY_ABI,
    eventName: TRANSFER_WITH_REFERENCE,
    args: { paymentReference: row.reference },
    fromBlock: range.from,
    toBlock: range.to,
    strict: true,
  });
  const payers = new Map<Hex, Hex>();
  const found: PaymentLog[] = [];
  for (const log of logs) {
    // Mined logs only (no `pending` block in the range): viem types their block, hash and index as set.
    if (log.removed || !matches(row, feeRecipients, log.args)) continue;
    let payer = payers.get(log.transactionHash);
    if (!payer) {
      payer = (await client.getTransaction({ hash: log.transactionHash })).from;
      payers.set(log.transactionHash, payer);
    }
    found.push({
      txHash: log.transactionHash,
      logIndex: log.logIndex,
      blockNumber: log.blockNumber,
      payer,
      units: log.args.amount,
      feeUnits: log.args.feeAmount,
      feeAddress: log.args.feeAddress,
    });
  }
  return found;
}

/**
 * What a reported transaction carries for the request: its payment logs; or, reverted, the wallet
 * that sent it when it was a call of the proxy to pay this request (its reference, token and
 * receiver) that failed; or why it pays nothing.
 */
export type ReportedTransaction =
  | { kind: 'payments'; logs: PaymentLog[] }
  | { kind: 'reverted'; sender: Hex }
  | { kind: 'not-mined' }
  | { kind: 'refused'; reason: string };

/** Why a reverted transaction pays nothing (the answer on `hash`). */
export const REVERTED_TRANSACTION = 'The transaction was reverted: nothing was paid';

/**
 * The sender of a reverted transaction that called the request's proxy to pay this request — its
 * reference, to its receiver, in its token — read from the call's input (a reverted call logs
 * nothing); undefined for any other transaction.
 */
async function failedPaymentSender(
  client: PublicClient,
  row: PaymentRequestRow,
  feeRecipients: readonly string[],
  hash: Hex,
): Promise<Hex | undefined> {
  const transaction = await client.getTransaction({ hash });
  if (!transaction.to || !isAddressEqual(transaction.to, getAddress(row.proxyAddress))) return undefined;
  let call;
  try {
    // The proxy's one payment function (any other input does not decode).
    call = decodeFunctionData({ abi: ERC20_FEE_PROXY_ABI, data: transaction.input });
  } catch {
    return undefined;
  }
  const [tokenAddress, to, amount, reference, feeAmount, feeAddress] = call.args;
  if (reference.toLowerCase() !== row.reference.toLowerCase()) return undefined;
  return matches(row, feeRecipients, { tokenAddress, to, amount, feeAmount, feeAddress })
    ? transaction.from
    : undefined;
}

export async function paymentsInTransaction(
  client: PublicClient,
  row: PaymentRequestRow,
  feeRecipients: readonly string[],
  hash: Hex,
): Promise<ReportedTransaction> {
  let receipt;
  try {
    receipt = await client.getTransactionReceipt({ hash });
  } catch (error) {
    if (error instanceof TransactionReceiptNotFoundError) return { kind: 'not-mined' };
    throw error;
  }
  if (receipt.status !== 'success') {
    const sender = await failedPaymentSender(client, row, feeRecipients, hash);
    return sender ? { kind: 'reverted', sender } : { kind: 'refused', reason: REVERTED_TRANSACTION };
  }
  if (!isHex(row.reference)) throw new Error(`Payment request ${row.id} has no hex reference`);
  const referenceTopic = keccak256(row.reference);
  const logs = parseEventLogs({
    abi: ERC20_FEE_PROXY_ABI,
    eventName: TRANSFER_WITH_REFERENCE,
    logs: receipt.logs.filter((log) => isAddressEqual(log.address, getAddress(row.proxyAddress))),
    // An indexed `bytes` argument is logged as its keccak256 hash.
  }).filter((log) => log.args.paymentReference === referenceTopic && matches(row, feeRecipients, log.args));
  if (logs.length === 0) {
    return { kind: 'refused', reason: 'This transaction carries no payment with this reference' };
  }
  return {
    kind: 'payments',
    logs: logs.map((log) => ({
      txHash: hash,
      logIndex: log.logIndex,
      blockNumber: receipt.blockNumber,
      payer: receipt.from,
      units: log.args.amount,
      feeUnits: log.args.feeAmount,
      feeAddress: log.args.feeAddress,
    })),
  };
}

/**
 * Records payment logs of a request (each log once, whatever reads it), marks those deep enough as
 * confirmed, and — given the `scan` the logs are everything the chain has in — forgets unconfirmed
 * ones of those blocks it no longer shows (a reorganisation). Payments in other blocks are kept.
 * Answers the request's payments, and those of them this call recorded first (`fresh`).
 */
export async function recordPaymentLogs(
  tx: Executor,
  row: PaymentRequestRow,
  logs: PaymentLog[],
  head: bigint,
  scan: LogScan | undefined,
): Promise<{ payments: ReceivedPaymentRow[]; fresh: ReceivedPaymentRow[] }> {
  const decimals = decimalsOf(row);
  const inserted = new Set<string>();
  if (logs.length > 0) {
    const rows = await tx
      .insert(receivedPayments)
      .values(
        logs.map((log) => ({
          requestId: row.id,
          chainId: row.chainId,
          txHash: log.txHash.toLowerCase(),
          logIndex: log.logIndex,
          blockNumber: log.blockNumber,
          payerAddress: log.payer.toLowerCase(),
          amount: fromTokenUnits(log.units, decimals),
          ...(log.feeUnits > 0n && !isAddressEqual(log.feeAddress, zeroAddress)
            ? { feeAmount: fromTokenUnits(log.feeUnits, decimals), feeAddress: log.feeAddress.toLowerCase() }
            : {}),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: receivedPayments.id });
    for (const { id } of rows) inserted.add(id);
  }
  const now = new Date();
  for (const log of logs) {
    if (head - log.blockNumber + 1n < BigInt(row.requiredConfirmations)) continue;
    await tx
      .update(receivedPayments)
      .set({ confirmedAt: now })
      .where(
        and(
          eq(receivedPayments.requestId, row.id),
          eq(receivedPayments.txHash, log.txHash.toLowerCase()),
          eq(receivedPayments.logIndex, log.logIndex),
          isNull(receivedPayments.confirmedAt),
        ),
      );
  }
  if (scan && scan.from <= scan.to) {
    const seen = logs.map((log) => `${log.txHash.toLowerCase()}:${log.logIndex}`);
    const unconfirmed = await tx
      .select({
        id: receivedPayments.id,
        txHash: receivedPayments.txHash,
        logIndex: receivedPayments.logIndex,
      })
      .from(receivedPayments)
      .where(
        and(
          eq(receivedPayments.requestId, row.id),
          isNull(receivedPayments.confirmedAt),
          between(receivedPayments.blockNumber, scan.from, scan.to),
        ),
      );
    const gone = unconfirmed.filter((payment) => !seen.includes(`${payment.txHash}:${payment.logIndex}`));
    if (gone.length > 0) {
      await tx.delete(receivedPayments).where(
        and(
          eq(receivedPayments.requestId, row.id),
          inArray(
            receivedPayments.id,
            gone.map((payment) => payment.id),
          ),
        ),
      );
    }
  }
  const payments = await tx
    .select()
    .from(receivedPayments)
    .where(eq(receivedPayments.requestId, row.id))
    .orderBy(asc(receivedPayments.blockNumber), asc(receivedPayments.logIndex));
  return { payments, fresh: payments.filter((payment) => inserted.has(payment.id)) };
}

/** Confirmations of the latest payment seen, for the order's "n of N". */
export function latestConfirmations(payments: ReceivedPaymentRow[], head: bigint): number {
  const last = payments.at(-1);
  if (!last) return 0;
  return head >= last.blockNumber ? Number(head - last.blockNumber + 1n) : 0;
}
