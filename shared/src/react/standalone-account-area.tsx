// The header's account area of a remote's own page, where sign-in comes from mfe_auth: loaded with
// that header only (`StandaloneAccountArea`), so the admin's routes never carry it.
import { useState, useSyncExternalStore } from 'react';
import {
  createRemoteLoader,
  RemoteModule,
  useSignInUnavailable,
  type FederationRuntime,
  type RemoteModuleLoader,
} from '@suite/shared/react';
import { readAuthPlace } from './standalone-auth';

/** What the page knows of mfe_auth: its own account page, and whether it could not be loaded. */
interface AuthState {
  accountPage?: string;
  failure?: 'failed' | 'retrying';
}

/** mfe_auth in a remote's own federation runtime: its loader, and what the header and prompts show. */
interface StandaloneAuth {
  loader: RemoteModuleLoader;
  state: AuthState;
  subscribe: (listener: () => void) => () => void;
  retry: () => void;
}

const standaloneAuths = new WeakMap<FederationRuntime['registerRemotes'], StandaloneAuth>();

/**
 * mfe_auth for a federation runtime, made once: where it is comes from the page's `remotes.json`,
 * read when first loaded (standalone-auth.ts), then registered; a failed read is forgotten, so Retry
 * reads the file again.
 */
function standaloneAuth(runtime: FederationRuntime): StandaloneAuth {
  const made = standaloneAuths.get(runtime.registerRemotes);
  if (made) return made;
  const listeners = new Set<() => void>();
  let reading: Promise<{ loader: RemoteModuleLoader; accountPage: string }> | undefined;
  const ready = () =>
    (reading ??= readAuthPlace()
      .then(({ manifestUrl, accountPage }) => ({
        loader: createRemoteLoader(runtime, { mfe_auth: manifestUrl }),
        accountPage,
      }))
      .catch((error: unknown) => {
        reading = undefined;
        throw error;
      }));
  const update = (change: AuthState) => {
    auth.state = { ...auth.state, ...change };
    for (const listener of listeners) listener();
  };
  const auth: StandaloneAuth = {
    state: {},
    loader: {
      async load(id) {
        try {
          const remote = await ready();
          update({ accountPage: remote.accountPage });
          const module = await remote.loader.load(id);
          update({ failure: undefined });
          return module;
        } catch (error) {
          update({ failure: 'failed' });
          throw error;
        }
      },
      reset() {
        void reading?.then(({ loader }) => loader.reset('mfe_auth')).catch(() => undefined);
      },
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retry() {
      auth.loader.reset('mfe_auth');
      update({ failure: 'retrying' });
    },
  };
  standaloneAuths.set(runtime.registerRemotes, auth);
  return auth;
}

/** Tells the page's signed-out prompts, while mounted, that sign-in could not be loaded, with Retry. */
function SignInUnavailable({ retry, busy }: { retry: () => void; busy: boolean }) {
  useSignInUnavailable(retry, busy);
  return null;
}

/**
 * mfe_auth's account area in a remote's own header (`StandaloneAccountArea`), with the fallback and
 * Retry of any remote module when it cannot be loaded; the page's signed-out prompts then say that
 * sign-in is unavailable, with Retry too.
 */
export function StandaloneAuthArea({ runtime }: { runtime: FederationRuntime }) {
  const auth = standaloneAuth(runtime);
  const { accountPage, failure } = useSyncExternalStore(auth.subscribe, () => auth.state);
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    auth.retry();
    setAttempt((previous) => previous + 1);
  };
  return (
    <>
      {failure && <SignInUnavailable retry={retry} busy={failure === 'retrying'} />}
      <RemoteModule
        key={attempt}
        id="mfe_auth/AccountArea"
        props={{ accountPath: accountPage }}
        loader={auth.loader}
        variant="inline"
      />
    </>
  );
}
