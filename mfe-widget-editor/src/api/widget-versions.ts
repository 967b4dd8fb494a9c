import { WIDGET_VERSIONS_PAGE_SIZE } from '@suite/shared/widget';
import { useApiClient, useApiResource } from '@suite/shared/react';
import { useEditorKey } from './keys';

// Apart from widgets.ts, which the widget list loads: these take a value of the sections' entry,
// which only the editor's History panel needs (a restore is a widget mutation, in widgets.ts).

/** A page of a widget's kept versions, newest first. */
export function useWidgetVersions(id: number, page: number) {
  const client = useApiClient();
  return useApiResource(useEditorKey('widget-versions', id, page), () =>
    client.widget.versions({ id, page, limit: WIDGET_VERSIONS_PAGE_SIZE }),
  );
}

/** One kept version with its config; null asks nothing. */
export function useWidgetVersion(id: number, version: number | null) {
  const client = useApiClient();
  const key = useEditorKey('widget-versions', id, 'version', version);
  return useApiResource(
    version === null ? null : key,
    () => client.widget.version({ id, version: version ?? 1 }),
    {
      revalidateOnFocus: false,
    },
  );
}
