import { RANKING_PICKER_PAGE_SIZE } from '@suite/shared/sections';
import { useApiClient } from '@suite/shared/react';
import { useOwnerSWR } from './owner-swr';

/** A page of the site's leaderboards for the ranking picker (10 per page, q searches title and description). */
export function useLeaderboards(siteId: string | undefined, page: number, q: string) {
  const client = useApiClient();
  return useOwnerSWR(siteId ? ['leaderboards', siteId, page, q] : null, () =>
    client.leaderboards.list({
      siteId: Number(siteId),
      page,
      pageSize: RANKING_PICKER_PAGE_SIZE,
      q: q || undefined,
    }),
  );
}
