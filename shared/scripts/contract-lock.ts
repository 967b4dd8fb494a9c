// `pnpm --filter @suite/shared contract:lock`: records in contract-lock.json the package's version and a
// hash of its contract's source — the schemas, the API contract and client, the sections, the widget,
// the constants and the mount props, what a remote built against it relies on. `--check` (run by
// `pnpm lint`) fails when that source changed while the version did not: the version is what each
// app's build requires of the page's `@suite/shared` (`^version`, scripts/rspack/shared-deps.mjs), so
// a remote built against a newer contract must not be handed an older copy of the same version.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package's folder. */
export const SHARED_DIR = path.resolve(import.meta.dirname, '..');

/** The contract's source, from the package's folder (tests beside it excluded). */
export const CONTRACT_SOURCES = [
  'src/contract',
  'src/schemas',
  'src/sections',
  'src/widget',
  'src/client',
  'src/constants',
  'src/mount-props.ts',
];

export const LOCK_FILE = 'contract-lock.json';

const LOCK_COMMAND = 'pnpm --filter @suite/shared contract:lock';

export interface ContractLock {
  version: string;
  hash: string;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Every file of the contract's source, by its path from the package's folder (`/`-separated), sorted. */
export function contractFiles(sharedDir = SHARED_DIR): string[] {
  const files: string[] = [];
  const walk = (relative: string) => {
    const absolute = path.join(sharedDir, relative);
    if (!fs.existsSync(absolute)) return;
    if (fs.statSync(absolute).isDirectory()) {
      for (const entry of fs.readdirSync(absolute)) walk(path.posix.join(relative, entry));
    } else if (!isTest(relative)) {
      files.push(relative);
    }
  };
  for (const source of CONTRACT_SOURCES) walk(source);
  return files.sort();
}

/** The sha256 of the contract's source: each file's path and content, in order (line ends as `\n`). */
export function contractHash(sharedDir = SHARED_DIR): string {
  const hash = createHash('sha256');
  for (const file of contractFiles(sharedDir)) {
    const content = fs.readFileSync(path.join(sharedDir, file), 'utf8').replaceAll('\r\n', '\n');
    hash.update(`${file}\0${Buffer.byteLength(content)}\0`).update(content);
  }
  return hash.digest('hex');
}

function packageVersion(sharedDir: string): string {
  return JSON.parse(fs.readFileSync(path.join(sharedDir, 'package.json'), 'utf8')).version;
}

/** The lock as committed, or undefined when there is none. */
export function readLock(sharedDir = SHARED_DIR): ContractLock | undefined {
  const file = path.join(sharedDir, LOCK_FILE);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

/** Writes the lock of the package's version and its contract's hash as they are now. */
export function writeLock(sharedDir = SHARED_DIR): ContractLock {
  const lock: ContractLock = { version: packageVersion(sharedDir), hash: contractHash(sharedDir) };
  fs.writeFileSync(path.join(sharedDir, LOCK_FILE), `${JSON.stringify(lock, null, 2)}\n`);
  return lock;
}

/**
 * Whether the contract still matches its lock. A source changed under the locked version asks for a
 * bump; a version bumped but not locked asks for the lock, so that the next change under the new
 * version is caught in its turn.
 */
export function checkLock(sharedDir = SHARED_DIR): { ok: boolean; message: string } {
  const lock = readLock(sharedDir);
  if (!lock) return { ok: false, message: `shared/${LOCK_FILE} is missing: run ${LOCK_COMMAND}` };
  const version = packageVersion(sharedDir);
  const unchanged = contractHash(sharedDir) === lock.hash;
  if (version !== lock.version) {
    return {
      ok: false,
      message: `@suite/shared is ${version}, its contract lock says ${lock.version}: run ${LOCK_COMMAND} to record it`,
    };
  }
  if (unchanged) return { ok: true, message: `@suite/shared ${version}: its contract matches the lock` };
  return {
    ok: false,
    message: `@suite/shared's contract changed since ${version}: bump its version in shared/package.json (minor for an addition, major for a breaking change), then run ${LOCK_COMMAND}`,
  };
}

function main() {
  if (process.argv.includes('--check')) {
    const { ok, message } = checkLock();
    (ok ? console.log : console.error)(message);
    process.exit(ok ? 0 : 1);
  }
  const lock = writeLock();
  console.log(`Wrote shared/${LOCK_FILE}: @suite/shared ${lock.version}, contract sha256 ${lock.hash}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
