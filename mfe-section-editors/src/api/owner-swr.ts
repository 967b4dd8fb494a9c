import type { SWRConfiguration } from 'swr';
import { useApiResource, useResourceKey, useSession } from '@suite/shared/react';
import { useSectionEditorsCatalog } from '../i18n';

/**
 * An swr read of the signed-in owner's things (their leaderboards, widgets, checkouts…). The key
 * holds the API origin and the signed-in address, so two users in one tab never share a cache entry;
 * nothing is asked while the session is unknown, and signed out it reports why there is no list.
 */
export function useOwnerSWR<Data>(
  parts: readonly unknown[] | null,
  fetcher: () => Promise<Data>,
  config?: SWRConfiguration<Data, unknown>,
) {
  const { t } = useSectionEditorsCatalog();
  const session = useSession();
  const [resource, ...rest] = parts ?? [];
  const ownKey = useResourceKey('sections', String(resource), ...rest);
  const key = parts && parts.length > 0 ? ownKey : null;
  const result = useApiResource(key, fetcher, { keepPreviousData: true, ...config });
  const signedOut = session.account === null;
  return {
    data: result.data,
    // What a picker shows instead of the owner's list when nobody is signed in.
    error: signedOut ? new Error(t('common.signInToPick')) : (result.error ?? session.error),
    isLoading: (parts !== null && session.isLoading) || result.isLoading,
    /** True while a new key (another page or search) loads behind the previous data. */
    isValidating: result.isValidating,
    retry: () => (session.error ? session.revalidate() : result.mutate()),
  };
}
