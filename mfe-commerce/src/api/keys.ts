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

/** The key of one of the seller's resources: null (no request) while signed out. */
export function useCommerceKey(resource: CommerceResource, ...parts: unknown[]): ResourceKey | null {
  return useResourceKey(SCOPE, resource, ...parts);
}

/** Revalidates every list and detail of these resources (after a mutation touched them). */
export function useRevalidate(): (...resources: CommerceResource[]) => Promise<void> {
  return useRevalidateResources<CommerceResource>(SCOPE);
}
