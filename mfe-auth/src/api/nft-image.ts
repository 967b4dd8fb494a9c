import type { NftProfile } from '@suite/shared';
import { useApiClient, useApiResource } from '@suite/shared/react';
import { usePublicAccountKey } from './keys';

/**
 * The image of an NFT profile, as the API reads it for everyone (`GET /api/onchain/nft`: `tokenURI`
 * on chain, then the metadata's `image` through the API's IPFS gateway, cached there). `undefined`
 * while it is read, when the NFT has none, or when the API cannot read that chain: the avatar then
 * shows the token's number. No wallet code is needed for it (ADR 0015).
 */
export function useNftImage(nft: NftProfile | null | undefined): string | undefined {
  const client = useApiClient();
  const key = usePublicAccountKey(
    'nft-image',
    nft?.nftChainId ?? 0,
    nft?.nftAddress.toLowerCase() ?? '',
    nft?.nftId ?? '',
  );
  const { data } = useApiResource(
    nft ? key : null,
    () =>
      nft
        ? client.onchain.nft({ chainId: nft.nftChainId, contractAddress: nft.nftAddress, tokenId: nft.nftId })
        : Promise.resolve(null),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return data?.image ?? undefined;
}
