import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { declarationExports, exposedEntries } from './remote-types.mjs';

describe("the published @suite/shared's package.json", () => {
  it('names the declaration of each entry where the source names its TypeScript file', () => {
    expect(
      declarationExports({
        '.': './src/index.ts',
        './forms': './src/react/forms.ts',
        './images': './src/react/images/index.tsx',
      }),
    ).toEqual({
      '.': { types: './src/index.d.ts' },
      './forms': { types: './src/react/forms.d.ts' },
      './images': { types: './src/react/images/index.d.ts' },
    });
  });
});

describe("the exposed modules' entries in the archive", () => {
  it("re-export each module's declaration from compiled-types, as the type plugin writes them", () => {
    const sourceDir = path.join(os.tmpdir(), 'remote', 'src');
    expect(
      exposedEntries(
        {
          './SectionDialog': path.join(sourceDir, 'exposes', 'section-dialog.tsx'),
          './nested/Picker': path.join(sourceDir, 'picker.ts'),
          '.': path.join(sourceDir, 'index.ts'),
        },
        sourceDir,
      ),
    ).toEqual({
      'SectionDialog.d.ts':
        "export * from './compiled-types/exposes/section-dialog';\nexport { default } from './compiled-types/exposes/section-dialog';",
      'nested/Picker.d.ts':
        "export * from '../compiled-types/picker';\nexport { default } from '../compiled-types/picker';",
      'index.d.ts':
        "export * from './compiled-types/index';\nexport { default } from './compiled-types/index';",
    });
  });

  it("refuse a module outside the remote's sources", () => {
    const sourceDir = path.join(os.tmpdir(), 'remote', 'src');
    expect(() =>
      exposedEntries({ './Shared': path.join(os.tmpdir(), 'shared', 'src', 'index.ts') }, sourceDir),
    ).toThrow(/The exposed module \.\/Shared .* is outside/);
  });
});

describe('PublishTypesPlugin', () => {
  const require = createRequire(import.meta.url);

  /**
   * A remote of one exposed module, built in production with the plugin by Rspack in a process of its
   * own (Jest runs CommonJS, Rspack's API is an ES module).
   */
  function buildRemote(source: string) {
    const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-types-'));
    fs.mkdirSync(path.join(appDir, 'src'));
    fs.writeFileSync(path.join(appDir, 'src', 'answer.ts'), source);
    // The bundle's own entry: the types are what is tested.
    fs.writeFileSync(path.join(appDir, 'src', 'entry.js'), 'export const entry = 1;\n');
    fs.writeFileSync(
      path.join(appDir, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { strict: true, types: [], rootDir: 'src' }, include: ['src'] }),
    );
    const build = path.join(appDir, 'build.mjs');
    fs.writeFileSync(
      build,
      `import { rspack } from ${JSON.stringify(pathToFileURL(require.resolve('@rspack/core')).href)};
import { PublishTypesPlugin } from ${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'remote-types.mjs')).href)};
const appDir = ${JSON.stringify(appDir)};
rspack({
  mode: 'production',
  context: appDir,
  entry: './src/entry.js',
  output: { path: appDir + '/dist' },
  plugins: [new PublishTypesPlugin({ appDir, name: 'answer_remote', exposes: { './Answer': './src/answer.ts' } })],
}).run((error, stats) => {
  if (error) throw error;
  const { errors } = stats.toJson({ all: false, errors: true });
  for (const { message } of errors) console.error(message);
  process.exit(errors.length > 0 ? 1 : 0);
});
`,
    );
    const result = spawnSync(process.execPath, [build], { encoding: 'utf8' });
    return { appDir, status: result.status, stderr: result.stderr };
  }

  it('writes the types archive and the API types beside the bundle', () => {
    const { appDir, status, stderr } = buildRemote('export const answer: number = 42;\n');
    try {
      expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
      const api = fs.readFileSync(path.join(appDir, 'dist', '@mf-types.d.ts'), 'utf8');
      expect(api).toContain("'REMOTE_ALIAS_IDENTIFIER/Answer'");
      // A zip archive, with the declaration of the exposed module in it.
      const archive = fs.readFileSync(path.join(appDir, 'dist', '@mf-types.zip'));
      expect(archive.subarray(0, 2).toString()).toBe('PK');
      expect(archive.includes('compiled-types/answer.d.ts')).toBe(true);
      expect(archive.includes('Answer.d.ts')).toBe(true);
    } finally {
      fs.rmSync(appDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('fails the build when the declarations cannot be written', () => {
    const { appDir, status, stderr } = buildRemote('export const answer: number = ;\n');
    try {
      expect(status).toBe(1);
      expect(stderr).toContain('Generating the types of answer_remote failed');
      expect(fs.existsSync(path.join(appDir, 'dist', '@mf-types.zip'))).toBe(false);
    } finally {
      fs.rmSync(appDir, { recursive: true, force: true });
    }
  }, 60_000);
});
