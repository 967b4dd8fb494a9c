#!/usr/bin/env node
// The compiler the federation's type plugin runs for a remote that publishes its types
// (`publishTypes`, mfe_section_editors): `remote-types.mjs --project <the plugin's tsconfig>`.
//
// A host outside this repository type-checks against the remote's `@mf-types.zip` alone. The
// declarations of the exposed modules name `@suite/shared` (their props: `SectionDialogProps`,
// `Section`…), a workspace package of TypeScript sources that such a host does not have, and its types
// are made of zod's. So, beside the remote's declarations, the types' `node_modules` gets:
// - `@suite/shared`: its declarations, with a package.json whose exports name them;
// - `zod`: its published type files.
// Both compiles run at once, on TypeScript 7 (the native compiler), without checking types
// (`--noCheck`: `pnpm typecheck` checks them): about 3 s for the two, against 15 s for the remote's
// declarations alone with the TypeScript the plugin would pick.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This script, as the type plugin's `compilerInstance` (run with npx: it must stay executable). */
export const REMOTE_TYPES_COMPILER = fileURLToPath(import.meta.url);

const require = createRequire(import.meta.url);
const SHARED_DIR = path.resolve(import.meta.dirname, '../../shared');
const TYPE_FILE = /\.d\.[cm]?ts$/;

/** TypeScript 7's package folder. */
function typescript7Dir() {
  return path.dirname(require.resolve('typescript-7/package.json'));
}

/** TypeScript 7's compiler script. */
function tsc7() {
  return path.join(typescript7Dir(), 'bin', 'tsc');
}

/**
 * The folder the type plugin works from (its `dts.cwd`): one where `typescript` is TypeScript 7.
 * Before it compiles, the plugin lists the files the exposed modules import, and reads the tsconfig,
 * with the `typescript` it finds there: from the app's folder that is the workspace's TypeScript 5,
 * whose whole program it built twice in the build's own thread (≈ 3.5 s each, twice more in its
 * child), against `tsc --listFilesOnly` of TypeScript 7 when it finds that. The folder holds only a
 * link to TypeScript 7 and the plugin's temporary tsconfig files, in the app's `node_modules/.cache`.
 * @param {string} appDir
 */
export function remoteTypesContext(appDir) {
  const dir = path.join(appDir, 'node_modules', '.cache', 'remote-types');
  const link = path.join(dir, 'node_modules', 'typescript');
  const target = typescript7Dir();
  if (!fs.existsSync(link) || fs.realpathSync(link) !== fs.realpathSync(target)) {
    fs.rmSync(link, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(target, link, 'junction');
  }
  return dir;
}

/**
 * Emits declarations, resolving when done.
 * @param {string[]} args
 * @returns {Promise<void>}
 */
function compile(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsc7(), ...args, '--noCheck'], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`tsc ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * A package.json's `exports` of TypeScript sources, as the same entries of their declarations:
 * `"./sections": "./src/sections/index.ts"` → `"./sections": { "types": "./src/sections/index.d.ts" }`.
 * @param {Record<string, string>} exports
 */
export function declarationExports(exports) {
  return Object.fromEntries(
    Object.entries(exports).map(([entry, source]) => [entry, { types: source.replace(/\.tsx?$/, '.d.ts') }]),
  );
}

/**
 * Copies the type files of a folder (and its package.json files), keeping its layout.
 * @param {string} from
 * @param {string} to
 */
function copyTypeFiles(from, to) {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') copyTypeFiles(source, path.join(to, entry.name));
    } else if (TYPE_FILE.test(entry.name) || entry.name === 'package.json') {
      fs.mkdirSync(to, { recursive: true });
      fs.copyFileSync(source, path.join(to, entry.name));
    }
  }
}

/**
 * `@suite/shared`'s and zod's types into `<types folder>/node_modules`.
 * @param {string} typesDir The remote's types folder (the one the plugin zips).
 */
export async function addSharedTypes(typesDir) {
  const modules = path.join(typesDir, 'node_modules');
  const shared = path.join(modules, '@suite', 'shared');
  fs.rmSync(shared, { recursive: true, force: true });
  await compile(['-p', path.join(SHARED_DIR, 'tsconfig.types.json'), '--outDir', path.join(shared, 'src')]);
  const manifest = JSON.parse(fs.readFileSync(path.join(SHARED_DIR, 'package.json'), 'utf8'));
  fs.writeFileSync(
    path.join(shared, 'package.json'),
    `${JSON.stringify(
      {
        name: manifest.name,
        version: manifest.version,
        description: 'The types of @suite/shared that the published types of a remote of the suite name.',
        types: './src/index.d.ts',
        exports: declarationExports(manifest.exports),
      },
      null,
      2,
    )}\n`,
  );
  const zod = path.dirname(createRequire(path.join(SHARED_DIR, 'package.json')).resolve('zod/package.json'));
  fs.rmSync(path.join(modules, 'zod'), { recursive: true, force: true });
  copyTypeFiles(zod, path.join(modules, 'zod'));
}

async function main() {
  const at = process.argv.indexOf('--project');
  const project = process.argv[at + 1];
  if (at < 0 || !project) throw new Error('Usage: remote-types.mjs --project <tsconfig.json>');
  // The plugin's tsconfig writes the declarations to `<types folder>/compiled-types`.
  const outDir = JSON.parse(fs.readFileSync(project, 'utf8')).compilerOptions?.outDir;
  if (typeof outDir !== 'string') throw new Error(`${project} names no outDir`);
  await Promise.all([
    compile(['--project', project]),
    addSharedTypes(path.dirname(path.resolve(path.dirname(project), outDir))),
  ]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((/** @type {unknown} */ error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
