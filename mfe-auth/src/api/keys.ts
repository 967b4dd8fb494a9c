import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClientContext } from '@suite/shared/react';

const PREFIX = 'mfe-auth';

export type AccountResource =
  'profile' | 'public-profile' | 'username-exists' | 'campaign-claim' | 'nft-image';

/** A stable swr key per resource, scoped to the API origin (two APIs in one page never share an entry). */
export function useAccountKey(resource: AccountResource, ...parts: readonly (string | number)[]) {
  const { apiBaseUrl } = useApiClientContext();
  return [PREFIX, apiBaseUrl, resource, ...parts] as const;
}

/** Revalidates every entry of the given resources (any parts), after a mutation touched them. */
export function useRevalidate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (...resources: AccountResource[]) =>
      mutate(
        (key) => Array.isArray(key) && key[0] === PREFIX && resources.some((resource) => key[2] === resource),
      ),
    [mutate],
  );
}
