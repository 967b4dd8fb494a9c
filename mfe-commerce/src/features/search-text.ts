import { useEffect, useRef, useState } from 'react';
import type { ListParams } from './list-params';

// Apart from the debounced box (use-debounced-search.ts), so a list that searches on Enter does not
// load use-debounce.

/**
 * A search box's text, kept in step with the URL's `q`: when `q` changes from outside (a menu link,
 * Back and Forward) the box shows it, and `onOutside` drops what was typed on the way. The box's own
 * searches (`sent`) do not count: the text keeps what the user typed after them, spaces and all.
 */
export function useSearchText(q: string, onOutside?: () => void) {
  const [text, setText] = useState(q);
  const sent = useRef(q);
  useEffect(() => {
    if (q === sent.current) return;
    sent.current = q;
    onOutside?.();
    setText(q);
  }, [q, onOutside]);
  return {
    text,
    setText,
    /** The box searches `value`: the URL's `q` it will be is the box's own. */
    sending: (value: string) => {
      sent.current = value.trim();
      return sent.current;
    },
  };
}

/** A search box that searches on Enter (or its button): its text follows the URL's `q` too. */
export function useSubmittedSearch(params: ListParams) {
  const search = useSearchText(params.q);
  return {
    value: search.text,
    onChange: search.setText,
    onSearch: (value: string) => params.set({ q: search.sending(value) }),
  };
}
