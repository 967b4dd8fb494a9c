// The one Rspack configuration of the suite. Every app (the shell and each remote) calls
// `createAppConfig` from its `rspack.config.mjs`, so they all compile, federate and serve alike.
import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { buildStamp } from './build-stamp.mjs';
import { PUBLISHED_TYPES_META, PublishTypesPlugin } from './remote-types.mjs';
import { BundleSizePlugin } from './bundle-size-plugin.mjs';
import { CHUNK_MAP_FILE, consumedShare, providedShare } from './chunk-map.mjs';
import {
  PAGE_RUNTIME_DIR,
  PAGE_RUNTIME_GLOBAL,
  PageRuntimeTagPlugin,
  pageRuntimeExternals,
  pageRuntimeManifestData,
  pageRuntimeProviderSource,
} from './page-runtime.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { PathFreeIdsPlugin } from './path-free-ids-plugin.mjs';
import { exportMask } from './shaken-shares.mjs';
import {
  ANTD_COMPONENTS_APART,
  ANTD_ICON_BASE,
  FIRST_LOAD_SHARES,
  ownTreeShakenExports,
  SHARED_SINGLETONS,
  sharedSingletons,
  treeShakenExports,
} from './shared-deps.mjs';

export { SHARED_SINGLETONS, sharedSingletons, treeShakenExports } from './shared-deps.mjs';
export { usedExportsOf } from './shaken-shares.mjs';

const API_URL = process.env.API_URL ?? 'http://127.0.0.1:4000';

/**
 * @typedef {object} AppOptions
 * @property {string} appDir The app's folder (`import.meta.dirname` of its rspack.config.mjs).
 * @property {string} name The federation name: `shell`, `mfe_auth`, …
 * @property {number} port Where `rspack serve` listens.
 * @property {string} title The page title of the app's own page.
 * @property {Record<string, string>} [exposes] What a remote offers: `./AccountArea` → `./src/exposes/account-area.tsx`.
 * @property {boolean} [host] The shell: served from `/`; it registers its remotes at run time from `remotes.json`.
 * @property {Record<string, string>} [pages] Pages built beside the app as plain Rspack apps, without
 *   federation, whose script another app loads by URL: `pay` → `./src/pay/index.ts` gives `pay/pay.js`.
 * @property {boolean} [ownRuntime] The app carries the federation runtime inside its entries, so that a
 *   host built without the suite's page runtime can load it (mfe_section_editors, which partners
 *   embed); every other app takes it from the page (page-runtime.mjs).
 * @property {boolean} [publishTypes] Its production build publishes the types of what it exposes
 *   (`@mf-types.zip` and `@mf-types.d.ts` beside its manifest, the federation's type plugin), for hosts
 *   outside the suite (remote-types.mjs).
 */

/**
 * @param {AppOptions} app
 * @returns {(env: Record<string, unknown>, argv: { mode?: string }) => import('@rspack/core').Configuration | import('@rspack/core').Configuration[]}
 */
export function createAppConfig(app) {
  return (env, argv) => {
    const production = isProduction(env, argv);
    const pages = Object.entries(app.pages ?? {}).map(([dir, entry]) =>
      createPageConfig(app, dir, entry, production),
    );
    const config = buildConfig(app, production);
    if (!app.ownRuntime) pages.push(createPageRuntimeConfig(app, production));
    if (pages.length === 0) return config;
    return [config, ...pages];
  };
}

/**
 * A page of an app built on its own (`AppOptions.pages`): the same compiler settings, no federation,
 * no HTML (the page renders into the page of the app that loads its script). Its files go to
 * `dist/<dir>/`: the entry as `<dir>.js` (no hash: whoever loads it revalidates it), the rest
 * content-hashed, found from wherever the entry was loaded.
 * @param {AppOptions} app
 * @param {string} dir
 * @param {string} entry
 * @param {boolean} production
 * @returns {import('@rspack/core').Configuration}
 */
