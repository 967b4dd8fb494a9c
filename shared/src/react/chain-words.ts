import { useMemo } from 'react';
import { CHAINS, chainById, LOCAL_CHAIN_ID, type ChainInfo } from '@suite/shared';
import { useSharedCatalog } from './i18n/shared-catalog';

/**
 * How the admin names chains, in the page's language: a chain by its id, a testnet in a select, a chain
 * this API cannot read.
 */
export interface ChainWords {
  /**
   * A chain's name: its own ("Base", "Polygon"), the local chain's translated ("Cadena local"), and
   * "Chain 12345" for one the suite does not know.
   */
  name: (chainId: number) => string;
  /** A chain's name in a list of chains to pick from, marked when it is a testnet: "Local chain (testnet)". */
  label: (chain: ChainInfo) => string;
  /** Every chain the suite knows (`CHAINS`) as a select's options, each by its `label`. */
  options: { value: number; label: string }[];
  /**
   * Why NFTs on `chainId` cannot be read here, or undefined when they can (or it is not known yet).
   */
  noRpcReason: (chainId: number, readable: readonly number[] | undefined) => string | undefined;
  /**
   * A chain select's options: every chain given, those this API cannot read disabled and marked, so
   * a form never offers a chain whose NFTs would then fail to load.
   */
  chainOptions: (
    chains: readonly ChainInfo[],
    readable: readonly number[] | undefined,
  ) => { value: number; label: string; disabled: boolean }[];
}

export function useChainWords(): ChainWords {
  const { t } = useSharedCatalog();
  return useMemo(() => {
    const name = (chainId: number) =>
      chainId === LOCAL_CHAIN_ID
        ? t('chains.local')
        : (chainById(chainId)?.name ?? t('chains.numbered', { chainId }));
    const label = (chain: ChainInfo) =>
      chain.testnet ? t('chains.testnet', { name: name(chain.id) }) : name(chain.id);
    const unreadable = (chainId: number, readable: readonly number[] | undefined) =>
      readable !== undefined && !readable.includes(chainId);
    return {
      name,
      label,
      options: CHAINS.map((chain) => ({ value: chain.id, label: label(chain) })),
      noRpcReason: (chainId, readable) =>
        unreadable(chainId, readable) ? t('chains.noRpc', { name: name(chainId) }) : undefined,
      chainOptions: (chains, readable) =>
        chains.map((chain) => {
          const disabled = unreadable(chain.id, readable);
          return {
            value: chain.id,
            label: disabled ? t('chains.noRpcOption', { name: label(chain) }) : label(chain),
            disabled,
          };
        }),
    };
  }, [t]);
}

/** A chain's name in the page's language (`ChainWords.name`). */
export function useChainName(): ChainWords['name'] {
  return useChainWords().name;
}
