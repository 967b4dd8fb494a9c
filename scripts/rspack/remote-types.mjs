#!/usr/bin/env node
// The types a remote publishes (`publishTypes`, mfe_section_editors). `remote-types.mjs --generate
// <options>` runs the federation type plugin's `generateTypes` (PublishTypesPlugin starts it), and
// the plugin runs this script again as its compiler: `remote-types.mjs --project <its tsconfig>`.
//
// A host outside this repository type-checks against the remote's `@mf-types.zip` alone. The
// declarations of the exposed modules name `@suite/shared` (their props: `SectionDialogProps`,
// `Section`…), a workspace package of TypeScript sources that such a host does not have, and its types
// are made of zod's. So, beside the remote's declarations, the types' `node_modules` gets:
// - `@suite/shared`: its declarations, with a package.json whose exports name them;
// - `zod`: its published type files.
// Both compiles run at once, on TypeScript 7 (the native compiler), without checking types
// (`--noCheck`: `pnpm typecheck` checks them), each on one thread (the bundling runs beside them on
// the machine's other cores): about 4 s for the two, against 15 s for the remote's declarations
// alone with the TypeScript the plugin would pick.
//
// The build runs it through `PublishTypesPlugin` (below), not through the federation plugin's own
// `dts` option: that one starts only once the bundle is minified, holds the build while it works,
// and lists the exposed modules' files with `tsc --listFilesOnly` four times (≈ 1.3 s each).
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * This script, as the type plugin's `compilerInstance` (run with npx: it must stay executable) and as
 * the child PublishTypesPlugin forks.
 */
const REMOTE_TYPES_COMPILER = fileURLToPath(import.meta.url);

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
    const child = spawn(process.execPath, [tsc7(), ...args, '--noCheck', '--singleThreaded'], {
      stdio: 'inherit',
    });
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

const PLUGIN_NAME = 'SuitePublishTypesPlugin';
/** What a host of the remote fetches beside its manifest (the names the federation's plugin gives them). */
const TYPES_ASSETS = ['@mf-types.zip', '@mf-types.d.ts'];

/**
 * The manifest's `metaData.types` of a remote that publishes its types, as the federation's type
 * plugin would write it: a host's type plugin finds the archive and the API types from there.
 */
export const PUBLISHED_TYPES_META = { path: '', name: '', zip: TYPES_ASSETS[0], api: TYPES_ASSETS[1] };

/**
 * @typedef {object} PublishTypesOptions
 * @property {string} appDir The remote's folder.
 * @property {string} name Its federation name.
 * @property {Record<string, string>} exposes
 */

/**
 * Where the types are generated before they become assets of the build: outside `dist/`, which the
 * build empties when it writes.
 * @param {string} appDir
 */
function typesWorkDir(appDir) {
  return path.join(appDir, 'node_modules', '.cache', 'remote-types', 'out');
}

/**
 * The federation type plugin's `generateTypes` options for the remote.
 * @param {PublishTypesOptions} options
 */
function generateTypesOptions({ appDir, name, exposes }) {
  return {
    remote: {
      context: appDir,
      outputDir: typesWorkDir(appDir),
      // The plugin's own reading of the tsconfig and listing of files on TypeScript 7 too.
      moduleFederationConfig: { name, exposes, dts: { cwd: remoteTypesContext(appDir) } },
      // TypeScript 7 on the exposed modules, then @suite/shared's and zod's declarations beside them,
      // so the published types stand alone. The plugin's own scan of the packages they import is off:
      // it copies viem's 12 MB of types, and names zod's `zod/v4` folder `undefined`.
      compilerInstance: REMOTE_TYPES_COMPILER,
      extractThirdParty: false,
      extractRemoteTypes: false,
      generateAPITypes: true,
      abortOnError: true,
    },
  };
}

/**
 * Generates the types in a child process, resolving when `@mf-types.zip` and `@mf-types.d.ts` are
 * written in the work folder.
 * @param {PublishTypesOptions} options
 * @returns {Promise<string>} The work folder.
 */
function generateInChild(options) {
  const dir = typesWorkDir(options.appDir);
  // Every build's types from its own sources alone: no declaration of a file since deleted.
  fs.rmSync(dir, { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    const child = fork(REMOTE_TYPES_COMPILER, ['--generate', JSON.stringify(generateTypesOptions(options))], {
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(dir)
        : reject(new Error(`Generating the types of ${options.name} failed (exit ${code})`)),
    );
  });
}

/**
 * Publishes the types of what a remote exposes (`@mf-types.zip`, `@mf-types.d.ts`, named in the
 * manifest by PUBLISHED_TYPES_META) for hosts outside the suite. The declarations are generated in a
 * child process from the moment the compilation starts, beside the bundling, and become assets of
 * the build before it writes; a failure fails the build.
 */
export class PublishTypesPlugin {
  /** @param {PublishTypesOptions} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      const generated = generateInChild(this.options);
      // Awaited below; not an unhandled rejection if the compilation fails before.
      generated.catch(() => undefined);
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN_NAME, stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          const dir = await generated;
          for (const name of TYPES_ASSETS) {
            const source = new compiler.rspack.sources.RawSource(fs.readFileSync(path.join(dir, name)));
            compilation.emitAsset(name, source);
          }
        },
      );
    });
  }
}

async function main() {
  const generate = process.argv.indexOf('--generate');
  if (generate >= 0) {
    const { generateTypes } = await import('@module-federation/dts-plugin/core');
    await generateTypes(JSON.parse(process.argv[generate + 1] ?? '{}'));
    return;
  }
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
