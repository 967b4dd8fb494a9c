import { TransactionNotFoundError, TransactionReceiptNotFoundError, type Hash } from 'viem';
import type { Config } from 'wagmi';
import { getTransaction, getTransactionReceipt } from 'wagmi/actions';

/**
 * Where a payment transaction sent from this device is: still waiting to be mined, mined (paid),
 * reverted (nothing paid), or unknown to the chain — dropped, or replaced by another of the wallet's.
 */
export type SentTransactionState = 'pending' | 'mined' | 'reverted' | 'dropped';

/**
 * How long a transaction may be unknown to the node after it was sent before it counts as dropped:
 * the node this page reads may not have it yet (the wallet sent it through its own).
 */
const UNKNOWN_GRACE_MS = 60_000;

/** Asks the chain where a sent transaction is; a node that cannot be reached leaves it pending. */
export async function sentTransactionState(
  config: Config,
  sent: { hash: Hash; chainId: number; sentAt: number },
  now = Date.now(),
): Promise<SentTransactionState> {
  const { hash, chainId } = sent;
  try {
    const receipt = await getTransactionReceipt(config, { hash, chainId });
    return receipt.status === 'success' ? 'mined' : 'reverted';
  } catch (failure) {
    if (!(failure instanceof TransactionReceiptNotFoundError)) return 'pending';
  }
  try {
    await getTransaction(config, { hash, chainId });
    return 'pending';
  } catch (failure) {
    return failure instanceof TransactionNotFoundError && now - sent.sentAt > UNKNOWN_GRACE_MS
      ? 'dropped'
      : 'pending';
  }
}
