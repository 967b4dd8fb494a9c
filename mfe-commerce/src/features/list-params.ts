import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { usePageInRange, usePageLinks } from '@suite/shared/react';

export interface ListParams {
  /** 0-based, as the API pages. */
  page: number;
  limit: number;
  q: string;
  /** Any other filter of the list (`status`, `tab`, `sort`). */
  get: (name: string) => string | null;
  /**
   * Sets parameters (empty removes them); any change but the page goes back to the first page. Calls
   * in one event add up.
   */
  set: (changes: Record<string, string | number | null | undefined>) => void;
  /**
   * The pager of a list of `total` items, for antd's `Pagination` (spread) or a `Table`'s
   * `pagination`: this page and size, the list's sizes; a new size goes back to the first page.
   */
  pagination: (total: number | undefined) => ListPagination;
}

interface ListPagination {
  current: number;
  pageSize: number;
  total: number;
  showSizeChanger: true;
  pageSizeOptions: number[];
  onChange: (page: number, pageSize: number) => void;
  /** Its arrows named in the page's language. */
  itemRender: ReturnType<typeof usePageLinks>['itemRender'];
}

/** A list's page, size, search and filters live in the URL, so every view can be linked and reloaded. */
export function useListParams(sizes: { options: readonly number[]; default: number }): ListParams {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const asked = Number(params.get('limit'));
  const limit = sizes.options.includes(asked) ? asked : sizes.default;
  // React-router's setter starts from the URL of the last render, even in its functional form: of two
  // updates in one event (antd's pager, then its table's onChange) the second would undo the first.
  // Each update starts from the one before it until the URL they made is rendered.
  const unrendered = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    unrendered.current = null;
  }, [params]);
  const set = useCallback(
    (changes: Record<string, string | number | null | undefined>) => {
      const next = new URLSearchParams(unrendered.current ?? params);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === undefined || value === '') next.delete(name);
        else next.set(name, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      unrendered.current = next;
      setParams(next, { replace: true });
    },
    [params, setParams],
  );
  const pageLinks = usePageLinks();
  return {
    page,
    limit,
    q: params.get('q') ?? '',
    get: (name) => params.get(name),
    set,
    pagination: (total) => ({
      current: page + 1,
      pageSize: limit,
      total: total ?? 0,
      showSizeChanger: true,
      pageSizeOptions: [...sizes.options],
      onChange: (next, size) => (size === limit ? set({ page: next - 1 }) : set({ limit: size })),
      itemRender: pageLinks.itemRender,
    }),
  };
}

/**
 * Keeps the page within the list: when the page shown is past the last one (its items deleted here or
 * elsewhere, or an old link), goes to the last page that has items, instead of saying the list is empty
 * (`usePageInRange`, the suite's one rule, on the URL's page).
 */
export function useKeepPageInRange({ page, limit, set }: ListParams, total: number | undefined): void {
  const toUrl = useCallback((shown: number) => set({ page: shown > 1 ? shown - 1 : null }), [set]);
  usePageInRange({ page: page + 1, pageSize: limit, total, onPageChange: toUrl });
}
