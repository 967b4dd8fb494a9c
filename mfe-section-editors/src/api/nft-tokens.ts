import useSWR from 'swr';
import type { CollectionTokensInput } from '@suite/shared';
import { useApiClient, useApiClientContext } from '@suite/shared/react';

/** The first NFTs of a collection (`GET /api/onchain/nft-tokens`, public), for its public page. */
export function useCollectionTokens(input: CollectionTokensInput | null) {
  const client = useApiClient();
  const { apiBaseUrl } = useApiClientContext();
  const key = input
    ? ([
        'sections/nft-tokens',
        apiBaseUrl,
        Number(input.chainId),
        input.contractAddress.toLowerCase(),
      ] as const)
    : null;
  const result = useSWR(key, () => (input ? client.onchain.tokens(input) : null), {
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
