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
