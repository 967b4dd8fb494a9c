import { keyPart } from './read';
import type { CollectionTokensInput, NftMetadataInput } from '@suite/shared';
import { resourceKey, useApiClient, useApiClientContext, useApiResource } from '@suite/shared/react';

/**
 * One of the API's public NFT reads, the same for everyone (so the key holds no session). An
 * unconfigured chain or a wrong address does not heal by asking again: Retry asks on demand.
 */
function usePublicNftRead<Input extends { chainId: unknown; contractAddress: string }, Answer>(
  name: string,
  input: Input | null,
  extraKey: string | null,
  read: (input: Input) => Promise<Answer>,
) {
  const { apiBaseUrl } = useApiClientContext();
  const key = input
    ? resourceKey(
        'sections',
        apiBaseUrl,
        null,
        name,
        Number(input.chainId),
        input.contractAddress.toLowerCase(),
        extraKey,
      )
    : null;
  const result = useApiResource(key, async () => (input ? read(input) : null), {
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

/**
 * What visitors see of an NFT or a collection (`GET /api/onchain/nft`, public): its name, image,
 * description and attributes, resolved by the API through tokenURI / uri and cached there.
 */
export function useNftMetadata(input: NftMetadataInput | null) {
  const client = useApiClient();
  return usePublicNftRead(
    'sections/nft',
    input,
    input?.tokenId == null ? null : keyPart(input.tokenId),
    (asked) => client.onchain.nft(asked),
  );
}

/** The first NFTs of a collection (`GET /api/onchain/nft-tokens`, public), for its public page. */
export function useCollectionTokens(input: CollectionTokensInput | null) {
  const client = useApiClient();
  return usePublicNftRead('sections/nft-tokens', input, null, (asked) => client.onchain.tokens(asked));
}
