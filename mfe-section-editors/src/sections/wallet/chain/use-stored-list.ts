import { useCallback, useEffect, useState } from 'react';
import type * as z from 'zod/v4';
import { safeStorage } from '@suite/shared/react';
import { readStoredList } from './stored-assets';

const CHANGED = 'suite-wallet-storage';

/**
 * A list kept in localStorage under `key` (none while `key` is null), shared live by every component
 * of the page that reads the same key, and by other tabs.
 */
export function useStoredList<Item>(
  key: string | null,
  schema: z.ZodType<Item, unknown>,
): [Item[], (next: Item[]) => void] {
  const read = useCallback(() => {
    // Storage can be blocked (an embed on another site, private mode): the wallet then keeps its
    // imports in memory and forgets them on reload.
    return key ? readStoredList(safeStorage('local'), key, schema) : [];
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
      safeStorage('local').setItem(key, JSON.stringify(next));
      window.dispatchEvent(new Event(CHANGED));
    },
    [key],
  );
  return [list, save];
}
