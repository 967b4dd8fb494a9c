import { useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { SEARCH_DEBOUNCE_MS } from '@suite/shared';
import type { ListParams } from './list-params';

/** A search box's text, sent to the URL (and so to the API) 500 ms after the last key (seed §9). */
export function useDebouncedSearch(params: ListParams) {
  const [text, setText] = useState(params.q);
  const send = useDebouncedCallback((value: string) => params.set({ q: value.trim() }), SEARCH_DEBOUNCE_MS);
  return {
    value: text,
    onChange: (value: string) => {
      setText(value);
      send(value);
    },
  };
}
