import useSWRMutation from 'swr/mutation';
import type { AssetLookupInput } from '@suite/shared';
import { useApiClient } from '@suite/shared/react';

/**
 * The asset and collection lookup (`GET /api/onchain/asset`): a collection's name and symbol, read
 * on chain, and with a token id that token's name and metadata address.
 */
const onchainKeys = {
  lookup: ['sections/onchain', 'lookup'] as const,
};

/** The editor's Import: one lookup on demand, whose answer prefills the form. */
export function useAssetImport() {
  const client = useApiClient();
  return useSWRMutation(onchainKeys.lookup, (_key: readonly string[], { arg }: { arg: AssetLookupInput }) =>
    client.onchain.asset(arg),
  );
}
