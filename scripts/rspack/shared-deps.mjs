// The singletons every app of the suite shares through Module Federation (DESIGN.md). Subpath
// requests are separate share keys, so each one an app imports is listed. `@ant-design/icons` is
// deliberately absent: sharing it would ship every icon; each app bundles the few it uses.
import fs from 'node:fs';
import path from 'node:path';

/** @type {ReadonlyArray<{ request: string, packageName: string }>} */
export const SHARED_SINGLETONS = [
  { request: 'react', packageName: 'react' },
  { request: 'react-dom', packageName: 'react-dom' },
  { request: 'react-dom/client', packageName: 'react-dom' },
  { request: 'react/jsx-runtime', packageName: 'react' },
  { request: 'antd', packageName: 'antd' },
  { request: 'react-router', packageName: 'react-router' },
  { request: 'swr', packageName: 'swr' },
  { request: 'wagmi', packageName: 'wagmi' },
  { request: 'viem', packageName: 'viem' },
  { request: '@tanstack/react-query', packageName: '@tanstack/react-query' },
  { request: '@suite/shared', packageName: '@suite/shared' },
  { request: '@suite/shared/client', packageName: '@suite/shared' },
  { request: '@suite/shared/react', packageName: '@suite/shared' },
];

/**
 * The installed version of a dependency of the app. Read from the installed package rather than
 * from the app's package.json, whose ranges are `catalog:` and `workspace:*` and mean nothing to
 * the federation runtime.
 * @param {string} appDir
 * @param {string} packageName
 * @returns {string}
 */
function installedVersion(appDir, packageName) {
  const manifest = path.join(appDir, 'node_modules', packageName, 'package.json');
  if (!fs.existsSync(manifest)) {
    throw new Error(`${packageName} is shared but not a dependency of ${appDir}; add it to its package.json`);
  }
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
}

/**
 * The `shared` option of the ModuleFederationPlugin for an app.
 * @param {string} appDir
 * @returns {Record<string, { singleton: true, version: string, requiredVersion: string }>}
 */
export function sharedSingletons(appDir) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map(({ request, packageName }) => {
      const version = installedVersion(appDir, packageName);
      return [request, { singleton: true, version, requiredVersion: `^${version}` }];
    }),
  );
}
