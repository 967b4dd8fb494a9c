// The singletons every app of the suite shares through Module Federation (DESIGN.md). Subpath
// requests are separate share keys, so each one an app imports is listed (ADR 0013). A shared module
// ships whole, so `@ant-design/icons` (every icon) and `viem/chains` (every chain) are deliberately
// not shared whole: each app bundles the few icons and chains it uses (of the icons, only what draws
// them is shared: ANTD_ICON_BASE). antd is shared tree-shaken (TREE_SHAKEN_SHARES).
import fs from 'node:fs';
import path from 'node:path';
import { ownSourceDirs, usedExportsOf } from './shaken-shares.mjs';

const SHARED_PACKAGE_DIR = path.resolve(import.meta.dirname, '../../shared');

/**
 * antd's components a page seldom needs, each shared on its own from its own module
 * (`import Table from 'antd/es/table'`, ESLint refuses them from 'antd'), so that the shaken antd every
 * page loads leaves them out (≈ 90 KiB): a page loads one when it shows it. The shell provides them
 * all (create-config.mjs), so they come from the build whose antd the page runs — one ConfigProvider.
 * @type {ReadonlyArray<{ name: string, dir: string }>}
 */
export const ANTD_COMPONENTS_APART = [
  { name: 'Table', dir: 'table' },
  { name: 'Pagination', dir: 'pagination' },
  // No app of the suite draws it any more (deprecated in antd 6.6: `RowList` of @suite/shared/react, and
  // ESLint refuses it); the shell still provides it to the remotes deployed before, whose lists would
  // otherwise fall back to their own antd, outside the page's theme.
  { name: 'List', dir: 'list' },
  { name: 'Descriptions', dir: 'descriptions' },
  { name: 'Image', dir: 'image' },
  { name: 'Upload', dir: 'upload' },
  { name: 'Carousel', dir: 'carousel' },
  { name: 'ColorPicker', dir: 'color-picker' },
  { name: 'Slider', dir: 'slider' },
  { name: 'Splitter', dir: 'splitter' },
  { name: 'Steps', dir: 'steps' },
  { name: 'Statistic', dir: 'statistic' },
  { name: 'Segmented', dir: 'segmented' },
  { name: 'Progress', dir: 'progress' },
  { name: 'Collapse', dir: 'collapse' },
  { name: 'Result', dir: 'result' },
  { name: 'InputNumber', dir: 'input-number' },
  { name: 'Drawer', dir: 'drawer' },
  { name: 'Form', dir: 'form' },
  { name: 'Badge', dir: 'badge' },
  { name: 'Popconfirm', dir: 'popconfirm' },
  { name: 'Popover', dir: 'popover' },
  { name: 'Divider', dir: 'divider' },
];

/**
 * The icons' common code: how an icon draws and injects its style, and the icon context antd's
 * ConfigProvider sets. Each icon module asks for it by a relative path, which create-config.mjs
 * rewrites to this request so that it is shared: each app keeps its own icons, the page runs one copy
 * of what draws them (≈ 2 KiB gzip an app).
 */
export const ANTD_ICON_BASE = '@ant-design/icons/es/components/AntdIconLight';

/** The modules of a shared package each app keeps a copy of its own: the icons it draws. */
export const APP_OWN_MODULES = /^@ant-design\/icons\/es\/icons\//;

/**
 * The libraries that only `@suite/shared/client` imports (oRPC's client, its OpenAPI link and what they
 * build on): not shares of their own, they travel inside that share's chunk, shaken to what the client
 * uses, so a page runs the one copy the client it was handed carries (≈ 4 KiB gzip less a route than
 * `@orpc/client` and `@orpc/contract` shared whole; ADR 0013). e2e/tests/one-copy.spec.ts checks them
 * as it checks the shares.
 */
export const CLIENT_LIBRARIES = /^@orpc\//;

/** @type {ReadonlyArray<{ request: string, packageName: string }>} */
export const SHARED_SINGLETONS = [
  { request: 'react', packageName: 'react' },
  { request: 'react-dom', packageName: 'react-dom' },
  { request: 'react-dom/client', packageName: 'react-dom' },
  { request: 'react/jsx-runtime', packageName: 'react' },
  { request: 'antd', packageName: 'antd' },
  { request: ANTD_ICON_BASE, packageName: '@ant-design/icons' },
  ...ANTD_COMPONENTS_APART.map(({ dir }) => ({ request: `antd/es/${dir}`, packageName: 'antd' })),
  { request: 'react-router', packageName: 'react-router' },
  { request: 'swr', packageName: 'swr' },
  { request: 'wagmi', packageName: 'wagmi' },
  { request: 'viem', packageName: 'viem' },
  { request: '@tanstack/react-query', packageName: '@tanstack/react-query' },
  { request: 'react-hook-form', packageName: 'react-hook-form' },
  { request: '@hookform/resolvers/zod', packageName: '@hookform/resolvers' },
  { request: 'zod/v4', packageName: 'zod' },
  { request: 'wagmi/actions', packageName: 'wagmi' },
  { request: 'viem/actions', packageName: 'viem' },
  { request: 'viem/utils', packageName: 'viem' },
  { request: 'swr/mutation', packageName: 'swr' },
  { request: 'use-debounce', packageName: 'use-debounce' },
  { request: 'dequal', packageName: 'dequal' },
  // One i18next instance and one language for the page (ADR 0016).
  { request: 'i18next', packageName: 'i18next' },
  { request: 'react-i18next', packageName: 'react-i18next' },
  { request: '@suite/shared', packageName: '@suite/shared' },
  { request: '@suite/shared/schemas', packageName: '@suite/shared' },
  { request: '@suite/shared/client', packageName: '@suite/shared' },
  { request: '@suite/shared/react', packageName: '@suite/shared' },
  { request: '@suite/shared/wallet', packageName: '@suite/shared' },
  { request: '@suite/shared/editing', packageName: '@suite/shared' },
  { request: '@suite/shared/images', packageName: '@suite/shared' },
  { request: '@suite/shared/forms', packageName: '@suite/shared' },
  { request: '@suite/shared/sections', packageName: '@suite/shared' },
  { request: '@suite/shared/widget', packageName: '@suite/shared' },
];

