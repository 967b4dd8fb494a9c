import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { createRemoteLoader, type RemoteModuleLoader } from '@suite/shared/react';
import { browserDraw, pickRemoteUrls, type RemotesConfig } from '@suite/shared';

/**
 * Registers the remotes of `remotes.json` with the federation runtime: of a remote with several
 * builds, the one this browser drew (remote-canary.ts). A manifest or entry that
 * fails is fetched again twice before the remote's fallback shows; Retry there starts over.
 */
export function startFederation(config: RemotesConfig): RemoteModuleLoader {
  registerPlugins([RetryPlugin({ fetch: { retryTimes: 2 }, script: { retryTimes: 2, retryDelay: 1000 } })]);
  return createRemoteLoader({ loadRemote, registerRemotes }, pickRemoteUrls(config, browserDraw()));
}
