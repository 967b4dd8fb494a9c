// The first-load JavaScript of each budgeted route, computed from the builds alone: bytes are
// deterministic, so `pnpm build` checks every route against its ceiling without a browser, and fails
// when one grows past it (`node scripts/rspack/route-weights.mjs`, after the apps are built;
// `--ceilings` prints today's weights + 2 %, the ceilings to commit when routes got lighter).
//
// A route loads, from each app, the chunk groups of its page — the shell's entry, bootstrap and route
// module; each remote's `remoteEntry.js`, exposed module and the lazy screen it shows first — and the
// shared modules their code asks for, from the app that provides them: the host when it has the
// package (it registers first, and the first registered copy is kept: ADR 0013), else the asking app. A share's files ask for others in turn.
// The sizes are each file's gzip bytes (level 9), as `pnpm bench:web` and the e2e check measure them
// in Chromium; e2e/tests/route-weight.spec.ts holds this model to what the browser loads. Beside them,
// what a browser that accepts brotli is sent: the `.br` copies the build wrote.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHUNK_MAP_FILE } from './chunk-map.mjs';
import { PAGE_RUNTIME_DIR } from './page-runtime.mjs';
import { ROUTE_BUDGETS_KIB, ROUTE_CEILINGS_KIB } from './route-budgets.mjs';
import { FIRST_LOAD_SHARES } from './shared-deps.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Each app's folder by its federation name. */
export const APP_DIRS = {
  shell: 'shell',
  mfe_auth: 'mfe-auth',
  mfe_widget_editor: 'mfe-widget-editor',
  mfe_section_editors: 'mfe-section-editors',
  mfe_commerce: 'mfe-commerce',
};

/** @typedef {keyof typeof APP_DIRS} AppName */
/** @typedef {import('./route-budgets.mjs').RouteName} RouteName */

/**
 * @typedef {object} RouteLoad
 * @property {AppName} host The app whose page it is: the shell, or a remote on its own.
 * @property {string} [page] The apps' pages built without federation (`pay`): their own chunk maps, no shares.
 * @property {Partial<Record<AppName, string[]>>} groups Per app, the chunk groups the route loads: a
 *   group's name (`main`, a remote's container, `__federation_expose_X`) or a lazy import
 *   (`<importing file> → <request>`).
 */

const SHELL = ['main', 'src/index.ts → ./bootstrap'];
const HEADER = ['mfe_auth', '__federation_expose_AccountArea'];
const COMMERCE_APP = ['mfe_commerce', '__federation_expose_CommerceApp'];

/** @param {string} screen */
const commerceScreen = (screen) => `src/commerce-routes.tsx → ./routes/${screen}`;

/**
 * A commerce screen in the shell: the shell's commerce route, mfe_commerce's app and that screen.
 * @param {string} screen
 * @returns {RouteLoad}
 */
const commerceRoute = (screen) => ({
  host: 'shell',
  groups: {
    shell: [...SHELL, 'src/routes/router.tsx → ./commerce'],
    mfe_auth: HEADER,
    mfe_commerce: [...COMMERCE_APP, commerceScreen(screen)],
  },
});

/** @type {Readonly<Record<RouteName, RouteLoad>>} */
export const ROUTE_LOADS = {
  'widget editor': {
    host: 'shell',
    groups: {
      shell: [...SHELL, 'src/routes/router.tsx → ./widget-edit'],
      mfe_auth: HEADER,
      mfe_widget_editor: [
        'mfe_widget_editor',
        '__federation_expose_WidgetEditorPage',
        'src/routes/widget-edit/editor-panels.ts → ../../features/general/general-panel',
      ],
    },
  },
  'widget list': {
    host: 'shell',
    groups: {
      shell: [...SHELL, 'src/routes/router.tsx → ./widget-list'],
      mfe_auth: HEADER,
      mfe_widget_editor: ['mfe_widget_editor', '__federation_expose_WidgetListPage'],
    },
  },
  account: {
    host: 'shell',
    groups: {
      shell: [...SHELL, 'src/routes/router.tsx → ./account'],
      mfe_auth: [...HEADER, '__federation_expose_AccountPage'],
    },
  },
  'commerce products': commerceRoute('products'),
  'commerce orders': commerceRoute('orders'),
  'commerce checkouts': commerceRoute('checkouts'),
  'pay page': {
    // pay.html: the shell's pay page loader, then mfe_commerce's pay page; no federation (ADR 0014).
    host: 'shell',
    page: 'pay',
    groups: {
      shell: ['pay'],
      // A checkout that asks for the buyer's e-mail or address (the demo's and the tests' do) also
      // loads its form; one that asks nothing does not (about 24 KiB less).
      mfe_commerce: [
        'pay',
        'src/pay/index.ts → ./pay-page',
        'src/features/checkout-pay/checkout-pay-panel.tsx → ./buyer-details',
      ],
    },
  },
  'commerce standalone': {
    host: 'mfe_commerce',
    groups: {
      // Its page, its own remote entry, which its federation runtime loads to share with mfe_auth, and
      // the header's account area, which finds mfe_auth where the page's remotes.json says.
      mfe_commerce: [
        'main',
        'src/index.ts → ./bootstrap',
        'mfe_commerce',
        commerceScreen('orders'),
        '../shared/src/react/standalone.tsx → ./standalone-account-area',
      ],
      mfe_auth: HEADER,
    },
  },
};

