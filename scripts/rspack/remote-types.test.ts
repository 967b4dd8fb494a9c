import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { buildInChild, importOf } from './build-in-child';
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
  /** A remote of one exposed module, built in production with the plugin by Rspack. */
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
    const { status, stderr } = buildInChild(
      appDir,
      [importOf('PublishTypesPlugin', path.join(import.meta.dirname, 'remote-types.mjs'))],
      `{
  mode: 'production',
  context: ${JSON.stringify(appDir)},
  entry: './src/entry.js',
  output: { path: ${JSON.stringify(appDir)} + '/dist' },
  plugins: [new PublishTypesPlugin({ appDir: ${JSON.stringify(appDir)}, name: 'answer_remote', exposes: { './Answer': './src/answer.ts' } })],
}`,
    );
    return { appDir, status, stderr };
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
