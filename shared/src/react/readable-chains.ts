import { chainById, type ChainInfo } from '@suite/shared';
import { useApiClient, useApiClientContext } from './api-client-context';
import { useApiResource } from './api-resource';

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

/** Why NFTs on `chainId` cannot be read here, or undefined when they can (or it is not known yet). */
export function noRpcReason(chainId: number, readable: readonly number[] | undefined): string | undefined {
  if (!readable || readable.includes(chainId)) return undefined;
  const name = chainById(chainId)?.name ?? `chain ${chainId}`;
  return `No RPC is configured for ${name} on this server (RPC_URLS): its NFTs cannot be imported or shown`;
}

/**
 * A chain select's options: every chain given, those this API cannot read disabled and marked, so
 * a form never offers a chain whose NFTs would then fail to load.
 */
export function chainOptions(
  chains: readonly ChainInfo[],
  readable: readonly number[] | undefined,
): { value: number; label: string; disabled: boolean }[] {
  return chains.map((chain) => {
    const unreadable = noRpcReason(chain.id, readable) !== undefined;
    const name = chain.testnet ? `${chain.name} (testnet)` : chain.name;
    return {
      value: chain.id,
      label: unreadable ? `${name} — no RPC configured` : name,
      disabled: unreadable,
    };
  });
}
