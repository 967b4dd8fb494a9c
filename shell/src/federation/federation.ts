import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesConfig } from '@suite/shared';
import { startRemotes, type RemoteModuleLoader } from '@suite/shared/react';

/**
 * The remotes of `remotes.json` in the shell's federation runtime, with the retry plugin
 * (`startRemotes`, as the widget editor registers the ones it loads). The benchmark's monolith build
 * puts a stand-in in place of this module (scripts/bench/monolith/federation.ts).
 */
export function startFederation(config: RemotesConfig): RemoteModuleLoader {
  return startRemotes({ loadRemote, registerPlugins, registerRemotes }, config);
}
