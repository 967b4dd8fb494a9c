// What an app's build says of itself in its manifest (`metaData.build`): the app's version, the commit
// it was built from and when. A remote deployed alone is then known by its manifest, the one file
// the static server never caches (ADR 0013). Only the manifest carries it: the JavaScript of a build
// stays the same from one commit to the next, so the route weights and the content hashes do too.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The commit of a build from a tree without git (a tarball): never a failed build for it. */
export const UNKNOWN_COMMIT = 'unknown';

/**
 * @typedef {object} BuildStamp
 * @property {string} version The app's version: its package.json's, or the nearest one above it.
 * @property {string} commit The commit the build is of, `-dirty` when the work tree had changes, or `unknown`.
 * @property {string} builtAt When, ISO 8601.
 */

/** @type {Map<string, string>} */
const commits = new Map();

/**
 * The commit a folder's work tree is at (`git rev-parse HEAD`), with `-dirty` when it has changes,
 * committed or not (untracked files too), or `unknown` without git or outside a repository.
 * Resolved once per process and folder: every config of a build asks.
 * @param {string} [dir]
 * @returns {string}
 */
export function buildCommit(dir = ROOT) {
  let commit = commits.get(dir);
  if (commit === undefined) {
    commit = readCommit(dir);
    commits.set(dir, commit);
  }
  return commit;
}

/** @param {string} dir */
function readCommit(dir) {
  /** @param {string[]} args */
  const git = (args) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    const head = git(['rev-parse', 'HEAD']);
    if (!/^[0-9a-f]{40,64}$/.test(head)) return UNKNOWN_COMMIT;
    return git(['status', '--porcelain']) === '' ? head : `${head}-dirty`;
  } catch {
    return UNKNOWN_COMMIT;
  }
}

/**
 * The stamp of an app's build.
 * @param {string} appDir
 * @param {{ commit?: string, now?: Date }} [at] The commit and time (the tests'); else this process's.
 * @returns {BuildStamp}
 */
export function buildStamp(appDir, { commit = buildCommit(), now = new Date() } = {}) {
  return { version: packageVersion(appDir), commit, builtAt: now.toISOString() };
}

/**
 * The version of the package a folder belongs to (an e2e fixture has no package.json of its own).
 * @param {string} dir
 * @returns {string}
 */
function packageVersion(dir) {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const file = path.join(at, 'package.json');
    if (fs.existsSync(file)) return String(JSON.parse(fs.readFileSync(file, 'utf8')).version ?? '0.0.0');
    if (path.dirname(at) === at) return '0.0.0';
  }
}
