import { useApiClient } from '@suite/shared/react';
import { useOwnerSWR } from './owner-swr';

export const WIDGET_PICKER_PAGE_SIZE = 20;

/**
 * A page of the signed-in user's widgets, newest first; q is a case-insensitive substring of the
 * name; `exclude` (the widget being edited) is in neither the page nor its total.
 */
export function useOwnWidgets(page: number, q: string, exclude: number | undefined) {
  const client = useApiClient();
  return useOwnerSWR(['widgets', page, q, exclude], () =>
    client.widget.list({ page, limit: WIDGET_PICKER_PAGE_SIZE, q: q || undefined, exclude }),
  );
}
