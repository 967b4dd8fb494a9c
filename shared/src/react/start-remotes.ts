import { RetryPlugin } from '@module-federation/retry-plugin';
import { browserDraw, fallbackBuild, pickRemoteUrls, type RemoteEntry } from '@suite/shared';
import type { RemoteName } from '../schemas/remotes';
import { createRemoteLoader, type FederationRuntime, type RemoteModuleLoader } from './remote-loader';

/** The federation runtime of an app that loads remotes: the loader's part, and its plugins. */
export interface PluggableFederationRuntime extends FederationRuntime {
  registerPlugins(plugins: ReturnType<typeof RetryPlugin>[]): void;
}

/** A manifest or entry that fails is fetched again twice (the script after 1 s) before it counts as failed. */
const RETRY = { fetch: { retryTimes: 2 }, script: { retryTimes: 2, retryDelay: 1000 } };

/**
 * Registers remotes of a `remotes.json` (`loadRemotesConfig`) with an app's own federation runtime,
 * with the retry plugin, and returns the loader of their modules: the shell's, and the widget
 * editor's. Of a remote with several builds, the one this browser drew (remote-canary.ts), the same
 * in every app of the page; a drawn build that cannot be loaded gives way to the remote's build most
 * browsers run (`fallbackBuild`), so a candidate deployed broken does not keep its share of browsers
 * from the remote. A remote still failing after the retries shows its fallback; Retry there starts
 * over (`RemoteModuleLoader.reset`).
 */
export function startRemotes(
  runtime: PluggableFederationRuntime,
  remotes: Partial<Record<RemoteName, RemoteEntry>>,
): RemoteModuleLoader {
  runtime.registerPlugins([RetryPlugin(RETRY)]);
  return createRemoteLoader(runtime, pickRemoteUrls(remotes, browserDraw()), (url) =>
    fallbackBuild(Object.values(remotes), url),
  );
}