/**
 * The shares every page of the shell runs, whichever route it shows: React, antd, the router,
 * i18next, swr, the API client, and `@suite/shared`'s root, client and React kit. An app's build puts
 * the libraries' modules of their chunks and of its bootstrap's in one chunk (`first-load`,
 * create-config.mjs), fetched once instead of as some thirty files, each compressed alone.
 * `pnpm build` fails when a route of the shell runs fewer of them (route-weights.mjs): that route
 * would load the others for nothing.
 * @type {ReadonlyArray<string>}
 */
export const FIRST_LOAD_SHARES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'antd',
  ANTD_ICON_BASE,
  'react-router',
  'i18next',
  'react-i18next',
  'swr',
  '@suite/shared',
  '@suite/shared/client',
  '@suite/shared/react',
];

/**
 * The shared packages each app keeps only part of: what the suite's apps import of them, so the
 * copy one app registers serves all of them (ADR 0013). Only packages that no third-party dependency
 * imports, so that the scan of the apps' source (shaken-shares.mjs) is all there is to keep; viem
 * (imported by wagmi and the wallet SDKs) and @tanstack/react-query (by wagmi) ship whole.
 * @type {ReadonlyArray<string>}
 */
export const TREE_SHAKEN_SHARES = [
  'antd',
  'react-router',
  'wagmi',
  '@suite/shared',
  '@suite/shared/schemas',
  'zod/v4',
  'react-i18next',
];

/**
 * Per tree-shaken share, the exports every app's build keeps of it.
 * @returns {Record<string, string[]>}
 */
export function treeShakenExports() {
  return Object.fromEntries(TREE_SHAKEN_SHARES.map((request) => [request, usedExportsOf(request)]));
}

/**
 * Per tree-shaken share, what one app's own code imports of it (its source and the shared package's):
 * what it needs a registered copy to hold (shaken-share-guard.ts).
 * @param {string} appDir
 * @returns {Record<string, string[]>}
 */
export function ownTreeShakenExports(appDir) {
  const dirs = ownSourceDirs(appDir);
  return Object.fromEntries(TREE_SHAKEN_SHARES.map((request) => [request, usedExportsOf(request, dirs)]));
}

/**
 * The installed version of a dependency of the app. Read from the installed package rather than
 * from the app's package.json, whose ranges are `catalog:` and `workspace:*` and mean nothing to
 * the federation runtime.
 * @param {string} appDir
 * @param {string} packageName
 * @returns {string | undefined}
 */
function installedVersion(appDir, packageName) {
  // An app compiles @suite/shared's source too, so what @suite/shared depends on is the app's as well.
  const candidates = [appDir, SHARED_PACKAGE_DIR].map((dir) =>
    path.join(dir, 'node_modules', packageName, 'package.json'),
  );
  const manifest = candidates.find((file) => fs.existsSync(file));
  return manifest ? JSON.parse(fs.readFileSync(manifest, 'utf8')).version : undefined;
}

/**
 * @typedef {object} SharedSingleton
 * @property {true} singleton
 * @property {string} version
 * @property {string} requiredVersion
 * @property {{ mode: 'runtime-infer', usedExports: string[] }} [treeShaking]
 */

/**
 * The `shared` option of the ModuleFederationPlugin for an app.
 * @param {string} appDir
 * @param {Record<string, string[]>} [usedExports] What the apps import of each tree-shaken share.
 * @returns {Record<string, SharedSingleton>}
 */
export function sharedSingletons(appDir, usedExports = treeShakenExports()) {
  return Object.fromEntries(
    SHARED_SINGLETONS.flatMap(({ request, packageName }) => {
      const version = installedVersion(appDir, packageName);
      // An app that does not depend on a package neither imports nor provides it.
      if (!version) return [];
      /** @type {SharedSingleton} */
      const shared = { singleton: true, version, requiredVersion: `^${version}` };
      const used = usedExports[request];
      if (used) shared.treeShaking = { mode: 'runtime-infer', usedExports: used };
      return [[request, shared]];
    }),
  );
}
