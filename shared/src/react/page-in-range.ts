import { useEffect } from 'react';

/** The last page (from 1) of a list of `total` items shown `pageSize` at a time: 1 when it is empty. */
function lastPageOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

interface PageInRangeOptions {
  /** The page asked for, from 1. */
  page: number;
  pageSize: number;
  /** How many items the list holds; undefined while it loads. */
  total: number | undefined;
  /** How many items the page asked for holds, when the server pages the list. */
  shown?: number;
  /** Stores the page the list is brought back to. */
  onPageChange: (page: number) => void;
}

/**
 * Keeps a list's page within the list (the widget editor's lists, the section editors' pickers, the
 * commerce lists): a page past the end (its items deleted here or elsewhere, or the list got shorter) goes to the last
 * page there is, rather than showing the empty state as though there were nothing at all, and the
 * page is stored so that the list does not jump back when it grows again. Returns the page to show
 * now, before the stored one catches up.
 */
export function usePageInRange({ page, pageSize, total, shown, onPageChange }: PageInRangeOptions): number {
  let inRange = page;
  if (total !== undefined) {
    const last = lastPageOf(total, pageSize);
    // The count and the page can disagree for a moment (an item deleted between them): a page with
    // nothing on it steps back one.
    if (page > last || (shown === 0 && page > 1)) inRange = Math.min(page - 1, last);
  }
  useEffect(() => {
    if (inRange !== page) onPageChange(inRange);
  }, [inRange, page, onPageChange]);
  return inRange;
}

/**
 * A list's empty text: none while it loads, or when it failed (the error beside it says why; "no items
 * yet" would be untrue), `empty` otherwise.
 */
export function listEmptyText<Empty>(
  { isLoading, error }: { isLoading: boolean; error: unknown },
  empty: Empty,
): Empty | ' ' {
  return isLoading || error !== undefined ? ' ' : empty;
}
