/**
 * Web storage that never throws. In a cross-site frame (the widget embedded on another site) a
 * browser that blocks third-party storage throws a SecurityError on the mere read of
 * `window.localStorage` ("Failed to read the 'localStorage' property … Access is denied"), and any
 * storage can throw on write when full. Every storage access of code that runs in the embed goes
 * through `safeStorage`: the real storage where the browser grants it, else one kept in memory for
 * the page's life (the wallet connection then lasts until the frame reloads).
 */
export type StorageKind = 'local' | 'session';

/** A `Storage` kept in memory: what the page gets when the browser denies it web storage. */
export class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  clear(): void {
    this.#items.clear();
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

/** Wraps a granted storage so that a write refused (quota, policy changed) is dropped, not thrown. */
class GuardedStorage implements Storage {
  constructor(private readonly inner: Storage) {}

  get length(): number {
    try {
      return this.inner.length;
    } catch {
      return 0;
    }
  }

  clear(): void {
    try {
      this.inner.clear();
    } catch {
      // Nothing to clear where storage is refused.
    }
  }

  getItem(key: string): string | null {
    try {
      return this.inner.getItem(key);
    } catch {
      return null;
    }
  }

  key(index: number): string | null {
    try {
      return this.inner.key(index);
    } catch {
      return null;
    }
  }

  removeItem(key: string): void {
    try {
      this.inner.removeItem(key);
    } catch {
      // Nothing stored.
    }
  }

  setItem(key: string, value: string): void {
    try {
      this.inner.setItem(key, value);
    } catch {
      // Full or refused: the value lives as long as the caller holds it.
    }
  }
}

const PROBE_KEY = 'suite:storage-probe';

/** The browser's storage of that kind when reading and writing it works, else undefined. */
export function grantedStorage(kind: StorageKind): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    const storage = kind === 'local' ? window.localStorage : window.sessionStorage;
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    return storage;
  } catch {
    return undefined;
  }
}

const pageStorages = new Map<StorageKind, Storage>();

/**
 * The page's storage of that kind, never throwing: the browser's when granted, else memory. Decided
 * once per page, so every caller sees the same values.
 */
export function safeStorage(kind: StorageKind): Storage {
  let storage = pageStorages.get(kind);
  if (!storage) {
    const granted = grantedStorage(kind);
    storage = granted ? new GuardedStorage(granted) : new MemoryStorage();
    pageStorages.set(kind, storage);
  }
  return storage;
}

/** Whether the page keeps `kind` storage in memory only (the browser refused it). For tests and notes. */
export function isStorageInMemory(kind: StorageKind): boolean {
  return safeStorage(kind) instanceof MemoryStorage;
}

/** Forgets the page's decision (tests switch the browser's storage on and off). */
export function resetSafeStorageForTests(): void {
  pageStorages.clear();
}
