// The types a remote publishes (`publishTypes`, mfe_section_editors), in the layout of the federation
// type plugin (`@module-federation/dts-plugin`), which a host's type plugin downloads and unpacks:
// `@mf-types.zip` holds `compiled-types/` (the declarations of the remote's modules), one
// `<exposed name>.d.ts` per exposed module re-exporting its declaration, and `node_modules/`; beside it
// `@mf-types.d.ts`, the remote's API types (written by the plugin's own `DTSManager`).
//
// A host outside this repository type-checks against that archive alone. The declarations of the
// exposed modules name `@suite/shared` (their props: `SectionDialogProps`, `Section`…), a workspace
// package of TypeScript sources such a host does not have, and its types are made of zod's. So the
// archive's `node_modules` also gets:
// - `@suite/shared`: its declarations, with a package.json whose exports name them;
// - `zod`: its published type files.
//
// One TypeScript 7 compile (the native compiler) writes the declarations of both the remote's modules
// and `@suite/shared`, without checking types (`--noCheck`: `pnpm typecheck` checks them), on one thread
// (the bundling runs beside it). The plugin's `generateTypes` did the same work in three programs: it
// listed the exposed modules' files with `tsc --listFilesOnly` (≈ 2 s on two threads), then compiled
// them, and our compiler compiled `@suite/shared` again beside them; 10 s for the section editors
// alone, 6 s now (ADR 0018).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import AdmZip from 'adm-zip';

const require = createRequire(import.meta.url);
const SHARED_DIR = path.resolve(import.meta.dirname, '../../shared');
const TYPE_FILE = /\.d\.[cm]?ts$/;
/** The folder the archive holds, and the name of the declarations' folder in it (the plugin's names). */
const TYPES_FOLDER = '@mf-types';
const COMPILED_TYPES_FOLDER = 'compiled-types';

/** TypeScript 7's compiler script. */
function tsc7() {
  return path.join(path.dirname(require.resolve('typescript-7/package.json')), 'bin', 'tsc');
}

/**
 * Emits declarations, resolving when done.
 * @param {string} project
 * @returns {Promise<void>}
 */
function compile(project) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsc7(), '--project', project, '--noCheck', '--singleThreaded'], {
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`tsc --project ${project} exited with ${code}`)),
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
 * The exposed modules' files, by exposed name (`./SectionDialog` → its absolute path), as the type
 * plugin resolves them: the path as written when it has an extension, else the first that exists.
 * @param {string} appDir
 * @param {Record<string, string>} exposes
 */
