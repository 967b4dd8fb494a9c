// A partner's own build, deliberately independent of the suite's `scripts/rspack` config: it federates
// only React and ReactDOM (the suite's singletons it has itself), so the section editors bring their own
// antd, swr, wagmi and `@suite/shared` and this page stays small.
import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const appDir = import.meta.dirname;
// Where mfe_section_editors is deployed, as for its types (scripts/remote-types.mjs): its remote entry
// is the only one the page loads (`?remote=` may name only it).
const SECTION_EDITORS_URL = (process.env.SECTION_EDITORS_URL ?? 'http://localhost:3003').replace(/\/$/, '');

/** @param {string} packageName */
function installedVersion(packageName) {
  const manifest = path.join(appDir, 'node_modules', packageName, 'package.json');
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
}

/** @param {string} packageName */
function singleton(packageName) {
  const version = installedVersion(packageName);
  return { singleton: true, version, requiredVersion: `^${version}` };
}

/** @type {(env: Record<string, unknown>, argv: { mode?: string }) => import('@rspack/core').Configuration} */
export default (env, argv) => {
  const production = (argv.mode ?? (env.RSPACK_SERVE ? 'development' : 'production')) === 'production';
  return {
    context: appDir,
    mode: production ? 'production' : 'development',
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(appDir, 'dist'),
      publicPath: 'auto',
      uniqueName: 'partner_product',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /[\\/]node_modules[\\/]/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              target: 'es2022',
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({ template: path.join(appDir, 'index.html') }),
      new rspack.DefinePlugin({
        SECTION_EDITORS_ENTRY: JSON.stringify(`${SECTION_EDITORS_URL}/remoteEntry.js`),
      }),
      new ModuleFederationPlugin({
        name: 'partner_product',
        // The remote is registered at run time (src/bootstrap.tsx), never at build time.
        remotes: {},
        shared: {
          react: singleton('react'),
          'react/jsx-runtime': singleton('react'),
          'react-dom': singleton('react-dom'),
          'react-dom/client': singleton('react-dom'),
        },
        manifest: false,
        dts: false,
      }),
    ],
    lazyCompilation: false,
    devServer: { port: 3010, hot: false, liveReload: true },
  };
};
