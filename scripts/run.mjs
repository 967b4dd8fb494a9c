#!/usr/bin/env node
// The README's two commands, `npm start` and `npm test`, on a machine with only Node 20 and npm:
// make sure pnpm (the pinned version) and the workspace's dependencies are there — and, for the
// tests, Debian's Chromium — then hand over to the TypeScript orchestrators.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PNPM_VERSION = '12.21.0';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [command, ...rest] = process.argv.slice(2);

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 */
function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

/**
 * @param {string} cmd
 * @param {string[]} args
 */
function output(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** @returns {[string, ...string[]]} */
function ensurePnpm() {
  if (output('pnpm', ['--version']) === PNPM_VERSION) return ['pnpm'];
  console.log(`Installing pnpm ${PNPM_VERSION} (npm i -g pnpm@${PNPM_VERSION})…`);
  if (
    run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]) === 0 &&
    output('pnpm', ['--version']) === PNPM_VERSION
  ) {
    return ['pnpm'];
  }
  console.log('A global install was not possible; using npx instead.');
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

/** Debian's packages the end-to-end tests run in: the browser, and its lighter headless shell. */
const CHROMIUM_PACKAGES = [
  { name: 'chromium', path: '/usr/bin/chromium' },
  { name: 'chromium-headless-shell', path: '/usr/bin/chromium-headless-shell' },
];

function ensureChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return;
  const missing = CHROMIUM_PACKAGES.filter((pkg) => !existsSync(pkg.path));
  if (missing.length === 0) return;
  const names = missing.map((pkg) => pkg.name);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && output('which', ['apt-get'])) {
    console.log(`Installing Debian's ${names.join(' and ')} for the end-to-end tests (apt-get install)…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      run('apt-get', ['update', '-qq'], { env }) === 0 &&
      run('apt-get', ['install', '-y', '-qq', ...names], { env }) === 0
    ) {
      return;
    }
  }
  // The tests run in either one; only with neither can they not run.
  if (CHROMIUM_PACKAGES.some((pkg) => existsSync(pkg.path))) return;
  console.error(
    'Chromium was not found at /usr/bin/chromium. Install it (Debian: sudo apt-get install chromium chromium-headless-shell) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}

/** @type {Record<string, string[]>} */
const commands = {
  start: ['exec', 'tsx', 'scripts/start.ts'],
  dev: ['exec', 'tsx', 'scripts/start.ts', '--dev'],
  test: ['exec', 'tsx', 'scripts/test-all.ts'],
};
const pnpmArgs = command ? commands[command] : undefined;
if (!pnpmArgs) {
  console.error(`Usage: node scripts/run.mjs ${Object.keys(commands).join('|')}`);
  process.exit(2);
}

const pnpm = ensurePnpm();
const [pnpmCmd, ...pnpmPrefix] = pnpm;
const install = run(pnpmCmd, [...pnpmPrefix, 'install', ...(process.env.CI ? ['--frozen-lockfile'] : [])]);
if (install !== 0) process.exit(install);
if (command === 'test') ensureChromium();
process.exit(run(pnpmCmd, [...pnpmPrefix, ...pnpmArgs, ...rest]));
