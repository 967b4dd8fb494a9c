import { useMemo, useSyncExternalStore } from 'react';
import type { Address, Hash } from 'viem';
import { CHAINS } from '@suite/shared';
import { safeStorage } from '@suite/shared/react';
import { storedObject } from './stored-object';

/**
 * An order's payment transactions the wallet sent from this device and the chain has not mined yet
 * (as far as this page knows): the API only learns of a mined one, so without this a reload, or a
 * wait for the chain that timed out, would offer Pay again and the buyer could pay twice.
 */
export interface SentPayment {
  chainId: number;
  /** One per proxy call (the price with the first fee, then one per further fee recipient). */
  hashes: Hash[];
  /** When the first was sent (ms): a node may not know a transaction just sent yet. */
  sentAt: number;
  /**
   * What the chain said of each transaction while it knew it (none of one the node never saw): a
   * transaction it no longer knows was replaced, not dropped, once another of its sender's took its nonce.
   */
  nonces?: SentNonce[];
}

/** A sent transaction's sender and nonce, as the node had it while pending. */
export interface SentNonce {
  hash: Hash;
  from: Address;
  nonce: number;
  /** What it calls (where it goes and what it carries, hashed): the same in a replacement is a speed-up. */
  call?: Hash;
  /** When this page first saw another transaction of the sender mined with that nonce (ms). */
  replacedAt?: number;
}

/**
 * How long a transaction replaced in the wallet (sped up or cancelled) holds Pay back once its
 * replacement is mined, when the page could not find the replacement itself (its node keeps no state
 * that far back, or never showed what the payment called): a sped-up payment carries the same order
 * reference, and the API finds it by itself only when its payment worker next reads the proxy's logs
 * (the receipt shows it at its first sighting, before any confirmation). That read comes every 10 s
 * for an order awaiting its payment and every minute for an underpaid one, but a single failed read of
 * the API's node pushes it up to 5 minutes out (the worker's longest backoff): 6 minutes cover that
 * delay and a regular read after it.
 */
export const REPLACED_HOLD_MS = 6 * 60_000;

const KEY_PREFIX = 'suite:pay:sent:';
// An order pays in a few proxy calls (one per fee recipient): more than this was not written here.
const MAX_HASHES = 16;

const keyOf = (orderId: string) => `${KEY_PREFIX}${orderId}`;

const listeners = new Set<() => void>();

/** Tells the pages following what this device sent that it changed (here, or in another module's key). */
export function sentPaymentsChanged() {
  for (const listener of listeners) listener();
}

function isTransactionHash(value: unknown): value is Hash {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value);
}

function isAddress(value: unknown): value is Address {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value);
}

/**
 * A transaction's sender and nonce as remembered, or null for anything else. A replacement seen at
 * a time to come (the device's clock went back, or storage was edited) counts as not seen yet: it is
 * seen again, and held from then, rather than holding Pay back until that time.
 */
function parseSentNonce(value: unknown, now: number): SentNonce | null {
  if (typeof value !== 'object' || value === null) return null;
  if (!('hash' in value) || !('from' in value) || !('nonce' in value)) return null;
  const { hash, from, nonce } = value;
  if (!isTransactionHash(hash) || !isAddress(from)) return null;
  if (typeof nonce !== 'number' || !Number.isSafeInteger(nonce) || nonce < 0) return null;
  const call = 'call' in value && isTransactionHash(value.call) ? { call: value.call } : {};
  const replacedAt = 'replacedAt' in value ? value.replacedAt : undefined;
  return typeof replacedAt === 'number' && Number.isFinite(replacedAt) && replacedAt <= now
    ? { hash, from, nonce, ...call, replacedAt }
    : { hash, from, nonce, ...call };
}

/**
 * The senders and nonces kept of `hashes`: one that cannot be read back is left out, its transaction
 * still followed (as one the node never showed: unknown for long, it counts as dropped).
 */
function parseNonces(value: unknown, hashes: Hash[]): SentNonce[] {
  if (!Array.isArray(value)) return [];
  const kept: SentNonce[] = [];
  for (const item of value) {
    const parsed = parseSentNonce(item, Date.now());
    if (parsed && hashes.includes(parsed.hash) && !kept.some((known) => known.hash === parsed.hash))
      kept.push(parsed);
  }
  return kept;
}

/** What storage holds for an order, if it is one of ours: storage is anyone's to edit, never trusted. */
function parseSentPayment(raw: string | null): SentPayment | null {
  const value = storedObject(raw);
  if (!value) return null;
  if (!('chainId' in value) || !('hashes' in value) || !('sentAt' in value)) return null;
  const { chainId, hashes, sentAt } = value;
  if (typeof chainId !== 'number' || !CHAINS.some((chain) => chain.id === chainId)) return null;
  if (typeof sentAt !== 'number' || !Number.isFinite(sentAt)) return null;
  if (!Array.isArray(hashes) || hashes.length === 0 || hashes.length > MAX_HASHES) return null;
  const valid = hashes.filter(isTransactionHash);
  if (valid.length !== hashes.length) return null;
  const nonces = parseNonces('nonces' in value ? value.nonces : undefined, valid);
  return nonces.length > 0 ? { chainId, hashes: valid, sentAt, nonces } : { chainId, hashes: valid, sentAt };
}

