import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useSession } from '@suite/shared/react';

/** The commerce resources, each the second part of its swr keys. */
export type CommerceResource =
  | 'categories'
  | 'checkouts'
  | 'collections'
  | 'credits'
  | 'notifications'
  | 'orders'
  | 'products'
  | 'settings';

/**
 * A stable swr key: `['commerce', account, resource, ...parts]`. It holds the signed-in address so
 * two users in one tab never see each other's cache, and is null (no request) while signed out.
 */
export type CommerceKey = readonly ['commerce', string, CommerceResource, ...unknown[]];

export function useCommerceKey(resource: CommerceResource, ...parts: unknown[]): CommerceKey | null {
  const { account } = useSession();
  if (!account) return null;
  return ['commerce', account.address, resource, ...parts];
}

function isKeyOf(key: unknown, resources: readonly CommerceResource[]): boolean {
  return Array.isArray(key) && key[0] === 'commerce' && resources.some((resource) => key[2] === resource);
}

/** Revalidates every list and detail of these resources (after a mutation touched them). */
export function useRevalidate(): (...resources: CommerceResource[]) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (...resources: CommerceResource[]) => {
      await mutate((key) => isKeyOf(key, resources));
    },
    [mutate],
  );
}