function createPageConfig(app, dir, entry, production) {
  const config = createBaseConfig({ ...app, name: `${app.name}_${dir}` }, production);
  return {
    ...config,
    name: `${app.name}/${dir}`,
    entry: { [dir]: entry },
    output: {
      ...config.output,
      publicPath: 'auto',
      filename: `${dir}/[name].js`,
      chunkFilename: production ? `${dir}/[name].[contenthash:8].js` : `${dir}/[name].js`,
      // The app's own build cleans dist/ but this folder, which this build empties before it starts:
      // cleaning it at emit, while the app's other builds write beside it, once lost the folder
      // between this build's emit and its compressed copies.
      clean: false,
    },
    plugins: [new FreshFolderPlugin(dir), ...(config.plugins ?? [])]
      .filter(
        (plugin) => !(plugin instanceof rspack.HtmlRspackPlugin || plugin instanceof rspack.CopyRspackPlugin),
      )
      .map((plugin) =>
        plugin instanceof BundleSizePlugin
          ? new BundleSizePlugin({ appName: plugin.appName, chunkMapFile: `${dir}/${CHUNK_MAP_FILE}` })
          : plugin,
      ),
    devServer: undefined,
  };
}

/**
 * The suite's apps run in browsers only: the federation's runtime leaves out its Node.js ways of
 * loading a remote (`ENV_TARGET`, which the plugin's `experiments.optimization.target` defines), ≈ 2 KiB
 * gzip of the page runtime and of each entry that carries its own.
 */
const FEDERATION_TARGET = 'web';

/**
 * The provider of the page's federation runtime (page-runtime.mjs), built beside a lean app as one of
 * its pages: `mf-runtime/mf-runtime.js`.
 * @param {AppOptions} app
 * @param {boolean} production
 * @returns {import('@rspack/core').Configuration}
 */
function createPageRuntimeConfig(app, production) {
  const entry = path.join(app.appDir, 'src', '__page-runtime.cjs');
  const config = createPageConfig(app, PAGE_RUNTIME_DIR, entry, production);
  config.plugins = [
    ...(config.plugins ?? []),
    new rspack.experiments.VirtualModulesPlugin({ [entry]: pageRuntimeProviderSource() }),
    // What the federation's `experiments.optimization.target` defines in an app's build.
    new rspack.DefinePlugin({ ENV_TARGET: JSON.stringify(FEDERATION_TARGET) }),
  ];
  return config;
}

/**
 * Whether `file` (a path `output.clean` asks about) is one of `dirs` of the output folder or in one.
 * @param {string} outputPath
 * @param {string} file
 * @param {readonly string[]} dirs
 */
function isIn(outputPath, file, dirs) {
  const [first] = path.relative(outputPath, path.resolve(outputPath, file)).split(path.sep);
  return first !== undefined && dirs.includes(first);
}

/**
 * Deletes a page's folder (`pay/`, `mf-runtime/`) before the page's build starts: `output.clean` of the
 * app's build, which runs beside it, must keep it.
 */
class FreshFolderPlugin {
  /** @param {string} folder */
  constructor(folder) {
    this.folder = folder;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.beforeRun.tap('FreshFolderPlugin', () => {
      fs.rmSync(path.join(compiler.options.output.path ?? '', this.folder), { recursive: true, force: true });
    });
  }
}

/**
 * Leaves out the federation's own list of the exports each tree-shaken share keeps
 * (`__webpack_require__.federation.usedExports`, ≈ 2 KiB gzip in every entry, the same names the
 * shaken-share guard carries): the guard is what compares them, from its list (ADR 0013). Without
 * the build's list the runtime takes a shaken copy as it is, and the guard refuses one that lacks an
 * export the asking app imports.
 */
class NoBuildUsedExportsPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('NoBuildUsedExportsPlugin', (compilation) => {
      compilation.hooks.runtimeModule.tap('NoBuildUsedExportsPlugin', (module) => {
        if (!module.name.endsWith('shared_used_exports') || !module.source) return;
        module.source.source = Buffer.from('', 'utf8');
      });
    });
  }
}

/**
 * `rspack build` is production, `rspack serve` development, unless `--mode` says otherwise.
 * @param {Record<string, unknown>} env
 * @param {{ mode?: string }} argv
 */
