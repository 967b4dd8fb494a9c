import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { TREE_SHAKEN_SHARES } from './shared-deps.mjs';

const STORE = path.resolve(import.meta.dirname, '../../node_modules/.pnpm');

/** Every installed third-party package's manifest (pnpm's store: `<entry>/node_modules/<name>`). */
function installedManifests(): { name: string; deps: Record<string, string> }[] {
  return fs.readdirSync(STORE).flatMap((entry) => {
    const modules = path.join(STORE, entry, 'node_modules');
    if (!fs.existsSync(modules)) return [];
    const names = fs
      .readdirSync(modules)
      .flatMap((name) =>
        name.startsWith('@')
          ? fs.readdirSync(path.join(modules, name)).map((scoped) => `${name}/${scoped}`)
          : [name],
      );
    return names.flatMap((name) => {
      const file = path.join(modules, name, 'package.json');
      if (!fs.existsSync(file)) return [];
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      return [{ name: manifest.name, deps: { ...manifest.dependencies, ...manifest.peerDependencies } }];
    });
  });
}

describe('TREE_SHAKEN_SHARES', () => {
  // What an app keeps of a tree-shaken share is what the suite's own source imports; a library that
  // imports the package too would use exports no scan knows of, and break in another app's copy.
  it('holds only packages no installed library depends on', () => {
    const manifests = installedManifests();
    const importers = Object.fromEntries(
      TREE_SHAKEN_SHARES.map((request) => {
        const packageName = request.startsWith('@')
          ? request.split('/').slice(0, 2).join('/')
          : (request.split('/')[0] ?? request);
        const users = manifests
          .filter((manifest) => manifest.name !== packageName && packageName in manifest.deps)
          .map((manifest) => manifest.name);
        return [request, [...new Set(users)]];
      }),
    );
    expect(importers).toEqual(Object.fromEntries(TREE_SHAKEN_SHARES.map((request) => [request, []])));
  });
});
