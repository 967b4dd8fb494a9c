import { useResourceKey, useRevalidateResources, type ResourceKey } from '@suite/shared/react';

/** The widget editor's resources, each the fourth part of its swr keys. */
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

/** The scope of the editor's keys (`useResourceKey`'s one rule: scope, API, account, resource, parts). */
const SCOPE = 'widget-editor';

/** The key of one of the signed-in owner's resources: no request while signed out (`useResourceKey`). */
export function useEditorKey(resource: EditorResource, ...parts: unknown[]): ResourceKey | null {
  return useResourceKey(SCOPE, resource, ...parts);
}

/** Revalidates every list and detail of these resources (after a mutation touched them). */
export function useRevalidate(): (...resources: EditorResource[]) => Promise<void> {
  return useRevalidateResources<EditorResource>(SCOPE);
}
