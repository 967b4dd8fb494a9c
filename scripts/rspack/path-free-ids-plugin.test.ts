import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { buildInChild, importOf } from './build-in-child';
import { pathFreeId } from './path-free-ids-plugin.mjs';

describe('pathFreeId', () => {
  const consume = (root: string) =>
    `consume shared module (default) react@^19 (singleton) (fallback: ${root}/node_modules/react/index.js)`;

  it('is the same for a module built in another folder, and five digits', () => {
    const here = pathFreeId(consume('/home/a/suite'), '/home/a/suite', new Set());
    expect(pathFreeId(consume('/tmp/ci-run/suite'), '/tmp/ci-run/suite', new Set())).toBe(here);
    expect(String(here)).toMatch(/^\d{5}$/);
  });

  it('differs from module to module, and moves to the next free id when another took it', () => {
    const taken = new Set<number>();
    const first = pathFreeId(consume('/r'), '/r', taken);
    expect(pathFreeId(consume('/r').replace('react', 'react-dom'), '/r', taken)).not.toBe(first);
    const again = new Set([first]);
    expect(pathFreeId(consume('/r'), '/r', again)).toBe(first === 99_999 ? 10_000 : first + 1);
  });
});

/**
 * An app sharing one package through the federation, built in production by Rspack in `folder`,
 * with the plugin or not: its entry's script.
 * The shared package is a real folder in each (a link would resolve to one path for both).
 */
function buildShared(folder: string, withPlugin: boolean): string {
  fs.mkdirSync(path.join(folder, 'src'), { recursive: true });
  fs.mkdirSync(path.join(folder, 'node_modules', 'shared-lib'), { recursive: true });
  fs.writeFileSync(
    path.join(folder, 'node_modules', 'shared-lib', 'package.json'),
    JSON.stringify({ name: 'shared-lib', version: '1.0.0', main: 'index.js' }),
  );
  fs.writeFileSync(path.join(folder, 'node_modules', 'shared-lib', 'index.js'), 'exports.answer = 42;\n');
  fs.writeFileSync(path.join(folder, 'src', 'entry.js'), "import('./lazy.js').then((lazy) => lazy.run());\n");
  fs.writeFileSync(
    path.join(folder, 'src', 'lazy.js'),
    "import { answer } from 'shared-lib';\nexport const run = () => console.log(answer);\n",
  );
  const result = buildInChild(
    folder,
    [importOf('PathFreeIdsPlugin', path.join(import.meta.dirname, 'path-free-ids-plugin.mjs'))],
    `{
  mode: 'production',
  context: ${JSON.stringify(folder)},
  entry: './src/entry.js',
  output: { path: ${JSON.stringify(folder)} + '/dist', filename: '[name].js', chunkFilename: '[name].js' },
  optimization: { moduleIds: 'deterministic', minimize: false },
  plugins: [
    new rspack.container.ModuleFederationPlugin({
      name: 'app',
      shared: { 'shared-lib': { singleton: true, requiredVersion: '^1.0.0' } },
    }),
    ${withPlugin ? `new PathFreeIdsPlugin(${JSON.stringify(folder)}),` : ''}
  ],
}`,
  );
  expect(result).toEqual({ status: 0, stderr: '' });
  return fs.readFileSync(path.join(folder, 'dist', 'main.js'), 'utf8');
}

describe('PathFreeIdsPlugin', () => {
  it("builds the same entry in two folders, which rspack's deterministic ids alone do not", () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'path-free-ids-'));
    try {
      // As deep as each other: the libraries outside them (Rspack's, the federation's) are the same
      // relative path away, as a repository's own node_modules are from wherever it is cloned.
      const built = (withPlugin: boolean) => [
        buildShared(path.join(parent, `one-${withPlugin}`, 'app'), withPlugin),
        buildShared(path.join(parent, `another-${withPlugin}`, 'app'), withPlugin),
      ];
      const [plainA, plainB] = built(false);
      expect(plainA).not.toBe(plainB);
      const [sameA, sameB] = built(true);
      expect(sameA).toBe(sameB);
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  }, 120_000);
});
