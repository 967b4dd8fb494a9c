// Which module of which package a page ran, and from which app's origin: read from the source maps
// the production build writes beside every chunk. Two origins serving the same module path means the
// browser loaded two copies of it — what the shared singletons of Module Federation must prevent.

export interface LoadedScript {
  url: string;
}

export interface DuplicatedPackage {
  /** `zod`, `@ant-design/icons`, … */
  packageName: string;
  /** The origins (apps) each of which served its own copy. */
  origins: string[];
  /** How many of the package's modules were loaded more than once. */
  modules: number;
}

/** `webpack://shell/./node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core/core.js` → `zod/v4/core/core.js`. */
export function packageModuleOf(source: string): string | undefined {
  const index = source.lastIndexOf('node_modules/');
  if (index === -1) return undefined;
  const modulePath = source.slice(index + 'node_modules/'.length).replace(/\?.*$/, '');
  return modulePath.startsWith('.pnpm/') ? undefined : modulePath;
}

export function packageNameOf(modulePath: string): string {
  const [first = '', second = ''] = modulePath.split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
}

/**
 * The packages of which more than one copy ran: a module path of a package that scripts of two
 * origins bundled. `sourceMapOf` fetches a script's source map (null when it has none); module paths
 * `appOwn` matches are each app's own by design and not counted.
 */
export async function duplicatedPackages(
  scripts: LoadedScript[],
  sourceMapOf: (url: string) => Promise<{ sources: string[] } | null>,
  appOwn?: RegExp,
): Promise<DuplicatedPackage[]> {
  const originsByModule = new Map<string, Set<string>>();
  for (const script of scripts) {
    const map = await sourceMapOf(script.url);
    if (!map) continue;
    const origin = new URL(script.url).origin;
    for (const source of map.sources) {
      const modulePath = packageModuleOf(source);
      if (!modulePath || appOwn?.test(modulePath)) continue;
      const origins = originsByModule.get(modulePath) ?? new Set<string>();
      origins.add(origin);
      originsByModule.set(modulePath, origins);
    }
  }
  const byPackage = new Map<string, DuplicatedPackage>();
  for (const [modulePath, origins] of originsByModule) {
    if (origins.size < 2) continue;
    const packageName = packageNameOf(modulePath);
    const entry = byPackage.get(packageName) ?? { packageName, origins: [], modules: 0 };
    entry.modules += 1;
    entry.origins = [...new Set([...entry.origins, ...origins])].sort();
    byPackage.set(packageName, entry);
  }
  return [...byPackage.values()].sort((a, b) => b.modules - a.modules);
}
