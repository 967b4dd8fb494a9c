// The federation runtime once per page (ADR 0013). Each app's build used to carry the whole of
// Module Federation's runtime core — runtime-core, its sdk and error codes, ≈ 23 KiB gzip — in its
// `main.js` and again in its `remoteEntry.js`, so a page with a host and two remotes ran three copies.
//
// Now an app built with the page's runtime ("lean", every app but the one partners embed) takes
// those three packages, and the stateless parts of the bundler runtime (how remotes and shares are
// loaded: `remotes`, `consumes`, `initializeSharing`…, ≈ 3.5 KiB gzip an app), from a global
// registry keyed by their version, and a provider script (`mf-runtime/mf-runtime.js`, built beside
// the app, no federation) fills that registry:
// - the app's own page loads the provider before `main.js` (a tag added to its HTML);
// - its manifest names its provider and version (`metaData.pageRuntime`), and every app's
//   federation carries `page-runtime-plugin.ts`, which loads a remote's provider before the remote's
//   `remoteEntry.js` when the page has no runtime of that version yet. So a remote built with a newer
//   runtime brings its own beside the host's, and a host without it (the partner's) never loads a
//   lean remote: the one partners embed (mfe_section_editors) keeps its runtime inside.
// The `@module-federation/runtime` package and the bundler runtime's `index` and `init` stay in each
// app: they hold the app's own federation instance.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The folder of an app's `dist/` (and the page build's name) that holds the provider. */
export const PAGE_RUNTIME_DIR = 'mf-runtime';

/** The provider script, from the root of the app's origin. */
export const PAGE_RUNTIME_SCRIPT = `${PAGE_RUNTIME_DIR}/${PAGE_RUNTIME_DIR}.js`;

/** The page's registry: version → the runtime's packages. */
export const PAGE_RUNTIME_GLOBAL = '__suiteFederationRuntime';

/** The packages taken from the page, by their key in the registry. */
const PACKAGES = {
  core: '@module-federation/runtime-core',
  sdk: '@module-federation/sdk',
  errorCodes: '@module-federation/error-codes',
};

/**
 * The bundler runtime's modules taken from the page, each registered as its module (its exports):
 * functions of the options they are called with, holding no state of their own (the app's
 * `index.cjs` and `init.cjs` keep its instance). The modules only they import (`updateOptions`,
 * `getUsedExports`, `constant`…) leave the app with them.
 */
export const BUNDLER_RUNTIME_PARTS = [
  'attachShareScopeMap',
  'consumes',
  'getSharedFallbackGetter',
  'initContainerEntry',
  'initializeSharing',
  'installInitialConsumes',
  'remotes',
];

/**
 * What the registry's key adds to the runtime's version: the registry's layout. A provider built
 * before the bundler runtime moved to the page registered the bare version without it, so a remote
 * built since asks for a key such a provider never fills, and loads its own.
 */
const REGISTRY_LAYOUT = 'bundler';

/** @type {{ entries: Record<keyof typeof PACKAGES, string>, bundlerDir: string, version: string } | undefined} */
let resolved;

/**
 * The packages' entries and the runtime core's version, resolved once per process: every app's
 * config asks for them several times.
 */
function resolveRuntime() {
  if (resolved) return resolved;
  const { bundlerRuntime, ...entries } = packageEntries();
  const version = packageVersion(entries.core);
  // One key for both: the core and the bundler runtime are released together, in step.
  const bundlerVersion = packageVersion(bundlerRuntime);
  if (bundlerVersion !== version) {
    throw new Error(
      `The federation's bundler runtime is ${bundlerVersion} and its core ${version}: the page runtime needs them in step`,
    );
  }
  resolved = { entries, bundlerDir: path.dirname(bundlerRuntime), version };
  return resolved;
}

/**
 * The version in the package.json above a package's file.
 * @param {string} file
 */
function packageVersion(file) {
  let dir = path.dirname(file);
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return /** @type {string} */ (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version);
}

/**
 * Each package's CommonJS entry, resolved as the apps' federation resolves it: from the
 * runtime the Rspack plugin aliases `@module-federation/runtime` to.
 */
