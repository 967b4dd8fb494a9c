import { useEffect, useSyncExternalStore } from 'react';
import { theme } from 'antd';
import { safeStorage } from './safe-storage';

/** What the owner chose in the header: a scheme, or whatever their system prefers. */
export type ColorSchemePreference = 'light' | 'dark' | 'system';
/** The scheme the admin is drawn in. */
export type ColorScheme = 'light' | 'dark';

export const COLOR_SCHEME_PREFERENCES: readonly ColorSchemePreference[] = ['light', 'dark', 'system'];
export const COLOR_SCHEME_STORAGE_KEY = 'suite:color-scheme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * One preference for the whole page: `@suite/shared/react` is a singleton share, so the shell and
 * every remote read and write this same module. Remembered in local storage, and followed across
 * the owner's tabs (the `storage` event).
 */
const listeners = new Set<() => void>();

/** The remembered preference; `system` when none is, or one this version does not know. */
function readColorSchemePreference(): ColorSchemePreference {
  const stored = safeStorage('local').getItem(COLOR_SCHEME_STORAGE_KEY);
  return COLOR_SCHEME_PREFERENCES.find((preference) => preference === stored) ?? 'system';
}

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY).matches
    : false;
}

/** The scheme a preference draws in now. */
function resolveColorScheme(preference: ColorSchemePreference): ColorScheme {
  if (preference === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return preference;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Remembers the owner's choice and redraws every part of the page that reads it. */
export function setColorSchemePreference(preference: ColorSchemePreference): void {
  const storage = safeStorage('local');
  if (preference === 'system') storage.removeItem(COLOR_SCHEME_STORAGE_KEY);
  else storage.setItem(COLOR_SCHEME_STORAGE_KEY, preference);
  notify();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COLOR_SCHEME_STORAGE_KEY) onChange();
  };
  query?.addEventListener('change', onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    query?.removeEventListener('change', onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export interface ColorSchemeState {
  preference: ColorSchemePreference;
  scheme: ColorScheme;
}

// One object per combination, so useSyncExternalStore sees a change only when there is one.
const states = new Map<string, ColorSchemeState>();
const SERVER_STATE: ColorSchemeState = { preference: 'system', scheme: 'light' };

function snapshot(): ColorSchemeState {
  const preference = readColorSchemePreference();
  const scheme = resolveColorScheme(preference);
  const key = `${preference}:${scheme}`;
  let state = states.get(key);
  if (!state) {
    state = { preference, scheme };
    states.set(key, state);
  }
  return state;
}

/** The owner's preference and the scheme it draws in, following the system while set to `system`. */
export function useColorScheme(): ColorSchemeState {
  return useSyncExternalStore(subscribe, snapshot, () => SERVER_STATE);
}

/**
 * Draws the document itself in the scheme: the browser's own parts (scrollbars, form controls, the
 * canvas behind the page) follow `color-scheme`; the page's background is the theme's layout colour.
 * Through `useSuiteDocument`, inside the suite's providers.
 */
export function useDocumentColorScheme(): ColorScheme {
  const { scheme } = useColorScheme();
  const background = theme.useToken().token.colorBgLayout;
  useEffect(() => {
    const root = document.documentElement;
    root.style.colorScheme = scheme;
    root.dataset.colorScheme = scheme;
    document.body.style.background = background;
  }, [scheme, background]);
  return scheme;
}
