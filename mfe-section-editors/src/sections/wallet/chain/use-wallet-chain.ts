import { useState } from 'react';
import { useChains, useConnection, useSwitchChain } from 'wagmi';
import { CHAINS, chainById, type ChainInfo, type SiteTradeSettings } from '@suite/shared';
import { isNetworkOffered } from '@suite/shared/schemas';
import { useFeedback } from '@suite/shared/react';
import { chainErrorMessage } from '../../../section-kit/wallet/wallet-error-text';
import { useSectionEditorsCatalog } from '../../../i18n';

/** Seed 000 §9: the default chain id is 1 (else the first network the site offers). */
const WALLET_DEFAULT_CHAIN_ID = 1;

const EVERY_NETWORK: Pick<SiteTradeSettings, 'chainIds'> = { chainIds: [] };

export interface WalletChain {
  /** The connected address, when a wallet is connected. */
  address?: `0x${string}`;
  /** The chain the wallet shows: the wallet's own when connected, otherwise the one picked here. */
  chainId: number;
  chain?: ChainInfo;
  /** The networks offered: the suite's, less those the site leaves out (Data → Networks). */
  networks: ChainInfo[];
  /** The connected wallet is on a chain the suite does not know or the site does not offer. */
  unsupported: boolean;
  nativeSymbol: string;
  nativeDecimals: number;
  switching: boolean;
  selectChain: (chainId: number) => Promise<void>;
}

/**
 * The wallet's address and chain, and the switch between the suite's chains (CHAINS, incl. 31337) that
 * the site offers (`offered`: Data → Networks; every one when it chose none).
 */
export function useWalletChain(offered: Pick<SiteTradeSettings, 'chainIds'> = EVERY_NETWORK): WalletChain {
  const { address, chainId: walletChainId, status } = useConnection();
  const chains = useChains();
  const { mutateAsync: switchChain, isPending } = useSwitchChain();
  const { t } = useSectionEditorsCatalog();
  const { message } = useFeedback();
  const networks = CHAINS.filter((candidate) => isNetworkOffered(offered, candidate.id));
  const [pickedChainId, setPickedChainId] = useState<number | null>(null);
  const connected = status === 'connected' && Boolean(address);
  const firstOffered = networks.some((candidate) => candidate.id === WALLET_DEFAULT_CHAIN_ID)
    ? WALLET_DEFAULT_CHAIN_ID
    : (networks[0]?.id ?? WALLET_DEFAULT_CHAIN_ID);
  const picked =
    pickedChainId !== null && isNetworkOffered(offered, pickedChainId) ? pickedChainId : firstOffered;
  const chainId = connected ? walletChainId : picked;
  const chain = chainById(chainId);
  const native = chains.find((candidate) => candidate.id === chainId)?.nativeCurrency;

  async function selectChain(next: number) {
    if (!networks.some((candidate) => candidate.id === next)) return;
    if (!connected) {
      setPickedChainId(next);
      return;
    }
    try {
      await switchChain({ chainId: next });
    } catch (error) {
      message.error(chainErrorMessage(error, t));
    }
  }

  return {
    address: connected ? address : undefined,
    chainId,
    chain,
    networks,
    unsupported: connected && (!chain || !isNetworkOffered(offered, chainId)),
    nativeSymbol: native?.symbol ?? 'ETH',
    nativeDecimals: native?.decimals ?? 18,
    switching: isPending,
    selectChain,
  };
}
