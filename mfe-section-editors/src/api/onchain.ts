import useSWRMutation from 'swr/mutation';
import type { AssetLookupInput } from '@suite/shared';
import { useApiClient, usePublicResourceKey, type ResourceKey } from '@suite/shared/react';

/**
 * The editor's Import: one asset and collection lookup on demand (`GET /api/onchain/asset`), whose
 * answer prefills the form: a collection's name and symbol, read on chain, and with a token id that
 * token's name and metadata address.
 */
export function useAssetImport() {
  const client = useApiClient();
  return useSWRMutation(
    usePublicResourceKey('sections', 'onchain-lookup'),
    (_key: ResourceKey, { arg }: { arg: AssetLookupInput }) => client.onchain.asset(arg),
  );
}