function isProduction(env, argv) {
  return (argv.mode ?? (env.RSPACK_SERVE ? 'development' : 'production')) === 'production';
}

/**
 * @param {AppOptions} app
 * @param {boolean} production
 * @returns {import('@rspack/core').Configuration}
 */
function buildConfig(app, production) {
  const { appDir, name, exposes = {}, ownRuntime = false, publishTypes = false } = app;
  const config = createBaseConfig(app, production);
  // Tree-shaken shares in production builds only: the dev server's builds keep every export (the
  // federation's used-exports pass breaks the CommonJS parts of its own runtime in development).
  const usedExports = production ? treeShakenExports() : {};
  const ownExports = production ? ownTreeShakenExports(appDir) : {};
  const shared = sharedSingletons(appDir, usedExports);
  config.plugins = [
    ...(config.plugins ?? []),
    ...(production ? [new NoBuildUsedExportsPlugin()] : []),
    federationPlugin({
      name,
      exposes,
      shared,
      usedExports,
      ownExports,
      pageRuntime: !ownRuntime,
      publishTypes: publishTypes && production,
    }),
    ...(publishTypes && production ? [new PublishTypesPlugin({ appDir, name, exposes })] : []),
  ];
  config.plugins.push(sharedIconBase());
  if (!ownRuntime) {
    config.externals = pageRuntimeExternals(name);
    config.plugins.push(new PageRuntimeTagPlugin());
  }
  if (app.host) provideEveryShare(config, appDir, shared);
  return config;
}

/**
 * Each icon of `@ant-design/icons` asks for what draws it by a relative path
 * (`../components/AntdIconLight`), which no share matches: asked for by name instead, it is the shared
 * ANTD_ICON_BASE, one copy for the page whichever app's icon draws.
 */
function sharedIconBase() {
  const iconsFolder = /[\\/]@ant-design[\\/]icons[\\/]es[\\/]icons$/;
  return new rspack.NormalModuleReplacementPlugin(/^\.\.\/components\/AntdIconLight$/, (resource) => {
    if (iconsFolder.test(resource.context)) resource.request = ANTD_ICON_BASE;
  });
}

/**
 * The host provides the shares whose internals must be those of the page's one copy, also those it does
 * not use itself: each antd component shared apart (ANTD_COMPONENTS_APART), whose ConfigProvider
 * context and style cache must be those of the antd the page runs, and each entry of `@suite/shared`,
 * whose modules share the API client's and the wallet's contexts — and every other share shipped
 * whole (react-hook-form's zod resolver, use-debounce, dequal…), so that every copy a page runs is the
 * host's, whichever remote registers first (`loaded-first` keeps the first registered).
 * The federation provides a share when the app's code imports it; a share provided by its resolved
 * file instead is provided whether imported or not, and asks for nothing: no import, so no entry in
 * the host's table of what it consumes (one imported in a branch that never ran put the 23 shares the
 * shell does not use in that table, 0.8 KiB gzip on every route).
 * @param {import('@rspack/core').Configuration} config
 * @param {string} appDir
 * @param {ReturnType<typeof sharedSingletons>} shared The app's shares.
 */
function provideEveryShare(config, appDir, shared) {
  const apart = new Set(ANTD_COMPONENTS_APART.map(({ dir }) => `antd/es/${dir}`));
  const requests = Object.keys(shared).filter(
    (request) =>
      // Not the tree-shaken shares (antd, `@suite/shared`'s root and schemas…): provided so, they
      // would register a whole copy; the host provides those its code imports, shaken.
      !shared[request]?.treeShaking &&
      (apart.has(request) ||
        request.startsWith('@suite/shared') ||
        // Not what only @suite/shared depends on, which the host's own folder cannot resolve.
        ownDependency(appDir, request)),
  );
  config.plugins?.push({
    /** @param {import('@rspack/core').Compiler} compiler */
    apply(compiler) {
      // The file each request resolves to when the app imports it (an ES module import, the app's
      // resolve options), which is also the module of that share when its code does import it.
      const resolver = compiler.resolverFactory.get('normal', {
        ...compiler.options.resolve,
        dependencyType: 'esm',
      });
      const provides = Object.fromEntries(
        requests.map((request) => {
          const file = resolver.resolveSync({}, appDir, request);
          if (!file) throw new Error(`${request} does not resolve from ${appDir}`);
          const { version, singleton, requiredVersion } = shared[request] ?? {};
          return [file, { shareKey: request, version, singleton, requiredVersion, eager: false }];
        }),
      );
      new rspack.sharing.ProvideSharedPlugin({ provides, enhanced: true }).apply(compiler);
    },
  });
}

