import { useState } from 'react';
import { erc20Abi } from 'viem';
import { useConfig } from 'wagmi';
import { sendTransaction, waitForTransactionReceipt, writeContract } from 'wagmi/actions';
import { chainErrorMessage } from '../../../section-kit/wallet/wallet-error-text';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../../i18n';

export type TransferState =
  | { step: 'idle' }
  | { step: 'confirming' }
  | { step: 'pending'; hash: `0x${string}` }
  | { step: 'done'; hash: `0x${string}` }
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

/** Sends native currency or an ERC-20 `transfer`, then waits for its receipt, step by step. */
export function useSendTransfer() {
  const { t } = useSectionEditorsCatalog();
  const config = useConfig();
  const [state, setState] = useState<TransferState>({ step: 'idle' });

  async function send({ chainId, token, to, amount }: Transfer) {
    setState({ step: 'confirming' });
    let hash: `0x${string}` | undefined;
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
      setState({ step: 'pending', hash });
      const receipt = await waitForTransactionReceipt(config, { chainId, hash });
      setState(
        receipt.status === 'success'
          ? { step: 'done', hash }
          : { step: 'failed', hash, error: t('wallet.send.reverted') },
      );
    } catch (error) {
      setState({ step: 'failed', hash, error: chainErrorMessage(error, t) });
    }
  }

  return { state, send, reset: () => setState({ step: 'idle' }) };
}
