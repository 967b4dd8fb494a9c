import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import type { AssetLookupInput } from '@suite/shared';
import { useApiClient, useApiClientContext, useSession } from '@suite/shared/react';

/**
 * The asset and collection lookup (`GET /api/onchain/asset`): a collection's name and symbol, read
 * on chain, and with a token id that token's name and metadata address.
 */
export const onchainKeys = {
  lookup: ['sections/onchain', 'lookup'] as const,
};

/** The editor's Import: one lookup on demand, whose answer prefills the form. */
export function useAssetImport() {
  const client = useApiClient();
  return useSWRMutation(onchainKeys.lookup, (_key: readonly string[], { arg }: { arg: AssetLookupInput }) =>
    client.onchain.asset(arg),
  );
}

/**
 * What a renderer shows of a collection or NFT on chain. The API reads the chain for signed-in
 * users only (each read costs an RPC call), so nothing is asked without a session: a visitor sees
 * the section as configured. Chain data is the same for everyone, so the key holds no address.
 */
export function useAssetLookup(input: AssetLookupInput | null) {
  const client = useApiClient();
  const { apiBaseUrl } = useApiClientContext();
  const session = useSession();
  const signedIn = Boolean(session.account);
  const key =
    signedIn && input
      ? ([
          'sections/onchain',
          apiBaseUrl,
          input.chainId,
          input.contractAddress.toLowerCase(),
          input.tokenId ?? null,
        ] as const)
      : null;
  // A wrong address or an unconfigured chain does not heal by asking again: Retry asks on demand.
  const result = useSWR(key, () => (input ? client.onchain.asset(input) : null), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  return {
    data: result.data ?? undefined,
    error: result.error,
    isLoading: session.isLoading || result.isLoading,
    /** False for a visitor: the lookup is not asked, and nothing about it is shown. */
    signedIn,
    retry: () => void result.mutate(),
  };
}
