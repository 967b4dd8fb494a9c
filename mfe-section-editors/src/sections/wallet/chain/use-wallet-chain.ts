import { useState } from 'react';
import { App } from 'antd';
import { useChains, useConnection, useSwitchChain } from 'wagmi';
import { CHAINS, chainById, type ChainInfo } from '@suite/shared';
import { chainErrorMessage } from './format';

/** Seed 000 §9: the default chain id is 1. */
export const WALLET_DEFAULT_CHAIN_ID = 1;

export interface WalletChain {
  /** The connected address, when a wallet is connected. */
  address?: `0x${string}`;
  /** The chain the wallet shows: the wallet's own when connected, otherwise the one picked here. */
  chainId: number;
  chain?: ChainInfo;
  /** The connected wallet is on a chain the suite does not know. */
  unsupported: boolean;
  nativeSymbol: string;
  nativeDecimals: number;
  switching: boolean;
  selectChain: (chainId: number) => Promise<void>;
}

/** The wallet's address and chain, and the switch between the suite's chains (CHAINS, incl. 31337). */
export function useWalletChain(): WalletChain {
  const { address, chainId: walletChainId, status } = useConnection();
  const chains = useChains();
  const { mutateAsync: switchChain, isPending } = useSwitchChain();
  const { message } = App.useApp();
  const [pickedChainId, setPickedChainId] = useState(WALLET_DEFAULT_CHAIN_ID);
  const connected = status === 'connected' && Boolean(address);
  const chainId = connected && walletChainId !== undefined ? walletChainId : pickedChainId;
  const chain = chainById(chainId);
  const native = chains.find((candidate) => candidate.id === chainId)?.nativeCurrency;

  async function selectChain(next: number) {
    if (!CHAINS.some((candidate) => candidate.id === next)) return;
    if (!connected) {
      setPickedChainId(next);
      return;
    }
    try {
      await switchChain({ chainId: next });
    } catch (error) {
      message.error(chainErrorMessage(error));
    }
  }

  return {
    address: connected ? address : undefined,
    chainId,
    chain,
    unsupported: connected && !chain,
    nativeSymbol: native?.symbol ?? 'ETH',
    nativeDecimals: native?.decimals ?? 18,
    switching: isPending,
    selectChain,
  };
}