/**
 * Whether a share's package is a dependency of the app itself (in its own `node_modules`).
 * @param {string} appDir
 * @param {string} request
 */
function ownDependency(appDir, request) {
  const packageName = SHARED_SINGLETONS.find((shared) => shared.request === request)?.packageName;
  return packageName !== undefined && fs.existsSync(path.join(appDir, 'node_modules', packageName));
}

/**
 * The federation of an app: its remote entry and manifest (stamped with the build: `metaData.build`),
 * what it exposes and shares, and the runtime check that a tree-shaken share it is handed holds every
 * export it uses.
 * @param {object} options
 * @param {string} options.name The federation name.
 * @param {Record<string, string>} options.exposes
 * @param {ReturnType<typeof sharedSingletons>} options.shared
 * @param {Record<string, readonly string[]>} options.usedExports What the app keeps of each tree-shaken share.
 * @param {Record<string, readonly string[]>} [options.ownExports] What the app's own code imports of each,
 *   which a copy another app registered must hold (shaken-share-guard.ts); all it keeps when absent.
 * @param {boolean} [options.pageRuntime] The app takes the federation runtime from the page: its
 *   manifest says which version and where its provider is (page-runtime.mjs).
 * @param {boolean} [options.publishTypes] The app publishes the exposed modules' types
 *   (PublishTypesPlugin): its manifest names them.
 */
export function federationPlugin({
  name,
  exposes,
  shared,
  usedExports,
  ownExports = usedExports,
  pageRuntime,
  publishTypes,
}) {
  const plugin = new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared,
    manifest: {
      // Fields of the suite's own beside the federation's, in the manifest only (never in the
      // JavaScript, which stays the same from one commit to the next): what the build is
      // (build-stamp.mjs; the app's folder is the compiler's context), for a lean app its page
      // runtime (page-runtime-plugin.ts reads it), and for one that publishes its types where they are.
      additionalData: ({ stats, compiler }) => {
        Object.assign(stats.metaData, {
          build: buildStamp(compiler.options.context ?? process.cwd()),
          ...(pageRuntime ? { pageRuntime: pageRuntimeManifestData() } : {}),
          ...(publishTypes ? { types: PUBLISHED_TYPES_META } : {}),
        });
        return stats;
      },
    },
    // The exposed modules' types are published by PublishTypesPlugin (remote-types.mjs), which
    // createAppConfig adds beside this plugin; the manifest names them (additionalData, above).
    dts: false,
    // A share is taken from the copies registered so far (the page's host registers first, so its copy
    // wins), not by loading every registered remote's remoteEntry.js to compare versions, which
    // 'version-first' does whenever an app first asks for a share after it registered its remotes.
    shareStrategy: 'loaded-first',
    experiments: { optimization: { target: FEDERATION_TARGET } },
    runtimePlugins: [
      [
        path.join(import.meta.dirname, 'shaken-share-guard.ts'),
        {
          usedExports,
          ownExports: Object.fromEntries(
            Object.entries(usedExports).map(([request, kept]) => [
              request,
              exportMask(kept, ownExports[request] ?? kept),
            ]),
          ),
        },
      ],
      [path.join(import.meta.dirname, 'page-runtime-plugin.ts'), { registry: PAGE_RUNTIME_GLOBAL }],
      path.join(import.meta.dirname, 'singleton-range-plugin.ts'),
    ],
  });
  const apply = plugin.apply.bind(plugin);
  plugin.apply = (compiler) => {
    apply(compiler);
    if (Object.values(shared).some((share) => share.treeShaking)) withoutWholePackageFallbacks(compiler);
  };
  return plugin;
}

