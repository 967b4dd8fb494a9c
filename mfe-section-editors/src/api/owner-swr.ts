import useSWR, { type SWRConfiguration } from 'swr';
import { useApiClientContext, useSession } from '@suite/shared/react';

/** What a picker shows instead of the owner's list when nobody is signed in. */
export const SIGN_IN_TO_PICK_MESSAGE = 'Sign in to choose from your own items.';

/**
 * An swr read of the signed-in owner's things (their leaderboards, widgets, checkouts…). The key
 * holds the API origin and the signed-in address, so two users in one tab never share a cache entry;
 * nothing is asked while the session is unknown, and signed out it reports why there is no list.
 */
export function useOwnerSWR<Data>(
  parts: readonly unknown[] | null,
  fetcher: () => Promise<Data>,
  config?: SWRConfiguration<Data>,
) {
  const { apiBaseUrl } = useApiClientContext();
  const session = useSession();
  const address = session.account?.address;
  const key = address && parts ? (['sections/owner', apiBaseUrl, address, ...parts] as const) : null;
  const result = useSWR(key, fetcher, { keepPreviousData: true, ...config });
  const signedOut = session.account === null;
  return {
    data: result.data,
    error: signedOut ? new Error(SIGN_IN_TO_PICK_MESSAGE) : (result.error ?? session.error),
    isLoading: (parts !== null && session.isLoading) || result.isLoading,
    /** True while a new key (another page or search) loads behind the previous data. */
    isValidating: result.isValidating,
    retry: () => (session.error ? session.revalidate() : result.mutate()),
  };
}

/** What a site-scoped picker shows when the host gave no site. */
export const NO_SITE_PICK_MESSAGE = "Open this editor from a site's page to choose from that site's items.";