function exposedFiles(appDir, exposes) {
  return Object.fromEntries(
    Object.entries(exposes).map(([name, request]) => {
      const file = path.resolve(appDir, request);
      if (/\.tsx?$/.test(file)) return [name, file];
      const found = ['.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ending) => `${file}${ending}`)
        .find((candidate) => fs.existsSync(candidate));
      if (!found) throw new Error(`The exposed module ${name} (${request}) has no TypeScript file`);
      return [name, found];
    }),
  );
}

/**
 * Each exposed module's entry in the archive, as the type plugin writes it: `SectionDialog.d.ts`
 * re-exporting `./compiled-types/exposes/section-dialog`.
 * @param {Record<string, string>} files The exposed modules' files (exposedFiles).
 * @param {string} sourceDir The folder of the remote's sources (the declarations' root).
 * @returns {Record<string, string>} Each entry's path in the archive, and its text.
 */
export function exposedEntries(files, sourceDir) {
  return Object.fromEntries(
    Object.entries(files).map(([name, file]) => {
      const relative = path.relative(sourceDir, file);
      if (relative.startsWith('..') || path.isAbsolute(relative))
        throw new Error(`The exposed module ${name} (${file}) is outside ${sourceDir}`);
      const entry = `${name === '.' ? 'index' : path.posix.normalize(name)}.d.ts`;
      const declaration = path.posix.relative(
        path.posix.dirname(entry),
        `${COMPILED_TYPES_FOLDER}/${relative
          .split(path.sep)
          .join('/')
          .replace(/\.tsx?$/, '')}`,
      );
      const from = declaration.startsWith('.') ? declaration : `./${declaration}`;
      return [entry, `export * from '${from}';\nexport { default } from '${from}';`];
    }),
  );
}

/**
 * @typedef {object} PublishTypesOptions
 * @property {string} appDir The remote's folder; its modules are in `src/`.
 * @property {string} name Its federation name.
 * @property {Record<string, string>} exposes
 */

/**
 * Writes the remote's types and returns the two files to publish.
 * @param {PublishTypesOptions} options
 * @returns {Promise<{ zip: Buffer, api: string }>}
 */
export async function generateTypes({ appDir, name, exposes }) {
  const workDir = path.join(appDir, 'node_modules', '.cache', 'remote-types');
  // Every build's types from its own sources alone: no declaration of a file since deleted.
  fs.rmSync(workDir, { recursive: true, force: true });
  const declarationsDir = path.join(workDir, 'declarations');
  const typesDir = path.join(workDir, TYPES_FOLDER);
  const sourceDir = path.join(appDir, 'src');
  const files = exposedFiles(appDir, exposes);
  const entries = exposedEntries(files, sourceDir);

  // One program: the exposed modules (TypeScript follows their imports within the remote) and
  // @suite/shared's files as its own types build names them (shared/tsconfig.types.json).
  const sharedConfig = JSON.parse(fs.readFileSync(path.join(SHARED_DIR, 'tsconfig.types.json'), 'utf8'));
  const inShared = (/** @type {string} */ pattern) => path.join(SHARED_DIR, pattern);
  // The filesystem's root, so each declaration is written at its source's place whatever the folders.
  const rootDir = path.parse(sourceDir).root;
  const project = path.join(workDir, 'tsconfig.json');
  fs.mkdirSync(workDir, { recursive: true });
  fs.writeFileSync(
    project,
    JSON.stringify({
      extends: path.join(appDir, 'tsconfig.json'),
      compilerOptions: {
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        incremental: false,
        rootDir,
        outDir: declarationsDir,
        // What the host has: no test runner's or Node's globals in the published declarations.
        types: [],
      },
      files: Object.values(files),
      include: sharedConfig.include.map(inShared),
      exclude: sharedConfig.exclude.map(inShared),
    }),
  );
  await compile(project);

  fs.mkdirSync(typesDir);
  fs.renameSync(
    path.join(declarationsDir, path.relative(rootDir, sourceDir)),
    path.join(typesDir, COMPILED_TYPES_FOLDER),
  );
  for (const [entry, text] of Object.entries(entries)) {
    fs.mkdirSync(path.dirname(path.join(typesDir, entry)), { recursive: true });
    fs.writeFileSync(path.join(typesDir, entry), text);
  }
  const modules = path.join(typesDir, 'node_modules');
  const shared = path.join(modules, '@suite', 'shared');
  fs.mkdirSync(shared, { recursive: true });
  fs.renameSync(
    path.join(declarationsDir, path.relative(rootDir, SHARED_DIR), 'src'),
    path.join(shared, 'src'),
  );
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
  copyTypeFiles(zod, path.join(modules, 'zod'));

  // Loaded here, not with the config every app's build reads.
  const { DTSManager } = await import('@module-federation/dts-plugin/core');
  const archive = new AdmZip();
  archive.addLocalFolder(typesDir);
  return {
    zip: await archive.toBufferPromise(),
    api: new DTSManager({ remote: { moduleFederationConfig: { name } } }).generateAPITypes(files),
  };
}

const PLUGIN_NAME = 'SuitePublishTypesPlugin';
/** What a host of the remote fetches beside its manifest (the names the federation's plugin gives them). */
const TYPES_ASSETS = { zip: `${TYPES_FOLDER}.zip`, api: `${TYPES_FOLDER}.d.ts` };

/**
 * The manifest's `metaData.types` of a remote that publishes its types, as the federation's type
 * plugin would write it: a host's type plugin finds the archive and the API types from there.
 */
export const PUBLISHED_TYPES_META = { path: '', name: '', zip: TYPES_ASSETS.zip, api: TYPES_ASSETS.api };

/**
 * Publishes the types of what a remote exposes (`@mf-types.zip`, `@mf-types.d.ts`, named in the
 * manifest by PUBLISHED_TYPES_META) for hosts outside the suite. The declarations are compiled from
 * the moment the compilation starts, beside the bundling, and become assets of the build before it
 * writes; a failure fails the build.
 */
export class PublishTypesPlugin {
  /** @param {PublishTypesOptions} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      const generated = generateTypes(this.options).catch((/** @type {unknown} */ error) => {
        throw new Error(`Generating the types of ${this.options.name} failed`, { cause: error });
      });
      // Awaited below; not an unhandled rejection if the compilation fails before.
      generated.catch(() => undefined);
      compilation.hooks.processAssets.tapPromise(
        { name: PLUGIN_NAME, stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          const { zip, api } = await generated;
          const { RawSource } = compiler.rspack.sources;
          compilation.emitAsset(TYPES_ASSETS.zip, new RawSource(zip));
          compilation.emitAsset(TYPES_ASSETS.api, new RawSource(api));
        },
      );
    });
  }
}