/**
 * Leaves out the whole-package builds the federation makes of each tree-shaken share
 * (`independent-packages/`: seven compiles an app, antd whole among them, ≈ 4 s of each app's build).
 * Nothing needs them here: an app refused the page's shaken copy (shaken-share-guard.ts) takes its
 * own shaken copy, which its build shaped for the exports it imports (with the whole packages built,
 * the runtime asks for that copy first too, `treeShakingGetter`, and for the whole package only if
 * it fails). shaken-share-fallback.spec.ts loads such an app.
 * @param {import('@rspack/core').Compiler} compiler
 */
function withoutWholePackageFallbacks(compiler) {
  const hook = /** @type {{ taps: { name: string }[] }} */ (
    /** @type {unknown} */ (compiler.hooks.finishMake)
  );
  const taps = hook.taps.filter((tap) => tap.name !== 'IndependentSharedPlugin');
  if (taps.length === hook.taps.length) {
    throw new Error(
      "The federation no longer builds tree-shaken shares' fallbacks in finishMake's IndependentSharedPlugin: check withoutWholePackageFallbacks (create-config.mjs)",
    );
  }
  hook.taps = taps;
}

/** An app's bootstrap, imported by its entry: `./bootstrap` (the monolith reference's reaches the shell's). */
const BOOTSTRAP_REQUEST = /(^\.|[\\/]shell[\\/]src)[\\/]bootstrap$/;

/**
 * One chunk (`first-load`) of the libraries a page of the app runs whatever it shows: the modules from
 * `node_modules` in the chunks of its bootstrap and of the shares every page of the shell runs
 * (FIRST_LOAD_SHARES). The federation cuts the code at every share, so the shell's part of a
 * route was some forty files, each compressed alone and wrapped on its own: as one file, 20–34 KiB
 * gzip less on every admin route. Only modules that no other chunk holds but those of shares and the
 * bootstrap: none of the app's own lazy chunks or exposed modules loads this chunk, so a remote on the
 * shell's page (whose shares are the shell's) never does. The app's own code (the bootstrap,
 * `@suite/shared`) keeps its chunks, so a deploy that changes only it, and uses no more of a library
 * (antd and the router are shared tree-shaken to what the apps use), leaves this file cached. Not for
 * mfe_section_editors, which partners' hosts embed: one of them lacking a share would load the whole
 * chunk for it. The monolith reference builds with the same setting.
 * @returns {import('@rspack/core').OptimizationSplitChunksCacheGroup}
 */
function firstLoadLibraries() {
  const firstLoadShares = new Set(FIRST_LOAD_SHARES);
  /**
   * @param {import('@rspack/core').Chunk} chunk
   * @param {(origin: { module?: { identifier(): string } | null, request?: string | null }) => boolean} test
   */
  const inGroupFrom = (chunk, test) => {
    for (const group of chunk.groupsIterable) if (group.origins.some(test)) return true;
    return false;
  };
  /**
   * Each chunk asked about once: the test runs for every module of the build.
   * @param {(chunk: import('@rspack/core').Chunk) => boolean} test
   */
  const memo = (test) => {
    /** @type {WeakMap<import('@rspack/core').Chunk, boolean>} */
    const answers = new WeakMap();
    return (/** @type {import('@rspack/core').Chunk} */ chunk) => {
      let answer = answers.get(chunk);
      if (answer === undefined) answers.set(chunk, (answer = test(chunk)));
      return answer;
    };
  };
  /** @param {{ module?: { identifier(): string } | null, request?: string | null }} origin */
  const fromBootstrap = (origin) => BOOTSTRAP_REQUEST.test(origin.request ?? '');
  const isFirstLoad = memo((chunk) =>
    inGroupFrom(chunk, (origin) => {
      const share = providedShare(origin.module?.identifier() ?? '');
      return share ? firstLoadShares.has(share) : fromBootstrap(origin);
    }),
  );
  const isShareOrBootstrap = memo((chunk) =>
    inGroupFrom(chunk, (origin) => {
      const identifier = origin.module?.identifier() ?? '';
      return (
        providedShare(identifier) !== undefined ||
        consumedShare(identifier) !== undefined ||
        fromBootstrap(origin)
      );
    }),
  );
  return {
    chunks: 'async',
    test: (module, { chunkGraph }) => {
      if (!/[\\/]node_modules[\\/]/.test(module.nameForCondition() ?? '')) return false;
      const chunks = chunkGraph.getModuleChunks(module);
      return chunks.some(isFirstLoad) && chunks.every(isShareOrBootstrap);
    },
    name: 'first-load',
    enforce: true,
    priority: 30,
    reuseExistingChunk: false,
  };
}

