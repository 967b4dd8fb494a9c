import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { readStoredList } from './stored-assets';

const CHANGED = 'suite-wallet-storage';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be blocked (private mode, policies): the wallet then forgets imports on reload.
    return undefined;
  }
}

/**
 * A list kept in localStorage under `key` (none while `key` is null), shared live by every component
 * of the page that reads the same key, and by other tabs.
 */
export function useStoredList<Item>(
  key: string | null,
  schema: z.ZodType<Item, unknown>,
): [Item[], (next: Item[]) => void] {
  const read = useCallback(() => {
    const store = storage();
    return key && store ? readStoredList(store, key, schema) : [];
  }, [key, schema]);
  const [list, setList] = useState<Item[]>(read);

  useEffect(() => {
    setList(read());
    const reload = () => setList(read());
    window.addEventListener(CHANGED, reload);
    window.addEventListener('storage', reload);
    return () => {
      window.removeEventListener(CHANGED, reload);
      window.removeEventListener('storage', reload);
    };
  }, [read]);

  const save = useCallback(
    (next: Item[]) => {
      setList(next);
      if (!key) return;
      try {
        storage()?.setItem(key, JSON.stringify(next));
      } catch {
        // Full or blocked storage: the list still holds for this page.
      }
      window.dispatchEvent(new Event(CHANGED));
    },
    [key],
  );
  return [list, save];
}
