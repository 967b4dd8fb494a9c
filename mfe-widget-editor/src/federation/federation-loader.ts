import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  browserDraw,
  pickRemoteUrls,
  type RemoteEntry,
  type RemoteModuleId,
  type RemoteName,
} from '@suite/shared';
import { createRemoteLoader, loadRemotesConfig, type RemoteModuleLoader } from '@suite/shared/react';

/** Where the page says its remotes live: the same file the shell reads at run time. */
export const REMOTES_CONFIG_URL = '/remotes.json';

/** The remotes the widget editor uses: section dialog and renderers, and the commerce back office. */
const USED_REMOTES = ['mfe_section_editors', 'mfe_commerce'] as const satisfies readonly RemoteName[];

async function readRemotesConfig(): Promise<Partial<Record<RemoteName, string>>> {
  const result = await loadRemotesConfig(REMOTES_CONFIG_URL);
  if (!result.ok) throw new Error(result.problems.join('; '));
  const used: Partial<Record<RemoteName, RemoteEntry>> = {};
  for (const name of USED_REMOTES) used[name] = result.config[name];
  // Of a remote with several builds, the one this browser drew: the same as the shell's.
  return pickRemoteUrls(used, browserDraw());
}

let loading: Promise<RemoteModuleLoader> | undefined;

/**
 * This remote's own federation runtime registers the remotes it loads, from the page's
 * `remotes.json` — the shell's file inside the shell, this app's copy on its own port — so a remote
 * is repointed for the editor exactly as it is for the shell, without a rebuild. A failed read is
 * forgotten, so Retry reads the file again.
 */
function federationLoader(): Promise<RemoteModuleLoader> {
  loading ??= readRemotesConfig()
    .then((entries) => createRemoteLoader({ loadRemote, registerRemotes }, entries))
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
