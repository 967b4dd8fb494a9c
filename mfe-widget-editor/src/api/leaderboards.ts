import { useCallback } from 'react';
import type { LeaderboardEntryFields } from '@suite/shared';
import { LEADERBOARD_DEFAULT_PAGE_SIZE, LEADERBOARD_ENTRIES_PAGE_SIZE } from '@suite/shared/schemas';
import { useApiClient, useApiResource } from '@suite/shared/react';
import { useEditorKey, useRevalidate } from './keys';

/** A page of the widget's leaderboards (the Rankings panel). */
export function useLeaderboards(siteId: number, page: number) {
  const client = useApiClient();
  return useApiResource(useEditorKey('leaderboards', siteId, page), () =>
    client.leaderboards.list({ siteId, page, pageSize: LEADERBOARD_DEFAULT_PAGE_SIZE }),
  );
}

/**
 * Reads every page of the leaderboards again: for when the list turns out shorter than the pages
 * read before said (boards deleted elsewhere), so that none of them still counts the boards gone.
 */
export function useRereadLeaderboards(): () => Promise<void> {
  const revalidate = useRevalidate();
  return useCallback(() => revalidate('leaderboards'), [revalidate]);
}

/** A page of one leaderboard's entries, best first, with their ranks. */
export function useLeaderboardEntries(id: number, page: number) {
  const client = useApiClient();
  return useApiResource(useEditorKey('leaderboard-entries', id, page), () =>
    client.leaderboards.entries({ id, page, pageSize: LEADERBOARD_ENTRIES_PAGE_SIZE }),
  );
}

export interface LeaderboardFields {
  title: string;
  description: string;
}

export function useLeaderboardMutations(siteId: number) {
  const client = useApiClient();
  const revalidate = useRevalidate();
  return {
    create: async (fields: LeaderboardFields) => {
      const created = await client.leaderboards.create({ siteId, ...fields });
      await revalidate('leaderboards');
      return created;
    },
    update: async (id: number, fields: LeaderboardFields) => {
      const updated = await client.leaderboards.update({ id, ...fields });
      await revalidate('leaderboards');
      return updated;
    },
    remove: async (id: number) => {
      await client.leaderboards.remove({ id });
      await revalidate('leaderboards', 'leaderboard-entries');
    },
  };
}

/** Every change of an entry moves ranks on other pages too, so every page of entries is read again. */
export function useLeaderboardEntryMutations(id: number) {
  const client = useApiClient();
  const revalidate = useRevalidate();
  return {
    add: async (entry: LeaderboardEntryFields) => {
      await client.leaderboards.addEntry({ id, ...entry });
      await revalidate('leaderboard-entries');
    },
    update: async (entryId: number, entry: LeaderboardEntryFields) => {
      await client.leaderboards.updateEntry({ id, entryId, ...entry });
      await revalidate('leaderboard-entries');
    },
    remove: async (entryId: number) => {
      await client.leaderboards.removeEntry({ id, entryId });
      await revalidate('leaderboard-entries');
    },
  };
}

/**
 * A leaderboard's score key: make one (answered this once; one made before stops working) or
 * remove it. The leaderboards are read again for the key's date.
 */
export function useScoreKeyMutations(id: number) {
  const client = useApiClient();
  const revalidate = useRevalidate();
  return {
    make: async () => {
      const { scoreKey } = await client.leaderboards.makeScoreKey({ id });
      await revalidate('leaderboards');
      return scoreKey;
    },
    remove: async () => {
      await client.leaderboards.removeScoreKey({ id });
      await revalidate('leaderboards');
    },
  };
}
