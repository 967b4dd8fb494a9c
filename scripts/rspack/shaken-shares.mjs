// Which exports of a shared package the suite's apps import, read from their source. A package
// shared tree-shaken (ADR 0013) keeps, in every app's build, the union of what all the apps import —
// so the one copy the first app registers serves the others built from the same commit. A remote
// built later that imports more is caught at run time (shaken-share-guard.ts) and loads its own;
// what it asks of a copy is what its own code imports (`exportMask`), not the union of its commit.
import fs from 'node:fs';
import path from 'node:path';

const REPO_DIR = path.resolve(import.meta.dirname, '../..');

/** The folders whose source ends up in a federated app's bundle. */
export const APP_SOURCE_DIRS = [
  'shell/src',
  'shared/src',
  'mfe-auth/src',
  'mfe-commerce/src',
  'mfe-section-editors/src',
  'mfe-widget-editor/src',
  'examples/section-editors-host/src',
].map((dir) => path.join(REPO_DIR, dir));

/**
 * The folders whose imports are one app's own: its source, and the shared package's it compiles.
 * @param {string} appDir
 */
export function ownSourceDirs(appDir) {
  return [path.join(appDir, 'src'), path.join(REPO_DIR, 'shared/src')];
}

const SOURCE_FILE = /\.tsx?$/;
const TEST_FILE = /\.test\.tsx?$/;

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [file] : [];
  });
}

/**
 * The value names taken from `packageName` in `source`: imported (`import { Button, Form as AntForm }
 * from 'antd'` → Button, Form) or passed on (`export { Button } from 'antd'` → Button). Type-only
 * imports and exports are left out, since they ship nothing.
 * @param {string} source
 * @param {string} packageName
 * @returns {string[]}
 */
export function importedNames(source, packageName) {
  const pattern = new RegExp(
    `(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${escaped(packageName)}['"]`,
    'g',
  );
  return [...source.matchAll(pattern)].flatMap(([, typeOnly, specifiers = '']) => {
    if (typeOnly) return [];
    return specifiers
      .split(',')
      .map((specifier) => specifier.trim())
      .filter((specifier) => specifier && !specifier.startsWith('type '))
      .map((specifier) => specifier.split(/\s+as\s+/)[0] ?? specifier);
  });
}

/** @param {string} text */
function escaped(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * The members read off a namespace import of `packageName` (`import * as z from 'zod/v4'` and
 * `z.object(…)` → object), or null when the file has none. Throws when the namespace is used other
 * than by reading a member (`fn(z)`, `z[key]`): then what it needs cannot be known.
 * @param {string} source
 * @param {string} packageName
 * @returns {string[] | null}
 */
export function namespaceMembers(source, packageName) {
  const namespaceImport = new RegExp(
    `import\\s+\\*\\s+as\\s+(\\w+)\\s+from\\s*['"]${escaped(packageName)}['"];?`,
  );
  const match = namespaceImport.exec(source);
  if (!match) return null;
  const [statement, alias = ''] = match;
  const rest = source.replace(statement, '');
  const name = escaped(alias);
  // The namespace as a value: passed on, assigned, returned or indexed.
  const asValue = new RegExp(`(?:[[{(,=:]|return)\\s*${name}\\s*[),;\\]}]|(?<![\\w.$])${name}\\s*\\[`);
  if (asValue.test(rest)) {
    throw new Error(`the namespace ${alias} of ${packageName} is used other than by reading a member`);
  }
  const uses = [...rest.matchAll(new RegExp(`(?<![\\w.$])${name}\\s*\\.\\s*(\\w+)`, 'g'))];
  return uses.map(([, member = '']) => member);
}

/**
 * Every value the apps take from `packageName`, sorted: named imports and re-exports, and the
 * members read off a namespace import. Refuses a default import, a re-export of the whole package
 * (`export *`) and a namespace used as a whole, which would keep nothing shakeable without anyone
 * noticing.
 * @param {string} packageName
 * @param {readonly string[]} [dirs]
 * @returns {string[]}
 */
export function usedExportsOf(packageName, dirs = APP_SOURCE_DIRS) {
  const names = new Set(dirs.flatMap((dir) => [...namesTakenIn(dir, packageName)]));
  return [...names].sort();
}

/**
 * What the files of one folder take of `packageName`, read once per build process: the union of every
 * app's and each app's own list read the same folders (`treeShakenExports`, `ownTreeShakenExports`).
 * @type {Map<string, Set<string>>}
 */
const takenByFolder = new Map();

/**
 * @param {string} dir
 * @param {string} packageName
 * @returns {Set<string>}
 */
function namesTakenIn(dir, packageName) {
  const key = `${packageName}\0${dir}`;
  const known = takenByFolder.get(key);
  if (known) return known;
  const names = new Set();
  const whole = new RegExp(
    `(?:import\\s+\\w+\\s*(?:,[^;]*)?|export\\s+\\*(?:\\s+as\\s+\\w+)?\\s*)from\\s*['"]${escaped(packageName)}['"]`,
  );
  for (const file of sourceFiles(dir)) {
    const source = fs.readFileSync(file, 'utf8');
    const takesAll = () =>
      new Error(`${path.relative(REPO_DIR, file)} takes all of ${packageName}; import its parts by name.`);
    if (whole.test(source)) throw takesAll();
    let members;
    try {
      members = namespaceMembers(source, packageName);
    } catch {
      throw takesAll();
    }
    for (const name of [...importedNames(source, packageName), ...(members ?? [])]) names.add(name);
  }
  takenByFolder.set(key, names);
  return names;
}

/**
 * Which names of `kept` (the exports a build kept of a shaken share, in its order) are in `own` (what the
 * app's own code imports), as hexadecimal digits of four names each, the first name the lowest bit
 * of the first digit: an app's entry carries the kept names once and this beside them, and the
 * shaken-share guard reads it back (`exportsInMask` in shaken-share-guard.ts).
 * @param {readonly string[]} kept
 * @param {readonly string[]} own
 * @returns {string}
 */
export function exportMask(kept, own) {
  const index = new Map(kept.map((name, position) => [name, position]));
  const bits = new Array(Math.ceil(kept.length / 4)).fill(0);
  for (const name of own) {
    const position = index.get(name);
    if (position === undefined) throw new Error(`${name} is imported but not among the exports kept`);
    bits[position >> 2] |= 1 << (position & 3);
  }
  return bits.map((digit) => digit.toString(16)).join('');
}
