// `pnpm bench:web`: what a visitor's browser loads, federated against a monolith of the same pages.
//
// 1. Builds the shell and the four remotes (timing each) and the monolith reference
//    (scripts/bench/monolith: the same pages as one ordinary Rspack app, no federation).
// 2. Starts the suite as `npm start` does (local chain, API on a fresh PGlite, the built apps served
//    by scripts/serve.mjs) with the demo data of Hardhat's account #9, and serves the monolith on :3010.
// 3. Loads each route in Debian's Chromium, cold, three times on each, and prints the gzip size of the
//    JavaScript loaded until the page's heading shows and the network is idle, the ratio to the
//    monolith, the federation's own files apart (and the rest against the monolith: ADR 0022) and the
//    route's budget;
//    then what a second visit fetches again, and how fast a keystroke reaches the section dialog's
//    live preview with a 50-section page open in the editor.
//
// Options: --no-build (use the dist folders as they are), --runs N (loads per route, default 3),
// --only routes|typing (one part).
// Figures are printed, never asserted: a benchmark, not a test (e2e/tests/route-weight.spec.ts holds
// each route's bytes under its ceiling in scripts/rspack/route-budgets.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { privateKeyToAccount } from 'viem/accounts';
import { TEST_PRIVATE_KEYS } from '@suite/chain';
import { SECTION_REGISTRY } from '@suite/shared/sections';
import { serveApp } from '../serve.mjs';
import { APPS, API_URL, ROOT, builtFile, startSuite } from '../suite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../testing/browser';
import { signInWithKey } from '../testing/sign-in';
import { ROUTE_BUDGETS_KIB } from '../rspack/route-budgets.mjs';
import { routeWeights } from '../rspack/route-weights.mjs';
import { measureLoad, measureSecondVisit, type Load } from './measure';
import { benchRoutes, demoStoreIds } from './routes';
import { measureTyping } from './typing';

const MONOLITH_PORT = 3010;
const FEDERATED = 'http://localhost:3000';
const MONOLITH = `http://localhost:${MONOLITH_PORT}`;
const MONOLITH_DIST = path.join(ROOT, 'scripts', 'bench', 'monolith', 'dist');
const COMMERCE_STANDALONE = 'http://localhost:3004';
/** The e2e seller: Hardhat's account #9 with the demo store (scripts/e2e-server.ts). */
const OWNER_KEY = TEST_PRIVATE_KEYS[9];
const TYPING_SECTIONS = 50;
const FRAME_MS = 16.7;

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const runsIndex = args.indexOf('--runs');
const runs = runsIndex === -1 ? 3 : Math.max(1, Number(args[runsIndex + 1]) || 3);
/** `--only typing` or `--only routes`: one part of the benchmark. */
const onlyIndex = args.indexOf('--only');
const only = onlyIndex === -1 ? undefined : args[onlyIndex + 1];

