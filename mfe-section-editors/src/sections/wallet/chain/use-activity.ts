import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WalletActivity } from '@suite/shared';
import { useApiClient } from '@suite/shared/react';

/**
 * A page of the address's transfers on the chain, newest first, read by the API (one home for the
 * log and block scanning): the chain's own currency and the ERC-20s of `tokens`; with a `search`,
 * only those whose symbol holds it, across every page.
 */
export function useActivity(
  address: `0x${string}` | undefined,
  chainId: number,
  tokens: readonly `0x${string}`[],
  search: string,
  page: number,
  pageSize: number,
) {
  const client = useApiClient();
  const list = tokens.join(',');
  return useQuery<WalletActivity>({
    queryKey: ['suite-wallet', 'activity', chainId, address, list, search, page, pageSize],
    enabled: Boolean(address),
    staleTime: 15_000,
    retry: false,
    placeholderData: keepPreviousData,
    queryFn: () =>
      client.onchain.activity({ chainId, address: address ?? '', tokens: list, search, page, pageSize }),
  });
}
