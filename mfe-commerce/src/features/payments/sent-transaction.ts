import { TransactionNotFoundError, TransactionReceiptNotFoundError, type Address, type Hash } from 'viem';
import type { Config } from 'wagmi';
import { getTransaction, getTransactionCount, getTransactionReceipt } from 'wagmi/actions';

/**
 * Where a payment transaction sent from this device is: still waiting to be mined, mined (paid),
 * reverted (nothing paid), unknown to the chain while another of its sender's took its nonce —
 * `replacing` while that one waits to be mined, `replaced` once it is (the wallet sped it up, which
 * pays the order all the same, or cancelled it) — or unknown to the chain otherwise: dropped.
 */
type SentTransactionState = 'pending' | 'mined' | 'reverted' | 'replacing' | 'replaced' | 'dropped';

/** A transaction's sender and nonce, as the node has it while pending. */
interface TransactionSender {
  from: Address;
  nonce: number;
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

/** The node's transaction as a sender and nonce; its answer is checked as any outside input. */
function senderOf(transaction: { from?: unknown; nonce?: unknown }): TransactionSender | undefined {
  const { from, nonce } = transaction;
  if (typeof from !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(from)) return undefined;
  if (typeof nonce !== 'number' || !Number.isSafeInteger(nonce) || nonce < 0) return undefined;
  return { from: `0x${from.slice(2)}`, nonce };
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
