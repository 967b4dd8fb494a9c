import { useEffect, useRef, useState } from 'react';
import { erc20Abi } from 'viem';
import { waitForTransactionReceipt } from 'viem/actions';
import { useConfig, type Config } from 'wagmi';
import { getPublicClient, sendTransaction, writeContract } from 'wagmi/actions';
import { chainErrorMessage } from '../../../section-kit/wallet/wallet-error-text';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../../i18n';

export type TransferState =
  | { step: 'idle' }
  | { step: 'confirming' }
  | { step: 'pending'; hash: `0x${string}` }
  /**
   * Sent, but its receipt could not be read yet (the wait timed out, the node failed): still
   * watched; sending again could pay twice.
   */
  | { step: 'unconfirmed'; hash: `0x${string}` }
  | { step: 'done'; hash: `0x${string}` }
  /** Nothing left the wallet: refused, or never sent; `hash` once mined and reverted. */
  | { step: 'failed'; error: string; hash?: `0x${string}` };

export interface Transfer {
  chainId: number;
  /** The ERC-20 contract; absent to send the native currency. */
  token?: `0x${string}`;
  to: `0x${string}`;
  /** In the token's base units. */
  amount: bigint;
}

export const TRANSFER_PROGRESS = {
  confirming: 'wallet.send.confirming',
  pending: 'wallet.send.pending',
} as const satisfies Record<string, SectionEditorsKey>;

type Receipt = { status: 'success' | 'reverted'; transactionHash: `0x${string}` };

/**
 * The receipt of `hash`, however long it takes: viem's wait (which follows a transaction the wallet
 * sped up or replaced), again after each timeout or node failure, until `signal` aborts.
 */
async function receiptOf(
  config: Config,
  chainId: number,
  hash: `0x${string}`,
  signal: AbortSignal,
  onUnconfirmed: () => void,
): Promise<Receipt | undefined> {
  const client = getPublicClient(config, { chainId });
  if (!client) {
    onUnconfirmed();
    return undefined;
  }
  // Ends by a receipt, or by the abort: an aborted wait rejects at once.
  for (;;) {
    try {
      return await waitForTransactionReceipt(client, { hash, signal });
    } catch {
      if (signal.aborted) return undefined;
      onUnconfirmed();
      await new Promise((resolve) => setTimeout(resolve, client.pollingInterval));
    }
  }
}

export type SendTransfer = ReturnType<typeof useSendTransfer>;

/**
 * Sends native currency or an ERC-20 `transfer`, then waits for its receipt, step by step, for as
 * long as its owner is mounted (the wallet, not the Send dialog: closing the dialog keeps watching).
 * `onSettled` once the chain settled it, mined or reverted: balances and activity changed.
 */
export function useSendTransfer(onSettled: () => void) {
  const { t } = useSectionEditorsCatalog();
  const config = useConfig();
  const [state, setState] = useState<TransferState>({ step: 'idle' });
  /** The chain of the transfer under way or last settled (the wallet may have moved since). */
  const [chainId, setChainId] = useState<number | undefined>();
  const watching = useRef<AbortController | null>(null);
  const settled = useRef(onSettled);
  settled.current = onSettled;
  useEffect(() => () => watching.current?.abort(), []);

  async function send({ chainId, token, to, amount }: Transfer) {
    setChainId(chainId);
    setState({ step: 'confirming' });
    let hash: `0x${string}`;
    try {
      hash = token
        ? await writeContract(config, {
            chainId,
            address: token,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to, amount],
          })
        : await sendTransaction(config, { chainId, to, value: amount });
    } catch (error) {
      setState({ step: 'failed', error: chainErrorMessage(error, t) });
      return;
    }
    setState({ step: 'pending', hash });
    const controller = new AbortController();
    watching.current = controller;
    const receipt = await receiptOf(config, chainId, hash, controller.signal, () =>
      setState({ step: 'unconfirmed', hash }),
    );
    if (!receipt) return;
    // A replacement (sped up in the wallet) is the transaction that counts.
    const mined = receipt.transactionHash;
    setState(
      receipt.status === 'success'
        ? { step: 'done', hash: mined }
        : { step: 'failed', hash: mined, error: t('wallet.send.reverted') },
    );
    settled.current();
  }

  const busy = state.step === 'confirming' || state.step === 'pending' || state.step === 'unconfirmed';
  return {
    state,
    chainId,
    /** The wallet has not answered yet, or the chain has not settled the transfer: it is still followed. */
    busy,
    send,
    reset: () => setState({ step: 'idle' }),
  };
}
