import {
  concat,
  isAddress,
  isHex,
  isAddressEqual,
  keccak256,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Address,
  type Hash,
} from 'viem';
import type { Config } from 'wagmi';
import {
  getBlock,
  getBlockNumber,
  getTransaction,
  getTransactionCount,
  getTransactionReceipt,
} from 'wagmi/actions';

/**
 * Where a payment transaction sent from this device is: still waiting to be mined, mined (paid),
 * reverted (nothing paid), unknown to the chain while another of its sender's took its nonce —
 * `replacing` while that one waits to be mined, `replaced` once it is (the wallet sped it up, which
 * pays the order all the same, or cancelled it) — or unknown to the chain otherwise: dropped.
 */
type SentTransactionState = 'pending' | 'mined' | 'reverted' | 'replacing' | 'replaced' | 'dropped';

/** A transaction's sender and nonce, as the node has it while pending, and what it calls. */
interface TransactionSender {
  from: Address;
  nonce: number;
  /** `callOf` the transaction: a replacement that carries the same is the payment sped up. */
  call?: Hash;
}

interface SentTransactionCheck {
  state: SentTransactionState;
  /** The sender and nonce of a transaction the node has, pending: to tell later a replaced one from a dropped one. */
  sender?: TransactionSender;
}

/**
 * How long a transaction may be unknown to the node after it was sent before it counts as dropped:
 * the node this page reads may not have it yet (the wallet sent it through its own).
 */
const UNKNOWN_GRACE_MS = 60_000;

/** A node's transaction, as far as it is read here: its answer is checked as any outside input. */
interface NodeTransaction {
  from?: unknown;
  nonce?: unknown;
  to?: unknown;
  input?: unknown;
}

/**
 * What a transaction does, as one hash of where it goes and what it carries: a wallet that speeds a
 * payment up sends the same again with a higher fee; one that cancels it sends nothing to itself.
 */
function callOf({ to, input }: NodeTransaction): Hash | undefined {
  if (to !== null && !(typeof to === 'string' && isAddress(to, { strict: false }))) return undefined;
  if (typeof input !== 'string' || !isHex(input)) return undefined;
  return keccak256(concat([to ?? '0x', input]));
}

/** The node's transaction as a sender and nonce, with what it calls when the node said. */
function senderOf(transaction: NodeTransaction): TransactionSender | undefined {
  const { from, nonce } = transaction;
  if (typeof from !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(from)) return undefined;
  if (typeof nonce !== 'number' || !Number.isSafeInteger(nonce) || nonce < 0) return undefined;
  const call = callOf(transaction);
  return call ? { from: `0x${from.slice(2)}`, nonce, call } : { from: `0x${from.slice(2)}`, nonce };
}

/**
 * Whether another transaction of the sender took the nonce of one the node no longer knows: mined
 * (the nonce is past in the latest block), waiting in the node (past in its pending count), or not.
 */
async function nonceTaken(
  config: Config,
  chainId: number,
  sender: TransactionSender,
): Promise<'replaced' | 'replacing' | null> {
  const count = (blockTag: 'latest' | 'pending') =>
    getTransactionCount(config, { address: sender.from, blockTag, chainId });
  if ((await count('latest')) > sender.nonce) return 'replaced';
  return (await count('pending')) > sender.nonce ? 'replacing' : null;
}

/**
 * Asks the chain where a sent transaction is; a node that cannot be reached leaves it pending.
 * `sender`: what the node said of it while it had it, if it ever did.
 */
export async function sentTransactionState(
  config: Config,
  sent: { hash: Hash; chainId: number; sentAt: number; sender?: TransactionSender },
  now = Date.now(),
): Promise<SentTransactionCheck> {
  const { hash, chainId } = sent;
  try {
    const receipt = await getTransactionReceipt(config, { hash, chainId });
    return { state: receipt.status === 'success' ? 'mined' : 'reverted' };
  } catch (failure) {
    if (!(failure instanceof TransactionReceiptNotFoundError)) return { state: 'pending' };
  }
  try {
    const transaction = await getTransaction(config, { hash, chainId });
    const sender = senderOf(transaction);
    return sender ? { state: 'pending', sender } : { state: 'pending' };
  } catch (failure) {
    if (!(failure instanceof TransactionNotFoundError)) return { state: 'pending' };
  }
  if (sent.sender) {
    try {
      const taken = await nonceTaken(config, chainId, sent.sender);
      if (taken) return { state: taken };
    } catch {
      return { state: 'pending' };
    }
  }
  return { state: now - sent.sentAt > UNKNOWN_GRACE_MS ? 'dropped' : 'pending' };
}

/**
 * How far back a replacement is looked for: a node that keeps no archive answers for the state of
 * about the last 128 blocks only, and a replacement seen at the page's next look (4 s) is a few back.
 */
const REPLACEMENT_SEARCH_BLOCKS = 128n;

/**
 * Going back from `latest` (whose state counts the nonce as used) in steps that double: the first
 * block met whose state does not count it yet, and the earliest one seen that does; null when every
 * block within `REPLACEMENT_SEARCH_BLOCKS` counts it.
 */
async function bracket(
  latest: bigint,
  taken: (blockNumber: bigint) => Promise<boolean>,
): Promise<[bigint, bigint] | null> {
  let high = latest;
  for (let step = 1n; step <= REPLACEMENT_SEARCH_BLOCKS && step <= latest; step *= 2n) {
    if (!(await taken(latest - step))) return [latest - step, high];
    high = latest - step;
  }
  return null;
}

/** A mined transaction that took the nonce of a sent one, and what it calls. */
export interface Replacement {
  hash: Hash;
  call: Hash;
}

/**
 * The mined transaction of `sender` that took its nonce, once `sentTransactionState` says `replaced`:
 * the first block whose state counts the nonce as used (found going back from the latest, then
 * halving), then that block's transaction from the sender with that nonce. Null when it is further
 * back than `REPLACEMENT_SEARCH_BLOCKS` or the node's answers do not show it; a node that cannot
 * answer throws.
 */
export async function findReplacement(
  config: Config,
  chainId: number,
  sender: TransactionSender,
): Promise<Replacement | null> {
  const latest = await getBlockNumber(config, { chainId, cacheTime: 0 });
  const taken = async (blockNumber: bigint) =>
    (await getTransactionCount(config, { address: sender.from, blockNumber, chainId })) > sender.nonce;
  if (!(await taken(latest))) return null;
  const around = await bracket(latest, taken);
  if (!around) return null;
  let [low, high] = around;
  while (high - low > 1n) {
    const middle: bigint = (low + high) / 2n;
    if (await taken(middle)) high = middle;
    else low = middle;
  }
  const block = await getBlock(config, { blockNumber: high, includeTransactions: true, chainId });
  for (const transaction of block.transactions) {
    if (typeof transaction === 'string') continue;
    const found = senderOf(transaction);
    if (!found || !isAddressEqual(found.from, sender.from) || found.nonce !== sender.nonce) continue;
    const { hash } = transaction;
    return found.call && isHex(hash) && hash.length === 66 ? { hash, call: found.call } : null;
  }
  return null;
}
