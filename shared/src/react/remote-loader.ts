import type { RemoteModuleExports, RemoteModuleId } from '../mount-props';
import type { RemoteName } from '../schemas/remotes';

/** Loads exposed modules; `RemoteModule` uses it, tests pass a fake one. */
export interface RemoteModuleLoader {
  load<Id extends RemoteModuleId>(id: Id): Promise<RemoteModuleExports<Id>>;
  /** Forgets what was fetched of a remote (manifest, entry), so the next `load` fetches it again. */
  reset(remote: RemoteName): void;
}

/** The part of the Module Federation runtime (`@module-federation/enhanced/runtime`) the loader needs. */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

/** The remote a module id belongs to: `mfe_auth/AccountArea` → `mfe_auth`. */
export function remoteOf(id: RemoteModuleId): RemoteName {
  const [remote] = id.split('/');
  switch (remote) {
    case 'mfe_auth':
    case 'mfe_widget_editor':
    case 'mfe_section_editors':
    case 'mfe_commerce':
      return remote;
    default:
      throw new Error(`Unknown remote in ${id}`);
  }
}

/**
 * Registers the remotes with the federation runtime (by their `mf-manifest.json` URLs) and returns
 * a loader for their modules. A remote that cannot be loaded from its build is loaded once from the
 * build `fallbackOf` names, if any (a canary's: the one most browsers run), for the rest of the page.
 * A remote that failed stays failed for this page (navigating back to it shows its fallback at once
 * instead of waiting on a dead server again) until `reset`, which re-registers its first build with
 * `force`, dropping its cached manifest and entry, so Retry really fetches again.
 */
export function createRemoteLoader(
  runtime: FederationRuntime,
  picked: Partial<Record<RemoteName, string>>,
  fallbackOf: (entry: string) => string | undefined = () => undefined,
): RemoteModuleLoader {
  const failures = new Map<RemoteName, unknown>();
  const entries = { ...picked };
  const register = (remote: RemoteName, entry: string | undefined) => {
    entries[remote] = entry;
    if (entry) runtime.registerRemotes([{ name: remote, entry }], { force: true });
  };
  runtime.registerRemotes(Object.entries(picked).map(([name, entry]) => ({ name, entry })));
  return {
    async load(id) {
      const remote = remoteOf(id);
      if (failures.has(remote)) throw failures.get(remote);
      let exports: RemoteModuleExports<typeof id> | null;
      try {
        exports = await runtime.loadRemote<RemoteModuleExports<typeof id>>(id).catch((error: unknown) => {
          const drawn = picked[remote];
          const fallback = drawn === undefined ? undefined : fallbackOf(drawn);
          if (fallback === undefined) throw error;
          // Another load of the remote may have moved it already.
          if (entries[remote] === drawn) register(remote, fallback);
          return runtime.loadRemote<RemoteModuleExports<typeof id>>(id);
        });
      } catch (error) {
        failures.set(remote, error);
        throw error;
      }
      if (!exports?.default) throw new Error(`${id} is not exposed by ${remote}`);
      return exports;
    },
    reset(remote) {
      failures.delete(remote);
      register(remote, picked[remote]);
    },
  };
}
