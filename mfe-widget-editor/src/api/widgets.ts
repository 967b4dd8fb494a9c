import { useSWRConfig } from 'swr';
import type { Widget, WidgetConfig, WidgetKit } from '@suite/shared/widget';
import { useApiClient, useApiResource } from '@suite/shared/react';
import { useEditorKey, useRevalidate } from './keys';

export interface WidgetListQuery {
  q?: string;
  page: number;
  limit: number;
}

export function useWidgetList(query: WidgetListQuery) {
  const client = useApiClient();
  return useApiResource(useEditorKey('widgets', query), () =>
    client.widget.list({ q: query.q === '' ? undefined : query.q, page: query.page, limit: query.limit }),
  );
}

/**
 * One of the owner's widgets. It is revalidated only on request (after a save, or Reload after a
 * stale save): refreshing it behind an open editor would swap the config its draft is based on.
 */
export function useWidget(id: number | null) {
  const client = useApiClient();
  const key = useEditorKey('widget', id);
  return useApiResource(id === null ? null : key, () => client.widget.byOwner({ id: id ?? 0 }), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
  });
}

export function useWidgetMutations() {
  const client = useApiClient();
  const revalidate = useRevalidate();
  const { mutate } = useSWRConfig();
  const widgetKey = useEditorKey('widget');
  return {
    create: async (kit: WidgetKit, config: WidgetConfig): Promise<Widget> => {
      const created = await client.widget.upsert({ kit, config: JSON.stringify(config) });
      await revalidate('widgets');
      return created;
    },
    /** Saves on top of `version`; a widget changed elsewhere since answers 409 and nothing is written. */
    save: async (id: number, version: number, config: WidgetConfig): Promise<Widget> => {
      const saved = await client.widget.upsert({ id, version, config: JSON.stringify(config) });
      if (widgetKey) await mutate([...widgetKey, id], saved, { revalidate: false });
      await revalidate('widgets', 'widget-versions');
      return saved;
    },
    /**
     * Saves a kept version again as the newest, on top of `baseVersion` (the one the editor shows): a
     * widget changed elsewhere since answers 409, as a save does.
     */
    restore: async (id: number, version: number, baseVersion: number): Promise<Widget> => {
      const restored = await client.widget.restore({ id, version, baseVersion });
      if (widgetKey) await mutate([...widgetKey, id], restored, { revalidate: false });
      await revalidate('widgets', 'widget-versions');
      return restored;
    },
    remove: async (id: number): Promise<void> => {
      await client.widget.remove({ id });
      await revalidate('widgets');
    },
  };
}
