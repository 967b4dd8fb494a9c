import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { ownTreeShakenExports, TREE_SHAKEN_SHARES, treeShakenExports } from './shared-deps.mjs';

const REPO = path.resolve(import.meta.dirname, '../..');
/** The packages whose dependencies can end up in a browser build. */
const APP_DIRS = ['shell', 'mfe-auth', 'mfe-widget-editor', 'mfe-section-editors', 'mfe-commerce', 'shared'];

interface InstalledPackage {
  name: string;
  dir: string;
  deps: Record<string, string>;
}

function readPackage(dir: string): InstalledPackage | null {
  const file = path.join(dir, 'package.json');
  if (!fs.existsSync(file)) return null;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { name: manifest.name, dir, deps: { ...manifest.dependencies, ...manifest.peerDependencies } };
}

/** The packages a `node_modules` folder links (pnpm: the dependencies of its owner). */
function linkedPackages(modules: string): string[] {
  if (!fs.existsSync(modules)) return [];
  return fs.readdirSync(modules).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const dirs = name.startsWith('@')
      ? fs.readdirSync(path.join(modules, name)).map((scoped) => path.join(modules, name, scoped))
      : [path.join(modules, name)];
    return dirs.map((dir) => fs.realpathSync(dir));
  });
}

/**
 * Every third-party package the apps depend on, directly or not: pnpm links a package's own
 * dependencies beside it, in the `node_modules` folder that holds it.
 */
function bundlablePackages(): InstalledPackage[] {
  const seen = new Map<string, InstalledPackage>();
  const queue = APP_DIRS.flatMap((app) => linkedPackages(path.join(REPO, app, 'node_modules')));
  while (queue.length > 0) {
    const dir = queue.pop() ?? '';
    if (
      seen.has(dir) ||
      (dir.startsWith(REPO + path.sep) && !dir.includes(`${path.sep}node_modules${path.sep}`))
    )
      continue;
    const pkg = readPackage(dir);
    if (!pkg) continue;
    seen.set(dir, pkg);
    const owner = path.dirname(pkg.name.startsWith('@') ? path.dirname(dir) : dir);
    queue.push(...linkedPackages(owner));
  }
  return [...seen.values()];
}

function packageNameOf(request: string): string {
  return request.startsWith('@')
    ? request.split('/').slice(0, 2).join('/')
    : (request.split('/')[0] ?? request);
}

/** Whether a JavaScript file of `dir` imports or requires exactly `request`. */
function importsRequest(dir: string, request: string): boolean {
  const pattern = new RegExp(
    `(?:from\\s*|import\\s*\\(\\s*|require\\(\\s*)['"]${request.replace('/', '\\/')}['"]`,
  );
  const visit = (folder: string): boolean =>
    fs.readdirSync(folder, { withFileTypes: true }).some((entry) => {
      if (entry.name === 'node_modules') return false;
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) return visit(file);
      return /\.(?:c|m)?js$/.test(entry.name) && pattern.test(fs.readFileSync(file, 'utf8'));
    });
  return visit(dir);
}

describe('TREE_SHAKEN_SHARES', () => {
  // What an app keeps of a tree-shaken share is what the suite's own source imports; a library that
  // imports it too would use exports no scan knows of, and break in another app's copy. A package is
  // shaken only if no library of the apps depends on it; a subpath (zod/v4) only if none imports it.
  it('holds only requests no library the apps depend on imports', () => {
    const installed = bundlablePackages();
    const importers = Object.fromEntries(
      TREE_SHAKEN_SHARES.map((request) => {
        const packageName = packageNameOf(request);
        const dependents = installed.filter((pkg) => pkg.name !== packageName && packageName in pkg.deps);
        const users =
          request === packageName ? dependents : dependents.filter((pkg) => importsRequest(pkg.dir, request));
        return [request, [...new Set(users.map((pkg) => pkg.name))]];
      }),
    );
    expect(importers).toEqual(Object.fromEntries(TREE_SHAKEN_SHARES.map((request) => [request, []])));
  });
});

describe('ownTreeShakenExports', () => {
  it('is, for each app, what its own code imports: part of what the builds keep', () => {
    const kept = treeShakenExports();
    for (const app of APP_DIRS.filter((dir) => dir !== 'shared')) {
      const own = ownTreeShakenExports(path.join(REPO, app));
      for (const request of TREE_SHAKEN_SHARES) {
        expect(own[request]?.filter((name) => !kept[request]?.includes(name))).toEqual([]);
      }
    }
    // The account remote imports less of antd than the suite keeps.
    const auth = ownTreeShakenExports(path.join(REPO, 'mfe-auth')).antd ?? [];
    expect(auth.length).toBeGreaterThan(0);
    expect(auth.length).toBeLessThan(kept.antd?.length ?? 0);
  });
});
