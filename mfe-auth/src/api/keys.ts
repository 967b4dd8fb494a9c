import {
  usePublicResourceKey,
  useResourceKey,
  useRevalidateResources,
  type ResourceKey,
} from '@suite/shared/react';

/** The account's resources, each the fourth part of its swr keys. */
export type AccountResource =
  'profile' | 'public-profile' | 'username-exists' | 'campaign-claim' | 'nft-image';

/** The scope of mfe_auth's keys (`useResourceKey`'s one rule: scope, API, account, resource, parts). */
const SCOPE = 'mfe-auth';

/** The key of one of the signed-in user's own resources: no request while signed out (`useResourceKey`). */
export function useAccountKey(
  resource: AccountResource,
  ...parts: readonly (string | number)[]
): ResourceKey | null {
  return useResourceKey(SCOPE, resource, ...parts);
}

/** The key of what anyone reads the same (a public profile, whether a username is taken, an NFT's image). */
export function usePublicAccountKey(
  resource: AccountResource,
  ...parts: readonly (string | number)[]
): ResourceKey {
  return usePublicResourceKey(SCOPE, resource, ...parts);
}

/** Revalidates every entry of the given resources (any parts), after a mutation touched them. */
export function useRevalidate(): (...resources: AccountResource[]) => Promise<void> {
  return useRevalidateResources<AccountResource>(SCOPE);
}