export function readSentPayment(orderId: string): SentPayment | null {
  return parseSentPayment(safeStorage('local').getItem(keyOf(orderId)));
}

function write(orderId: string, sent: SentPayment | null) {
  const storage = safeStorage('local');
  if (sent && sent.hashes.length > 0) storage.setItem(keyOf(orderId), JSON.stringify(sent));
  else storage.removeItem(keyOf(orderId));
  sentPaymentsChanged();
}

/** The wallet sent `hash` to pay `orderId` on `chainId`: remembered until it is mined or known lost. */
export function rememberSentPayment(orderId: string, chainId: number, hash: Hash, now = Date.now()): void {
  const known = readSentPayment(orderId);
  // Another network's are of an earlier payment of the order, which the order no longer asks on it.
  const kept = known && known.chainId === chainId ? known : null;
  if (kept?.hashes.includes(hash)) return;
  const hashes = [...(kept?.hashes ?? []), hash].slice(-MAX_HASHES);
  const nonces = (kept?.nonces ?? []).filter((known) => hashes.includes(known.hash));
  write(orderId, { chainId, hashes, sentAt: kept?.sentAt ?? now, nonces });
}

/**
 * Keeps what the node said of a pending transaction of the order (its sender and nonce), or that
 * another of the sender's took its nonce (`replacedAt`, kept from the first time it was seen).
 */
export function rememberSentNonce(orderId: string, sent: SentNonce): void {
  const known = readSentPayment(orderId);
  if (!known?.hashes.includes(sent.hash)) return;
  const nonces = known.nonces ?? [];
  const before = nonces.find((entry) => entry.hash === sent.hash);
  if (before && (before.replacedAt !== undefined || sent.replacedAt === undefined)) return;
  write(orderId, { ...known, nonces: [...nonces.filter((entry) => entry !== before), sent] });
}

/** The wallet sped `hash` up: its mined `replacement`, which pays the same, is followed in its place. */
export function followReplacement(orderId: string, hash: Hash, replacement: Hash): void {
  const known = readSentPayment(orderId);
  if (!known?.hashes.includes(hash)) return;
  write(orderId, {
    ...known,
    hashes: [...new Set(known.hashes.map((sent) => (sent === hash ? replacement : sent)))],
    nonces: (known.nonces ?? []).filter((sent) => sent.hash !== hash),
  });
}

/** Forgets one transaction of the order (mined, reverted or lost), or all of them. */
export function forgetSentPayment(orderId: string, hash?: string): void {
  const known = readSentPayment(orderId);
  if (!known) {
    // What could not be read back is of no use either.
    if (safeStorage('local').getItem(keyOf(orderId)) !== null) write(orderId, null);
    return;
  }
  write(
    orderId,
    hash
      ? {
          ...known,
          hashes: known.hashes.filter((sent) => sent !== hash),
          nonces: (known.nonces ?? []).filter((sent) => sent.hash !== hash),
        }
      : null,
  );
}

/** Follows every change of what this device sent, in this tab or another (`useSyncExternalStore`). */
export function subscribeSentPayments(listener: () => void) {
  listeners.add(listener);
  // Another tab of the same page may send or settle the payment.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The order's sent payment this device waits for, following every change. */
export function useSentPayment(orderId: string): SentPayment | null {
  const raw = useSyncExternalStore(
    subscribeSentPayments,
    () => safeStorage('local').getItem(keyOf(orderId)),
    () => null,
  );
  return useMemo(() => parseSentPayment(raw), [raw]);
}

interface PaymentsSeen {
  payments: { hash: string }[];
}

/**
 * What a report of a transaction answers: the payment request (a credits top-up's), or an order's
 * receipt, with its transaction and its request (null before any).
 */
export type ReportAnswer = PaymentsSeen | { hash: string | null; payment: PaymentsSeen | null };

/** Whether the API's answer names `hash` (the order's transaction, one of its request's payments). */
function recordsHash(answer: ReportAnswer, hash: string): boolean {
  const same = (seen: string | null) => seen?.toLowerCase() === hash.toLowerCase();
  if (!('payment' in answer)) return answer.payments.some((payment) => same(payment.hash));
  return same(answer.hash) || (answer.payment?.payments.some((payment) => same(payment.hash)) ?? false);
}

/**
 * Tells the API of a payment's transaction the chain settled, and forgets it once the API lists it: a
 * report that fails, or that the API answers without it (its node has not seen the block yet; a
 * transaction the wallet replaced, which the API finds by its replacement), leaves it remembered, so
 * the page follows it and tells it again (the order would otherwise offer Pay, the credits Buy, until
 * the API's own reading of the chain finds the payment).
 */
export async function reportSentPayment<Answer extends ReportAnswer>(
  orderId: string,
  hash: string,
  report: (orderId: string, hash: string) => Promise<Answer>,
): Promise<Answer> {
  const answer = await report(orderId, hash);
  if (recordsHash(answer, hash)) forgetSentPayment(orderId, hash);
  return answer;
}