/**
 * Everything of an app's build but the federation: how TypeScript compiles, the page, the output
 * names, the size report, the dev server. The benchmark's monolith reference (scripts/bench) is this
 * without a federation plugin, so both compile the same code the same way.
 * @param {AppOptions} app
 * @param {boolean} production
 * @returns {import('@rspack/core').Configuration}
 */
export function createBaseConfig(
  { appDir, name, port, title, host = false, pages = {}, ownRuntime = false },
  production,
) {
  const publicDir = path.join(appDir, 'public');
  return {
    context: appDir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(appDir, 'dist'),
      // A remote's chunks load from wherever its manifest was found; the shell owns the origin.
      publicPath: host ? '/' : 'auto',
      uniqueName: name,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      // Not the app's pages, which their own builds write beside it.
      clean: {
        keep: (file) => isIn(path.join(appDir, 'dist'), file, [PAGE_RUNTIME_DIR, ...Object.keys(pages)]),
      },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    },
    module: {
      rules: [
        {
          // Workspace packages (`@suite/shared`) are TypeScript source: they resolve to their real
          // folder, outside node_modules, and are compiled like the app's own code.
          test: /\.tsx?$/,
          exclude: /[\\/]node_modules[\\/]/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              target: 'es2022',
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        {
          // rc-field-form declares no `sideEffects`, so antd's Input, which only reads a Form context,
          // took the whole form engine and async-validator (about 12 KiB gzip) into every page that
          // has an input. Its modules only define: let unused ones be dropped.
          test: /[\\/]node_modules[\\/]@rc-component[\\/]form[\\/]/,
          sideEffects: false,
        },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(appDir, 'index.html'),
        title,
        // Absolute, so deep links served by the SPA fallback still find the scripts.
        publicPath: '/',
      }),
      fs.existsSync(publicDir) && new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir }] }),
      new BundleSizePlugin({ appName: name }),
      production && new PrecompressPlugin(),
      new PathFreeIdsPlugin(),
    ],
    // The bundle-size report above replaces the generic hints, which flag antd on every build.
    performance: false,
    optimization: {
      splitChunks: {
        cacheGroups: {
          // The icons' common code (how an icon draws and injects its style, ≈ 4 KiB) is smaller than a
          // chunk is worth splitting for, so each lazy chunk with an icon carried its own copy: three
          // on the shell's first load. One chunk of it instead.
          antdIconsBase: {
            test: /[\\/]node_modules[\\/]@ant-design[\\/]icons[\\/]es[\\/](components|utils|renderUtils|cssUtils)/,
            name: 'antd-icons-base',
            chunks: 'async',
            minSize: 0,
            priority: 20,
          },
          ...(production && !ownRuntime ? { firstLoad: firstLoadLibraries() } : {}),
        },
      },
    },
    // Off in development too: with the federation's async boundary every first page load would wait
    // for an extra compile of the bootstrap behind a proxy module.
    lazyCompilation: false,
    devServer: {
      port,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      // Same-origin `/api` keeps the session cookie first-party; the Host header is kept so the API
      // sees the page's host (for the SIWE domain).
      proxy: [{ context: ['/api'], target: API_URL, changeOrigin: false, xfwd: true }],
    },
  };
}
