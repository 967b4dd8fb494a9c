import { useResourceKey, useRevalidateResources, type ResourceKey } from '@suite/shared/react';

/** The commerce resources, each the fourth part of its swr keys. */
export type CommerceResource =
  | 'categories'
  | 'checkouts'
  | 'collections'
  | 'credits'
  | 'notifications'
  | 'orders'
  | 'products'
  | 'settings';

/** The scope of the back office's keys (`useResourceKey`'s one rule: scope, API, account, resource, parts). */
const SCOPE = 'commerce';

/** The key of one of the seller's resources: no request while signed out (`useResourceKey`). */
export function useCommerceKey(resource: CommerceResource, ...parts: unknown[]): ResourceKey | null {
  return useResourceKey(SCOPE, resource, ...parts);
}

/** Revalidates every list and detail of these resources (after a mutation touched them). */
export function useRevalidate(): (...resources: CommerceResource[]) => Promise<void> {
  return useRevalidateResources<CommerceResource>(SCOPE);
}

/**
 * A delete, then `refetch` whether it went or not (seed 001 §8: lists refetch after a delete): an item
 * that was gone already (another tab deleted it, the API answers 404) then leaves the list as well.
 */
export async function deleteThenRefetch(remove: () => Promise<unknown>, refetch: () => Promise<void>) {
  try {
    await remove();
  } finally {
    await refetch();
  }
}
