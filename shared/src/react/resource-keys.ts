import { useCallback, useContext } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClientContext } from './api-client-context';
import { KeptReadsContext } from './kept-reads';
import { useSession } from './session';

/**
 * The swr key of an API resource, the one rule of every remote: `[scope, api, account, resource,
 * ...parts]`. `scope` names the remote's keys (`commerce`), `api` the API origin, `account` whose
 * data it is (the signed-in address, or null for what anyone reads the same), so two APIs or two
 * users in one tab never share a cache entry.
 */
export type ResourceKey = readonly [
  scope: string,
  api: string,
  account: string | null,
  resource: string,
  ...parts: unknown[],
];

export function resourceKey(
  scope: string,
  apiBaseUrl: string,
  account: string | null,
  resource: string,
  ...parts: unknown[]
): ResourceKey {
  return [scope, apiBaseUrl, account, resource, ...parts];
}

/**
 * The signed-in account's own resource: null (no request) while the session is unknown or signed
 * out, except in a page kept through the sign-out (`SignedInPage`), where it stays the last
 * address's, and its read waits for the session (`keepUserReads`).
 */
export function useResourceKey(scope: string, resource: string, ...parts: unknown[]): ResourceKey | null {
  const { apiBaseUrl } = useApiClientContext();
  const { account } = useSession();
  const kept = useContext(KeptReadsContext);
  const address = account?.address ?? (kept?.signedOut ? kept.address : null);
  return address ? resourceKey(scope, apiBaseUrl, address, resource, ...parts) : null;
}

/** A resource anyone reads the same (a public profile): asked at once, signed in or not. */
export function usePublicResourceKey(scope: string, resource: string, ...parts: unknown[]): ResourceKey {
  const { apiBaseUrl } = useApiClientContext();
  return resourceKey(scope, apiBaseUrl, null, resource, ...parts);
}

function isKeyOf(key: unknown, scope: string, resources: readonly string[]): boolean {
  return Array.isArray(key) && key[0] === scope && resources.some((resource) => key[3] === resource);
}

/**
 * Revalidates every entry of the scope's given resources (any API, account and parts), after a
 * mutation touched them.
 */
export function useRevalidateResources<Resource extends string>(
  scope: string,
): (...resources: Resource[]) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (...resources: Resource[]) => {
      await mutate((key) => isKeyOf(key, scope, resources));
    },
    [mutate, scope],
  );
}
