import type { Address, Hash } from 'viem';
import type { Config } from 'wagmi';
import { connect, getAccount, switchChain, waitForTransactionReceipt } from 'wagmi/actions';
import { NoWalletError } from '@suite/shared/react';
import { WalletActionError } from '../wallet/wallet-error-text';

/**
 * The visitor's wallet, connected and on `chainId`, ready to send: asks the wallet to switch networks.
 * The sections offer Connect wallet (the deployment's wallets) before a send; should the wallet have
 * gone since, the page's first connector is tried. Throws what the wallet answered.
 */
export async function walletOnChain(config: Config, chainId: number): Promise<Address> {
  let account = getAccount(config);
  if (account.status !== 'connected') {
    const [connector] = config.connectors;
    if (!connector) throw new NoWalletError();
    await connect(config, { connector, chainId });
    account = getAccount(config);
  }
  if (!account.address) throw new WalletActionError('notConnected');
  if (account.chainId !== chainId) await switchChain(config, { chainId });
  return account.address;
}

/**
 * Where a sent transaction ended: mined and succeeded, mined and reverted, or not known yet — the wait
 * timed out or the node failed, and it may still be mined (never to be told as failed: the visitor
 * would send it again).
 */
export type TransactionOutcome = 'confirmed' | 'failed' | 'unconfirmed';

/** Waits for a sent transaction to be mined, and says how it ended. Never throws. */
export async function confirmTransaction(
  config: Config,
  hash: Hash,
  chainId: number,
): Promise<TransactionOutcome> {
  try {
    const receipt = await waitForTransactionReceipt(config, { hash, chainId });
    return receipt.status === 'success' ? 'confirmed' : 'failed';
  } catch {
    return 'unconfirmed';
  }
}
