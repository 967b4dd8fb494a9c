import { useMemo } from 'react';
import { chainById, type ChainInfo } from '@suite/shared';
import { useApiClient, useApiClientContext } from './api-client-context';
import { useApiResource } from './api-resource';
import { useSharedCatalog } from './i18n/shared-catalog';

/**
 * The chains this API can read (`GET /api/onchain/chains`, its `RPC_URLS`): NFTs on another chain
 * can be neither imported nor shown, so the NFT and asset forms say so. Undefined while read (or
 * when it cannot be): every chain is then offered.
 */
export function useReadableChains(): { chainIds: readonly number[] | undefined; isLoading: boolean } {
  const client = useApiClient();
  const { apiBaseUrl } = useApiClientContext();
  const result = useApiResource(['onchain/chains', apiBaseUrl] as const, () => client.onchain.chains(), {
    revalidateOnFocus: false,
  });
  return { chainIds: result.data?.chainIds, isLoading: result.isLoading };
}

/** What chain selects say, in the page's language: a testnet's name, a chain this API cannot read. */
export interface ChainWords {
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
    const unreadable = (chainId: number, readable: readonly number[] | undefined) =>
      readable !== undefined && !readable.includes(chainId);
    return {
      noRpcReason: (chainId, readable) =>
        unreadable(chainId, readable)
          ? t('chains.noRpc', { name: chainById(chainId)?.name ?? t('chains.unknown', { chainId }) })
          : undefined,
      chainOptions: (chains, readable) =>
        chains.map((chain) => {
          const name = chain.testnet ? t('chains.testnet', { name: chain.name }) : chain.name;
          const disabled = unreadable(chain.id, readable);
          return { value: chain.id, label: disabled ? t('chains.noRpcOption', { name }) : name, disabled };
        }),
    };
  }, [t]);
}
