import { Alert, Button } from 'antd';
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useSharedCatalog } from './i18n/shared-catalog';

/*
 * A signed-out screen's way to start the login: mfe_auth's login button (the header's) registers what
 * its own click does, and a prompt of any app of the page calls the latest one registered. Module
 * state of @suite/shared, which the page's federation shares as one copy, so it spans the apps.
 */
interface Opener {
  open: () => void;
  /** A login it started is still going on (the wallet asks, the API checks). */
  busy: boolean;
  /** The page's sign-in could not be loaded: `open` tries again. */
  unavailable: boolean;
}
const openers: Opener[] = [];
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Registers, while mounted, what starting the login does here (the login button's own click), and
 * whether a login is going on, which the prompts show.
 */
export function useSignInOpener(open: () => void, busy: boolean): void {
  useOpener(open, busy, false);
}

/**
 * Registers, while mounted, that the page's sign-in could not be loaded (mfe_auth on a remote's own
 * page): the prompts say so and offer `retry`, busy while it goes on.
 */
export function useSignInUnavailable(retry: () => void, busy: boolean): void {
  useOpener(retry, busy, true);
}

function useOpener(open: () => void, busy: boolean, unavailable: boolean): void {
  const latest = useRef(open);
  const registered = useRef<Opener | null>(null);
  useEffect(() => {
    latest.current = open;
  });
  useEffect(() => {
    const opener: Opener = { open: () => latest.current(), busy: false, unavailable };
    registered.current = opener;
    openers.push(opener);
    changed();
    return () => {
      openers.splice(openers.indexOf(opener), 1);
      changed();
    };
  }, [unavailable]);
  useEffect(() => {
    const opener = registered.current;
    if (!opener || opener.busy === busy) return;
    opener.busy = busy;
    changed();
  }, [busy]);
}

/**
 * Starts the page's login, as the prompts' Login does, when the page has one to start and none is
 * going on (after a call the user asked for found the session gone). Whether it started.
 */
export function startSignIn(): boolean {
  const opener = openers.at(-1);
  if (!opener || opener.busy || opener.unavailable) return false;
  opener.open();
  return true;
}

/**
 * Starts the page's login, or undefined while no login button is on the page; whether one is going
 * on; and whether sign-in could not be loaded (then `open` tries again).
 */
function useSignInRequest(): { open: (() => void) | undefined; busy: boolean; unavailable: boolean } {
  const open = useSyncExternalStore(
    subscribe,
    () => openers.at(-1)?.open,
    () => undefined,
  );
  const busy = useSyncExternalStore(
    subscribe,
    () => openers.at(-1)?.busy ?? false,
    () => false,
  );
  const unavailable = useSyncExternalStore(
    subscribe,
    () => openers.at(-1)?.unavailable ?? false,
    () => false,
  );
  return { open, busy, unavailable };
}

/**
 * A screen's message to a signed-out visitor, with Login when the page has a login button to start
 * (the header's): the seed's "No Wallet connected - Connect wallet…" leads straight to it. `warning`
 * when the session ended under a page that is kept. When the page's sign-in could not be loaded, it
 * says so, with Retry.
 */
export function SignInPrompt({ title, type = 'info' }: { title: ReactNode; type?: 'info' | 'warning' }) {
  const { t } = useSharedCatalog();
  const signIn = useSignInRequest();
  return (
    <Alert
      type={type}
      showIcon
      title={title}
      description={signIn.unavailable ? t('signInUnavailable') : undefined}
      action={
        signIn.open ? (
          <Button type="primary" size="small" loading={signIn.busy} onClick={signIn.open}>
            {t(signIn.unavailable ? 'remote.retry' : 'login')}
          </Button>
        ) : undefined
      }
    />
  );
}
