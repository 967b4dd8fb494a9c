import useSWR from 'swr';
import type { NftMetadataInput } from '@suite/shared';
import { useApiClient, useApiClientContext } from '@suite/shared/react';

/**
 * What visitors see of an NFT or a collection (`GET /api/onchain/nft`, public): its name, image,
 * description and attributes, resolved by the API through tokenURI / uri and cached there. The
 * same for everyone, so the key holds no session.
 */
export function useNftMetadata(input: NftMetadataInput | null) {
  const client = useApiClient();
  const { apiBaseUrl } = useApiClientContext();
  const key = input
    ? ([
        'sections/nft',
        apiBaseUrl,
        Number(input.chainId),
        input.contractAddress.toLowerCase(),
        input.tokenId ?? null,
      ] as const)
    : null;
  // An unconfigured chain or a wrong address does not heal by asking again: Retry asks on demand.
  const result = useSWR(key, () => (input ? client.onchain.nft(input) : null), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  return {
    data: result.data ?? undefined,
    error: result.error,
    isLoading: result.isLoading,
    retry: () => void result.mutate(),
  };
}