function kib(bytes: number): string {
  return (bytes / 1024).toFixed(0);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function timedBuild(label: string, cwd: string, extra: string[] = []): number {
  const started = performance.now();
  const result = spawnSync(path.join(cwd, 'node_modules', '.bin', 'rspack'), ['build', ...extra], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`Building ${label} failed (exit ${result.status})`);
  return (performance.now() - started) / 1000;
}

function buildAll(): { app: string; seconds: number }[] {
  const times: { app: string; seconds: number }[] = APPS.map((app) => ({
    app: app.dir,
    seconds: timedBuild(app.dir, path.join(ROOT, app.dir)),
  }));
  const monolithConfig = path.join(ROOT, 'scripts', 'bench', 'monolith', 'rspack.config.mjs');
  times.push({
    app: 'monolith reference',
    seconds: timedBuild('the monolith', path.join(ROOT, 'shell'), ['-c', monolithConfig]),
  });
  return times;
}

async function apiJson<T>(context: BrowserContext, method: 'GET' | 'POST', url: string, data?: unknown) {
  const response = await context.request.fetch(`${FEDERATED}/api${url}`, {
    method,
    headers: { origin: FEDERATED },
    ...(data === undefined ? {} : { data }),
  });
  if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A page of `count` accordion sections, each with its own title. */
function accordionPage(count: number) {
  return {
    name: `Typing benchmark (${count} sections)`,
    currency: 'USD',
    locale: 'en',
    theme: 'default',
    page: {
      title: 'Home',
      layout: { type: 'list' },
      sections: Array.from({ length: count }, (_, index) => ({
        type: 'accordion',
        name: `Section ${index + 1}`,
        data: {
          ...SECTION_REGISTRY.accordion.defaults,
          accordions: SECTION_REGISTRY.accordion.defaults.accordions.map((item) => ({
            ...item,
            title: `Question ${index + 1}`,
            content: 'How it works',
          })),
        },
      })),
    },
  };
}

async function main() {
  // Without it, every monolith route would wait a minute for a heading that a 404 never shows.
  if (!build && !existsSync(path.join(MONOLITH_DIST, 'index.html')))
    throw new Error(
      `--no-build measures the builds as they are, and the monolith has none (${path.relative(ROOT, MONOLITH_DIST)}): run pnpm bench:web once without it`,
    );
  const buildTimes = build ? buildAll() : [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'suite-bench-'));
  const owner = privateKeyToAccount(OWNER_KEY);
  const seed = spawnSync('pnpm', ['--filter', '@suite/api', 'seed', '--', '--address', owner.address], {
    cwd: ROOT,
    stdio: 'ignore',
    env: { ...process.env, DATA_DIR: dataDir },
  });
  if (seed.status !== 0) throw new Error(`Seeding the demo store failed (exit ${seed.status})`);
  const suite = await startSuite({ dataDir, log: () => {} });
  let monolith: Server | undefined;
  let browser: Browser | undefined;
  try {
    monolith = await serveApp({
      dir: MONOLITH_DIST,
      port: MONOLITH_PORT,
      apiUrl: API_URL,
    });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const ownerContext = await browser.newContext();
    await signInWithKey(ownerContext.request, FEDERATED, OWNER_KEY);
    const signedIn = await ownerContext.storageState();
    const { widgetId, checkoutId } = await demoStoreIds(ownerContext.request, FEDERATED);
    const typingWidget = await apiJson<{ id: number }>(ownerContext, 'POST', '/widget/upsert', {
      config: JSON.stringify(accordionPage(TYPING_SECTIONS)),
      kit: 'Commerce',
    });
    await ownerContext.close();

    const routes = benchRoutes({ widgetId, checkoutId });
    // Each route's federation's own files (its runtime and each app's entry, ADR 0022), as the builds'
    // chunk maps name them: e2e/tests/route-weight.spec.ts holds the browser to loading exactly those.
    const federationFiles = new Map(
      routeWeights().map((weight) => [
        weight.route,
        new Set(weight.files.filter((file) => file.federation).map((file) => file.path)),
      ]),
    );

    const rows: string[][] = [];
    const secondVisits: string[][] = [];
    let failures = 0;
    for (const route of only === 'typing' ? [] : routes) {
      const storageState = route.signedIn ? signedIn : undefined;
      const federatedUrl = `${route.origin === 'shell' ? FEDERATED : COMMERCE_STANDALONE}${route.path}`;
      const hasMonolith = route.origin === 'shell';
      const isFederationFile = (url: string) => federationFiles.get(route.name)?.has(builtFile(url)) ?? false;
      const federated: Load[] = [];
      const reference: Load[] = [];
      for (let run = 0; run < runs; run += 1) {
        federated.push(await measureLoad(browser, federatedUrl, storageState, isFederationFile));
        if (hasMonolith) reference.push(await measureLoad(browser, `${MONOLITH}${route.path}`, storageState));
      }
      const fedBytes = median(federated.map((load) => load.gzipBytes));
      const federationBytes = median(federated.map((load) => load.federationGzipBytes));
      const fedScripts = median(federated.map((load) => load.scripts));
      const monoBytes = hasMonolith ? median(reference.map((load) => load.gzipBytes)) : undefined;
      const fedSent = median(federated.map((load) => load.sentBytes));
      const monoSent = hasMonolith ? median(reference.map((load) => load.sentBytes)) : undefined;
      const ratio = monoBytes ? fedBytes / monoBytes : undefined;
      const budget = ROUTE_BUDGETS_KIB[route.name];
      const pass = fedBytes <= budget * 1024 && (ratio === undefined || ratio <= 1.1);
      if (!pass) failures += 1;
      rows.push([
        route.name,
        route.path.replace(/\/\d+$|\/[0-9a-f-]{36}$/, '/{id}'),
        String(fedScripts),
        kib(fedBytes),
        monoBytes === undefined ? '—' : kib(monoBytes),
        ratio === undefined ? '—' : `${ratio.toFixed(2)}×`,
        kib(federationBytes),
        monoBytes === undefined ? '—' : `${((fedBytes - federationBytes) / monoBytes).toFixed(2)}×`,
        `≤ ${budget}`,
        pass ? 'pass' : 'FAIL',
        kib(fedSent),
        monoSent === undefined ? '—' : kib(monoSent),
      ]);
      const second = await measureSecondVisit(browser, federatedUrl, storageState);
      secondVisits.push([
        route.name,
        String(second.scripts),
        String(second.fromCache),
        String(second.revalidated),
        kib(second.jsBodyBytes),
      ]);
    }

    const cpus = os.cpus();
    if (only !== 'typing') {
      const machine = `${cpus.length} × ${cpus[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
      console.log(
        `\nFirst load, cold cache, JavaScript until the page is shown and the network is idle (gzip KiB, median of ${runs} loads)`,
      );
      console.log(`${new Date().toISOString().slice(0, 10)} · ${machine}\n`);
      printTable(
        [
          'route',
          'path',
          'scripts',
          'federated',
          'monolith',
          'ratio',
          'federation',
          'rest ÷ monolith',
          'budget',
          '',
          'sent',
          'monolith sent',
        ],
        rows,
      );
      console.log(
        "\nfederation: the federation's own files of the route (its runtime, the host's main.js, each remote's " +
          'remoteEntry.js); rest ÷ monolith: the rest of the federated route against the whole monolith, ' +
          'whose own runtime (≈ 5 KiB) is in its entry.',
      );
      console.log(
        "\nsent: the scripts' bytes as the server sent them (the precompressed brotli copy Chromium asks for).",
      );
      console.log(
        '\nSecond visit (same browser): scripts asked for, answered from cache, revalidated (304), KiB sent again',
      );
      printTable(['route', 'scripts', 'from cache', '304', 'KiB sent'], secondVisits);
    }
    if (only !== 'routes') {
      const typing = await measureTyping(
        browser,
        signedIn,
        `${FEDERATED}/admin/widget/edit/${typingWidget.id}?tab=components`,
        TYPING_SECTIONS,
      );
      const typingPass = typing.p95 <= FRAME_MS;
      console.log(
        `\nTyping with ${typing.sections} sections on the page: keystroke → live preview updated, ` +
          `p50 ${typing.p50.toFixed(1)} ms, p95 ${typing.p95.toFixed(1)} ms over ${typing.samples} keystrokes ` +
          `(one frame: ${FRAME_MS} ms) — ${typingPass ? 'pass' : 'FAIL'}`,
      );
    }
    if (buildTimes.length > 0) {
      const federatedTotal = buildTimes
        .filter((entry) => entry.app !== 'monolith reference')
        .reduce((sum, entry) => sum + entry.seconds, 0);
      console.log('\nProduction build (rspack build, one after another):');
      printTable(
        ['app', 'seconds'],
        [
          ...buildTimes.map((entry) => [entry.app, entry.seconds.toFixed(1)]),
          ['shell + four remotes', federatedTotal.toFixed(1)],
        ],
      );
    }
    if (failures > 0) console.log(`\n${failures} route(s) over their budget or the 1.10× ratio.`);
  } finally {
    await browser?.close();
    await new Promise((resolve) => (monolith ? monolith.close(resolve) : resolve(undefined)));
    await suite.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const row of rows) console.log(line(row));
}

await main();
