import type { NftOwnershipInput, ProfileUpsertInput } from '@suite/shared';
import { announceSessionChanged, useApiClient, useApiResource } from '@suite/shared/react';
import { useAccountKey, usePublicAccountKey, useRevalidate } from './keys';

/** The signed-in user's own profile (`GET /user/profile`); no request while signed out. */
export function useOwnProfile() {
  const client = useApiClient();
  return useApiResource(useAccountKey('profile'), () => client.user.profile());
}

/** A public profile by username (`GET /user/username/{username}`). */
export function usePublicProfile(username: string) {
  const client = useApiClient();
  return useApiResource(usePublicAccountKey('public-profile', username.toLowerCase()), () =>
    client.user.byUsername({ username }),
  );
}

/** Whether a (valid) username is taken; `null` key while there is nothing to ask. */
export function useUsernameExists(username: string | null) {
  const client = useApiClient();
  const key = usePublicAccountKey('username-exists', username ?? '');
  return useApiResource(
    username ? key : null,
    () => client.user.usernameExists({ username: username ?? '' }),
    {
      revalidateOnFocus: false,
    },
  );
}

export function useProfileMutations() {
  const client = useApiClient();
  const revalidate = useRevalidate();
  const after = async () => {
    await revalidate('profile', 'public-profile', 'username-exists');
    // The header (another remote in the shell) shows the NFT picture from the session.
    announceSessionChanged();
  };
  return {
    save: async (input: ProfileUpsertInput) => {
      const saved = await client.user.upsert(input);
      await after();
      return saved;
    },
    validateNft: (input: NftOwnershipInput) => client.user.validateNftOwnership(input),
    setNftProfile: async (input: { nftChainId: number; nftAddress: string; nftId: string }) => {
      const saved = await client.user.setNftProfile(input);
      await after();
      return saved;
    },
    clearNftProfile: async () => {
      const saved = await client.user.clearNftProfile();
      await after();
      return saved;
    },
  };
}
