import useSWR from 'swr';
import { erc721Abi, getAddress } from 'viem';
import { useReadContract } from 'wagmi';
import { loadMetadata, metadataSource, readMetadata, type NftProfile } from '@suite/shared';

/**
 * The image of an NFT profile: its `tokenURI` read on chain, then the metadata's `image` when it is
 * an http(s) URL or a data image. `undefined` when there is none (no tokenURI, other schemes).
 */
export function useNftImage(nft: NftProfile | null | undefined): string | undefined {
  const { data: tokenUri } = useReadContract({
    chainId: nft?.nftChainId,
    address: nft ? getAddress(nft.nftAddress) : undefined,
    abi: erc721Abi,
    functionName: 'tokenURI',
    args: nft ? [BigInt(nft.nftId)] : undefined,
    query: { enabled: Boolean(nft), retry: false, staleTime: Infinity },
  });
  const source = tokenUri ? metadataSource(tokenUri) : null;
  const { data } = useSWR(
    source ? ['mfe-auth', 'nft-metadata', tokenUri] : null,
    () => (source ? loadMetadata(source) : null),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return readMetadata(data).image;
}
