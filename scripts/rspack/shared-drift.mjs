// The shared singletons' versions across the apps' builds (`node scripts/rspack/shared-drift.mjs`,
// after the apps are built; `pnpm build` runs it). A page runs one copy of each shared singleton,
// the host's when the host provides it (ADR 0013), so every app must have been built with the same
// version of each, and each app's required range must take the copy the page will hand it; otherwise
// a remote deployed alone would run on a library, or a `@suite/shared` contract, it was not built
// against. Read from each app's `dist/mf-manifest.json`: its `shared[]` says, per share, the version
// the app was built with and the range it requires.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import satisfies from 'semver/functions/satisfies.js';
import { APP_DIRS } from './route-weights.mjs';
import { SHARED_SINGLETONS } from './shared-deps.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The page's host: the copy it provides is the one every app on its pages gets. */
const HOST = 'shell';

/**
 * What the check reads of a federation manifest.
 * @typedef {object} SharedManifest
 * @property {{ name: string, version?: string, requiredVersion?: string | false }[]} shared
 */

/**
 * The package a share key belongs to: `react/jsx-runtime` → `react`, `antd/es/table` → `antd`.
 * @param {string} request
 */
function packageOf(request) {
  const known = SHARED_SINGLETONS.find((shared) => shared.request === request);
  if (known) return known.packageName;
  const parts = request.split('/');
  return (request.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/**
 * The drift between the apps' shared singletons: (a) a package two apps were built with in different
 * versions; (b) an app whose required range the copy the page runs does not satisfy — the host's when
 * it provides the share, else every other app's that does (the first registered is kept, whichever
 * it is). Also a share built without a version or a required range, which the runtime cannot check.
 * @param {Readonly<Record<string, SharedManifest>>} manifests Each app's manifest, by its federation name.
 * @param {string} [host]
 * @returns {{ packages: number, apps: number, problems: string[] }}
 */
export function sharedDrift(manifests, host = HOST) {
  /** @type {string[]} */
  const problems = [];
  /**
   * Per package, per app, the versions its shares were built with.
   * @type {Map<string, Map<string, Set<string>>>}
   */
  const built = new Map();
  /**
   * Per share key, per app that provides it, the version it was built with and the range it requires.
   * @type {Map<string, Map<string, { version: string, requiredVersion: string }>>}
   */
  const shares = new Map();
  for (const [app, manifest] of Object.entries(manifests)) {
    for (const { name, version, requiredVersion } of manifest.shared) {
      if (!version || !requiredVersion) {
        problems.push(`${name}: ${app} was built without a ${version ? 'requiredVersion' : 'version'}`);
        continue;
      }
      const byApp = getOrAdd(built, packageOf(name), () => new Map());
      getOrAdd(byApp, app, () => new Set()).add(version);
      getOrAdd(shares, name, () => new Map()).set(app, { version, requiredVersion });
    }
  }
  // (a) One version of each package across the apps.
  for (const [packageName, byApp] of sorted(built)) {
    const versions = new Set([...byApp.values()].flatMap((set) => [...set]));
    if (versions.size > 1) {
      const list = [...byApp].map(([app, set]) => `${app} ${[...set].join(' and ')}`);
      problems.push(`${packageName}: ${list.join(', ')}`);
    }
  }
  // (b) Each app's range takes the copy the page runs: the host's, else any other app's.
  for (const [name, providers] of sorted(shares)) {
    const hostCopy = providers.get(host);
    for (const [app, { requiredVersion }] of providers) {
      if (app === host) continue;
      /** @type {[string, string][]} */
      const copies = hostCopy
        ? [[host, hostCopy.version]]
        : [...providers].filter(([other]) => other !== app).map(([other, { version }]) => [other, version]);
      const refused = copies.filter(([, version]) => !satisfies(version, requiredVersion));
      if (refused.length > 0) {
        const list = refused.map(([other, version]) => `${other}'s ${version}`).join(', ');
        problems.push(`${name}: ${app} requires ${requiredVersion}, the page would run ${list}`);
      }
    }
  }
  return { packages: built.size, apps: Object.keys(manifests).length, problems };
}

/**
 * @template K, V
 * @param {Map<K, V>} map
 * @param {K} key
 * @param {() => V} make
 * @returns {V}
 */
function getOrAdd(map, key, make) {
  const found = map.get(key);
  if (found !== undefined) return found;
  const made = make();
  map.set(key, made);
  return made;
}

/**
 * A map's entries by key.
 * @template V
 * @param {Map<string, V>} map
 */
function sorted(map) {
  return [...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Every app's manifest from its `dist/`, and the apps whose build is missing.
 * @param {string} [root]
 * @returns {{ manifests: Record<string, SharedManifest>, missing: string[] }}
 */
export function readManifests(root = ROOT) {
  /** @type {Record<string, SharedManifest>} */
  const manifests = {};
  /** @type {string[]} */
  const missing = [];
  for (const [app, dir] of Object.entries(APP_DIRS)) {
    const file = path.join(root, dir, 'dist', 'mf-manifest.json');
    if (fs.existsSync(file)) manifests[app] = JSON.parse(fs.readFileSync(file, 'utf8'));
    else missing.push(`${path.relative(root, file)} is missing: build ${dir} first`);
  }
  return { manifests, missing };
}

function main() {
  const { manifests, missing } = readManifests();
  const { packages, apps, problems } = sharedDrift(manifests);
  for (const line of missing) console.error(line);
  if (problems.length > 0) {
    const lines = problems.map((line) => `  ${line}`).join('\n');
    console.error(
      `The apps' builds disagree on their shared singletons (scripts/rspack/shared-drift.mjs):\n${lines}`,
    );
  }
  if (missing.length > 0 || problems.length > 0) process.exit(1);
  console.log(`Shared singletons: ${packages} packages, ${apps} apps, no drift`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
