import { Alert, Button } from 'antd';
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useSharedCatalog } from './i18n/shared-catalog';

/*
 * A signed-out screen's way to start the login: mfe_auth's login button (the header's) registers what
 * its own click does, and a prompt of any app of the page calls the latest one registered. Module
 * state of @suite/shared, which the page's federation shares as one copy, so it spans the apps.
 */
const openers: (() => void)[] = [];
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Registers, while mounted, what starting the login does here (the login button's own click). */
export function useSignInOpener(open: () => void): void {
  const latest = useRef(open);
  useEffect(() => {
    latest.current = open;
  });
  useEffect(() => {
    const opener = () => latest.current();
    openers.push(opener);
    changed();
    return () => {
      openers.splice(openers.indexOf(opener), 1);
      changed();
    };
  }, []);
}

/** Starts the page's login, or undefined while no login button is on the page. */
function useSignInRequest(): (() => void) | undefined {
  return useSyncExternalStore(
    subscribe,
    () => openers.at(-1),
    () => undefined,
  );
}

/**
 * A screen's message to a signed-out visitor, with Login when the page has a login button to start
 * (the header's): the seed's "No Wallet connected - Connect wallet…" leads straight to it. `warning`
 * when the session ended under a page that is kept.
 */
export function SignInPrompt({ title, type = 'info' }: { title: ReactNode; type?: 'info' | 'warning' }) {
  const { t } = useSharedCatalog();
  const signIn = useSignInRequest();
  return (
    <Alert
      type={type}
      showIcon
      title={title}
      action={
        signIn ? (
          <Button type="primary" size="small" onClick={signIn}>
            {t('login')}
          </Button>
        ) : undefined
      }
    />
  );
}
