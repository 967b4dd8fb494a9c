import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClientContext, useSession } from '@suite/shared/react';

/** The widget editor's resources, each the third part of its swr keys. */
export type EditorResource =
  | 'widgets'
  | 'widget'
  | 'widget-versions'
  | 'api-key'
  | 'credits'
  | 'features'
  | 'leaderboards'
  | 'leaderboard-entries'
  | 'contract-forms';

/**
 * A stable swr key: `['widget-editor', api, account, resource, ...parts]`. It holds the API origin
 * and the signed-in address so two APIs or two users in one tab never share cache entries, and is
 * null (no request) while signed out.
 */
export type EditorKey = readonly ['widget-editor', string, string, EditorResource, ...unknown[]];

export function useEditorKey(resource: EditorResource, ...parts: unknown[]): EditorKey | null {
  const { account } = useSession();
  const { apiBaseUrl } = useApiClientContext();
  if (!account) return null;
  return ['widget-editor', apiBaseUrl, account.address, resource, ...parts];
}

function isKeyOf(key: unknown, resources: readonly EditorResource[]): boolean {
  return (
    Array.isArray(key) && key[0] === 'widget-editor' && resources.some((resource) => key[3] === resource)
  );
}

/** Revalidates every list and detail of these resources (after a mutation touched them). */
export function useRevalidate(): (...resources: EditorResource[]) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (...resources: EditorResource[]) => {
      await mutate((key) => isKeyOf(key, resources));
    },
    [mutate],
  );
}