/**
 * @typedef {object} AppBuild
 * @property {import('./chunk-map.mjs').ChunkMap} map
 * @property {ReadonlySet<string>} shares The share keys this app provides.
 * @property {Readonly<Record<string, number>>} brotli Each file's bytes as served to a browser that
 *   accepts brotli: its `.br` copy (precompress-plugin.mjs), or the file itself when it has none.
 */

/**
 * @typedef {{ app: AppName, file: string, path: string, gzip: number, brotli: number, federation: boolean }} RouteFile
 * `path`: the app's folder and the file, as `builtFile` (scripts/suite.ts) names a served script;
 * `federation`: one of the federation's own files (`isFederationGroup`).
 */

/**
 * Whether a chunk group is the federation's own rather than the apps' code: the page's federation
 * runtime, the host's entry (`main`: its bootstrap is a group apart) or a remote's container
 * (`remoteEntry.js`, the group named after the app). They hold the runtime, each app's runtime
 * instance and its tables of shares and chunks, which a monolith has not (ADR 0022).
 * @param {AppName} app
 * @param {string | undefined} page
 * @param {string} key
 */
export function isFederationGroup(app, page, key) {
  return page === undefined ? key === 'main' || key === app : page === PAGE_RUNTIME_DIR;
}

/**
 * Reads an app's chunk map and federation manifest from its `dist/`.
 * @param {AppName} app
 * @param {string} [page] A page built beside the app (its own folder and chunk map, no federation).
 * @param {string} [root]
 * @returns {AppBuild}
 */
export function readBuild(app, page, root = ROOT) {
  const dist = path.join(root, APP_DIRS[app], 'dist');
  const mapFile = path.join(dist, page ?? '', CHUNK_MAP_FILE);
  if (!fs.existsSync(mapFile))
    throw new Error(`${path.relative(root, mapFile)} is missing: build ${APP_DIRS[app]} first`);
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const manifestFile = path.join(dist, 'mf-manifest.json');
  const shares = new Set(
    !page && fs.existsSync(manifestFile)
      ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')).shared.map(
          (/** @type {{ name: string }} */ shared) => shared.name,
        )
      : [],
  );
  const brotli = Object.fromEntries(
    Object.keys(map.files).map((file) => {
      const served = path.join(dist, file);
      return [file, fs.statSync(fs.existsSync(`${served}.br`) ? `${served}.br` : served).size];
    }),
  );
  return { map, shares, brotli };
}

/**
 * What one route loads: the files, each with its app, gzip and brotli bytes, and their totals.
 * @param {RouteLoad} route
 * @param {(app: AppName, page?: string) => AppBuild} build
 * @param {(app: AppName, page: string) => boolean} [hasPage] Whether the app's build has that page.
 * @returns {{ bytes: number, brotliBytes: number, federationBytes: number, files: RouteFile[], shares: Set<string> }}
 *   `bytes`: gzip; `federationBytes`: the gzip of the federation's own files; `shares`: the share
 *   keys the route's code asks for.
 */
export function routeWeight(route, build, hasPage = () => false) {
  /** @type {Map<string, RouteFile>} */
  const loaded = new Map();
  /** @type {Set<string>} */
  const shares = new Set();
  const seenGroups = new Set();
  /**
   * @param {AppName} app
   * @param {string | undefined} page
   * @param {string} key
   */
  const load = (app, page, key) => {
    if (seenGroups.has(`${app}/${page ?? ''}/${key}`)) return;
    seenGroups.add(`${app}/${page ?? ''}/${key}`);
    const { map, brotli } = build(app, page);
    const group = map.groups[key];
    if (!group) throw new Error(`${APP_DIRS[app]}'s build has no chunk group "${key}"`);
    for (const file of group.files) {
      const gzip = map.files[file];
      const sent = brotli[file];
      if (gzip === undefined || sent === undefined)
        throw new Error(`${APP_DIRS[app]}'s chunk map has no file ${file}`);
      const filePath = `${APP_DIRS[app]}/${file}`;
      loaded.set(filePath, {
        app,
        file,
        path: filePath,
        gzip,
        brotli: sent,
        federation: isFederationGroup(app, page, key),
      });
    }
    // Each shared module comes from the host when it provides it (its copy wins), else from the app.
    for (const share of group.consumes) {
      shares.add(share);
      const from = !page && build(route.host).shares.has(share) ? route.host : app;
      load(from, undefined, `share:${share}`);
    }
  };
  // A page of the suite first loads the federation runtime its host's HTML names (page-runtime.mjs).
  if (!route.page && hasPage(route.host, PAGE_RUNTIME_DIR))
    load(route.host, PAGE_RUNTIME_DIR, PAGE_RUNTIME_DIR);
  for (const [app, groups] of /** @type {[AppName, string[]][]} */ (Object.entries(route.groups))) {
    const { page } = route;
    for (const key of groups) load(app, page, key);
  }
  const files = [...loaded.values()];
  return {
    bytes: files.reduce((sum, file) => sum + file.gzip, 0),
    brotliBytes: files.reduce((sum, file) => sum + file.brotli, 0),
    federationBytes: files.reduce((sum, file) => sum + (file.federation ? file.gzip : 0), 0),
    files,
    shares,
  };
}

