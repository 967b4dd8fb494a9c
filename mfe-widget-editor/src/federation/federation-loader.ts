import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry, RemoteModuleId, RemoteName } from '@suite/shared';
import { loadRemotesConfig, startRemotes, type RemoteModuleLoader } from '@suite/shared/react';

/** Where the page says its remotes live: the same file the shell reads at run time. */
export const REMOTES_CONFIG_URL = '/remotes.json';

/** The remotes the widget editor uses: section dialog and renderers, and the commerce back office. */
const USED_REMOTES = ['mfe_section_editors', 'mfe_commerce'] as const satisfies readonly RemoteName[];

async function readRemotesConfig(): Promise<Partial<Record<RemoteName, RemoteEntry>>> {
  const result = await loadRemotesConfig(REMOTES_CONFIG_URL);
  if (!result.ok) throw new Error(result.problems.join('; '));
  const used: Partial<Record<RemoteName, RemoteEntry>> = {};
  for (const name of USED_REMOTES) used[name] = result.config[name];
  return used;
}

let loading: Promise<RemoteModuleLoader> | undefined;

/**
 * This remote's own federation runtime registers the remotes it loads, from the page's
 * `remotes.json` — the shell's file inside the shell, this app's copy on its own port — so a remote
 * is repointed for the editor exactly as it is for the shell, without a rebuild, and with the same
 * retries and drawn builds (`startRemotes`). A failed read is forgotten, so Retry reads the file again.
 */
function federationLoader(): Promise<RemoteModuleLoader> {
  loading ??= readRemotesConfig()
    .then((remotes) => startRemotes({ loadRemote, registerPlugins, registerRemotes }, remotes))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

export const widgetEditorRemotes: RemoteModuleLoader = {
  async load<Id extends RemoteModuleId>(id: Id) {
    return (await federationLoader()).load(id);
  },
  reset(remote) {
    void loading?.then((loader) => loader.reset(remote)).catch(() => undefined);
  },
};