function packageEntries() {
  const requireFromPlugin = createRequire(require.resolve('@module-federation/enhanced/rspack'));
  const runtimeTools = requireFromPlugin.resolve('@module-federation/runtime-tools');
  const fromTools = createRequire(runtimeTools);
  const runtime = fromTools.resolve('@module-federation/runtime');
  const bundlerRuntime = fromTools.resolve('@module-federation/webpack-bundler-runtime');
  const fromRuntime = createRequire(runtime);
  return {
    core: fromRuntime.resolve(PACKAGES.core),
    sdk: createRequire(bundlerRuntime).resolve(PACKAGES.sdk),
    errorCodes: fromRuntime.resolve(PACKAGES.errorCodes),
    bundlerRuntime,
  };
}

/** The registry's key: the version of the runtime the apps' federation runs, and the registry's layout. */
export function pageRuntimeVersion() {
  return `${resolveRuntime().version}+${REGISTRY_LAYOUT}`;
}

/**
 * The externals of a lean app: each package, and each of the bundler runtime's parts its `index.cjs`
 * imports, read from the page's registry, with an error that says what is missing when the page has
 * no runtime of this version (a host that loaded the remote entry without its provider).
 * @param {string} appName
 * @returns {import('@rspack/core').ExternalItem[]}
 */
export function pageRuntimeExternals(appName) {
  const version = pageRuntimeVersion();
  const registry = `globalThis[${JSON.stringify(PAGE_RUNTIME_GLOBAL)}]?.[${JSON.stringify(version)}]`;
  const missing = `(() => { throw new Error(${JSON.stringify(
    `${appName} needs the federation runtime ${version} on the page: load its ${PAGE_RUNTIME_SCRIPT} first`,
  )}); })()`;
  const fromPage = (/** @type {string} */ member) => `var (${registry} ?? ${missing}).${member}`;
  const packages = Object.fromEntries(
    Object.entries(PACKAGES).map(([key, request]) => [request, fromPage(key)]),
  );
  const { bundlerDir } = resolveRuntime();
  const parts = new Map(BUNDLER_RUNTIME_PARTS.map((part) => [`./${part}.cjs`, fromPage(`bundler.${part}`)]));
  /** @param {{ request?: string, context?: string }} data A request and the folder of the module that makes it. */
  const bundlerPart = async ({ request, context }) =>
    request && context && path.resolve(context) === bundlerDir ? parts.get(request) : undefined;
  return [packages, bundlerPart];
}

/** The provider's source: registers this build's runtime under its version, unless the page has it. */
export function pageRuntimeProviderSource() {
  const { entries, bundlerDir } = resolveRuntime();
  const packages = Object.entries(entries)
    .map(([key, file]) => `    ${key}: require(${JSON.stringify(file)}),`)
    .join('\n');
  const parts = BUNDLER_RUNTIME_PARTS.map(
    (part) => `      ${part}: require(${JSON.stringify(path.join(bundlerDir, `${part}.cjs`))}),`,
  ).join('\n');
  return [
    `const registry = (globalThis[${JSON.stringify(PAGE_RUNTIME_GLOBAL)}] ??= {});`,
    `registry[${JSON.stringify(pageRuntimeVersion())}] ??= {`,
    packages,
    `    bundler: {`,
    parts,
    `    },`,
    `};`,
    '',
  ].join('\n');
}

/**
 * Adds the provider's script before the page's own (both deferred, so they run in that order).
 */
export class PageRuntimeTagPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { HtmlRspackPlugin } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageRuntimeTagPlugin', (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        'PageRuntimeTagPlugin',
        async (data) => {
          data.assetTags.scripts.unshift(
            HtmlRspackPlugin.createHtmlTagObject('script', {
              defer: true,
              src: `/${PAGE_RUNTIME_SCRIPT}`,
            }),
          );
          return data;
        },
      );
    });
  }
}

/**
 * What a lean app's manifest says of its runtime: the version and where its provider is, from the
 * manifest's folder.
 * @returns {{ version: string, path: string }}
 */
export function pageRuntimeManifestData() {
  return { version: pageRuntimeVersion(), path: PAGE_RUNTIME_SCRIPT };
}