/** Every budgeted route's weight, from the builds in the apps' `dist/` folders. */
export function routeWeights(root = ROOT) {
  /** @type {Map<string, AppBuild>} */
  const builds = new Map();
  const build = (/** @type {AppName} */ app, /** @type {string | undefined} */ page) => {
    const key = `${app}/${page ?? ''}`;
    let found = builds.get(key);
    if (!found) {
      found = readBuild(app, page, root);
      builds.set(key, found);
    }
    return found;
  };
  return Object.entries(ROUTE_LOADS).map(([name, route]) => ({
    route: /** @type {RouteName} */ (name),
    ...routeWeight(route, build, (app, page) =>
      fs.existsSync(path.join(root, APP_DIRS[app], 'dist', page, CHUNK_MAP_FILE)),
    ),
  }));
}

/**
 * The check of `pnpm build`: a line per route (KiB, ceiling, budget) and the routes over their ceiling.
 * @param {ReturnType<typeof routeWeights>} weights
 * @param {Readonly<Record<RouteName, number>>} [ceilings]
 * @param {Readonly<Record<RouteName, number>>} [budgets]
 */
export function checkRouteWeights(weights, ceilings = ROUTE_CEILINGS_KIB, budgets = ROUTE_BUDGETS_KIB) {
  const rows = weights.map(({ route, bytes, brotliBytes, federationBytes, files }) => {
    const kib = Math.round(bytes / 1024);
    const status =
      kib > ceilings[route] ? 'OVER ITS CEILING' : kib > budgets[route] ? 'over budget' : 'within budget';
    return [
      route,
      String(files.length),
      String(kib),
      String(Math.round(federationBytes / 1024)),
      String(Math.round(brotliBytes / 1024)),
      String(ceilings[route]),
      String(budgets[route]),
      status,
    ];
  });
  const header = ['route', 'scripts', 'KiB', 'federation', 'brotli', 'ceiling', 'budget', ''];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (/** @type {string[]} */ cells) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const table = [
    line(header),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.map(line),
  ];
  const over = weights
    .filter(({ route, bytes }) => Math.round(bytes / 1024) > ceilings[route])
    .map(({ route }) => route);
  return { table: table.join('\n'), over };
}

/**
 * The shares of the shell's first-load chunk (FIRST_LOAD_SHARES) that a route of the shell does not
 * use: that route loads them anyway, with the chunk.
 * @param {ReturnType<typeof routeWeights>} weights
 * @param {readonly string[]} [firstLoadShares]
 * @returns {{ route: RouteName, unused: string[] }[]}
 */
export function unusedFirstLoadShares(weights, firstLoadShares = FIRST_LOAD_SHARES) {
  return weights
    .filter(({ route }) => ROUTE_LOADS[route].host === 'shell' && !ROUTE_LOADS[route].page)
    .map(({ route, shares }) => ({ route, unused: firstLoadShares.filter((share) => !shares.has(share)) }))
    .filter(({ unused }) => unused.length > 0);
}

/** `--ceilings`: today's weights plus 2 %, to paste into route-budgets.mjs when routes got lighter. */
function printCeilings(/** @type {ReturnType<typeof routeWeights>} */ weights) {
  const lines = weights.map(({ route, bytes }) => `  '${route}': ${Math.ceil((bytes / 1024) * 1.02)},`);
  console.log(`export const ROUTE_CEILINGS_KIB = {\n${lines.join('\n')}\n};`);
}

function main() {
  const weights = routeWeights();
  if (process.argv.includes('--ceilings')) return printCeilings(weights);
  const { table, over } = checkRouteWeights(weights);
  console.log(
    `\nFirst-load JavaScript of each route, computed from the builds (gzip KiB; federation: of which the ` +
      `federation's own files, its runtime and each app's entry; brotli: the .br copies served):\n${table}`,
  );
  for (const { route, unused } of unusedFirstLoadShares(weights)) {
    console.error(
      `\nThe ${route} route does not use ${unused.join(', ')}, which the shell's first-load chunk holds: ` +
        `take ${unused.length === 1 ? 'it' : 'them'} out of FIRST_LOAD_SHARES (scripts/rspack/shared-deps.mjs).`,
    );
    process.exitCode = 1;
  }
  if (over.length > 0) {
    console.error(
      `\n${over.join(', ')} grew past ${over.length === 1 ? 'its ceiling' : 'their ceilings'} (scripts/rspack/route-budgets.mjs).`,
    );
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
