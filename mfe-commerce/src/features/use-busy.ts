import { useCallback, useRef, useState } from 'react';

interface Busy {
  /** Whether the action of `key` is under way: its control shows it (`loading`). */
  isBusy: (key: string) => boolean;
  /** Runs the action of `key`, unless the last one is still under way: then it does nothing. */
  run: (key: string, action: () => Promise<unknown>) => Promise<void>;
}

/**
 * Actions that run once at a time each (a row's "Mark as read", a card's Duplicate): a second click
 * while the first call is under way would send it twice (two copies of a product). The keys under
 * way are kept in a ref as well as in state, so that a double click, faster than a render, is caught.
 */
export function useBusy(): Busy {
  const running = useRef(new Set<string>());
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const run = useCallback(async (key: string, action: () => Promise<unknown>) => {
    if (running.current.has(key)) return;
    running.current.add(key);
    setBusy(new Set(running.current));
    try {
      await action();
    } finally {
      running.current.delete(key);
      setBusy(new Set(running.current));
    }
  }, []);
  const isBusy = useCallback((key: string) => busy.has(key), [busy]);
  return { isBusy, run };
}
