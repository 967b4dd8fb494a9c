// A Module Federation runtime plugin compiled into every app of the suite (create-config.mjs): before a
// remote's `remoteEntry.js` runs, the page holds the federation runtime that remote was built with.
//
// A lean remote (page-runtime.mjs) takes the runtime's core from the page's registry, by version, and
// its manifest says which version and where its own provider script is (`metaData.pageRuntime`). When
// the page has that version already (the host's, the usual case) nothing loads; when it has not (a
// remote built with a newer runtime, or a host that carries its runtime inside), the remote's own
// provider loads first, from the remote's origin, beside whatever the page runs.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What a lean remote's manifest says of its runtime (page-runtime.mjs). */
export interface PageRuntimeData {
  version: string;
  /** The provider script, relative to the manifest. */
  path: string;
}

export interface PageRuntimeOptions {
  /** The name of the page's registry of runtimes (page-runtime.mjs). */
  registry: string;
}

/** Whether the page's registry holds the runtime `version`. */
export function hasPageRuntime(registryName: string, version: string, scope: object = globalThis): boolean {
  const registry = (scope as Record<string, unknown>)[registryName];
  return typeof registry === 'object' && registry !== null && version in registry;
}

/** The runtime a manifest asks for, when it is a lean app's: its version and its provider's URL. */
export function pageRuntimeOf(
  manifestJson: unknown,
  manifestUrl: string | undefined,
): { version: string; url: string } | undefined {
  const data = (manifestJson as { metaData?: { pageRuntime?: Partial<PageRuntimeData> } } | undefined)
    ?.metaData?.pageRuntime;
  if (!manifestUrl || typeof data?.version !== 'string' || typeof data.path !== 'string') return undefined;
  return {
    version: data.version,
    url: new URL(data.path, new URL(manifestUrl, globalThis.location?.href)).href,
  };
}

/**
 * Loads a classic script, once per URL while it loads or after it loaded; a failed one is tried again
 * by the next call.
 */
function scriptLoader(): (url: string) => Promise<void> {
  const loading = new Map<string, Promise<void>>();
  return (url) => {
    let pending = loading.get(url);
    if (!pending) {
      pending = new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = url;
        script.onload = () => resolve();
        script.onerror = () => {
          loading.delete(url);
          script.remove();
          reject(new Error(`The federation runtime at ${url} could not be loaded`));
        };
        document.head.append(script);
      });
      loading.set(url, pending);
    }
    return pending;
  };
}

export default function pageRuntimePlugin({ registry }: PageRuntimeOptions): ModuleFederationRuntimePlugin {
  /** Per remote, the runtime its manifest asks for. */
  const wanted = new Map<string, { version: string; url: string }>();
  const loadScript = scriptLoader();
  return {
    name: 'suite-page-runtime',
    loadRemoteSnapshot(args) {
      const runtime = pageRuntimeOf(args.manifestJson, args.manifestUrl);
      if (runtime) wanted.set(args.moduleInfo.name, runtime);
      return args;
    },
    async loadEntry({ remoteInfo }) {
      const runtime = wanted.get(remoteInfo.name);
      if (!runtime || hasPageRuntime(registry, runtime.version)) return undefined;
      await loadScript(runtime.url);
      if (!hasPageRuntime(registry, runtime.version)) {
        throw new Error(`${runtime.url} did not provide the federation runtime ${runtime.version}`);
      }
      // Nothing returned: the runtime loads the remote entry as it always does.
      return undefined;
    },
  };
}
