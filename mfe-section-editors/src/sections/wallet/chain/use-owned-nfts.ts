import { useQuery } from '@tanstack/react-query';
import type { OwnedNfts } from '@suite/shared';
import { useApiClient } from '@suite/shared/react';
import { useSectionScope } from '../../../section-kit/section-scope';

/**
 * The NFTs the wallet owns on the chain among the site's collections and the contracts it imported
 * NFTs of, as the API reads them (no request outside a site: there are no collections to look in).
 * `imports` is part of the key, so a new import is looked up.
 */
export function useOwnedNfts(address: `0x${string}` | undefined, chainId: number, imports: string) {
  const { siteId } = useSectionScope();
  const client = useApiClient();
  return useQuery<OwnedNfts>({
    queryKey: ['suite-wallet', 'owned-nfts', siteId, address, chainId, imports],
    enabled: Boolean(siteId && address),
    staleTime: 30_000,
    retry: false,
    queryFn: () => client.walletAssets.nfts({ siteId: Number(siteId), address: address ?? '', chainId }),
  });
}
