import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { SEARCH_DEBOUNCE_MS } from '@suite/shared';

/**
 * A search box's text and the page of its results: the query (`q`, trimmed) follows the text
 * `SEARCH_DEBOUNCE_MS` after the last key, and a new query starts again from the first page.
 */
export function usePagedSearch(): {
  search: string;
  setSearch: (search: string) => void;
  q: string;
  page: number;
  setPage: (page: number) => void;
} {
  const [search, setSearch] = useState('');
  const [q] = useDebounce(search.trim(), SEARCH_DEBOUNCE_MS);
  const [paged, setPaged] = useState({ q: '', page: 0 });
  return {
    search,
    setSearch,
    q,
    page: paged.q === q ? paged.page : 0,
    setPage: (page) => setPaged({ q, page }),
  };
}
