import { useDebouncedCallback } from 'use-debounce';
import { SEARCH_DEBOUNCE_MS } from '@suite/shared';
import type { ListParams } from './list-params';
import { useSearchText } from './search-text';

/** A search box's text, sent to the URL (and so to the API) 500 ms after the last key (seed §9). */
export function useDebouncedSearch(params: ListParams) {
  const send = useDebouncedCallback(
    (value: string) => params.set({ q: search.sending(value) }),
    SEARCH_DEBOUNCE_MS,
  );
  const search = useSearchText(params.q, send.cancel);
  return {
    value: search.text,
    onChange: (value: string) => {
      search.setText(value);
      send(value);
    },
  };
}
