// The monolith reference of `pnpm bench:web`: the shell's pages and the four remotes' exposed modules
// built as ONE ordinary Rspack app — no Module Federation, the shell's route-level lazy loading, the
// same dependencies and the same compiler settings (createBaseConfig). Each app's own extra rules
// (the section editors' stylesheets, font and WebAssembly) are taken from its production config.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { createBaseConfig } from '../../rspack/create-config.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const APP_DIRS = ['shell', 'mfe-auth', 'mfe-widget-editor', 'mfe-section-editors', 'mfe-commerce'];

/** @param {string} appDir */
async function productionConfigOf(appDir) {
  const { default: factory } = await import(path.join(ROOT, appDir, 'rspack.config.mjs'));
  const config = factory({}, { mode: 'production' });
  // An app with pages builds several configurations; the app's own is the first.
  return Array.isArray(config) ? config[0] : config;
}

export default async () => {
  const config = createBaseConfig(
    {
      appDir: path.join(ROOT, 'shell'),
      name: 'monolith',
      port: 3010,
      title: 'Site Builder admin',
      host: true,
    },
    true,
  );
  const ownRules = (config.module?.rules ?? []).length;
  /** @type {Record<string, string | false | string[]>} */
  const alias = {};
  const rules = [...(config.module?.rules ?? [])];
  for (const appDir of APP_DIRS) {
    const appConfig = await productionConfigOf(appDir);
    rules.push(...(appConfig.module?.rules ?? []).slice(ownRules));
    Object.assign(alias, appConfig.resolve?.alias ?? {});
  }
  return {
    ...config,
    // No federation, so no async boundary: the entry only picks the pay page or the admin, as the
    // shell's index.ts does.
    entry: { main: path.join(import.meta.dirname, 'entry.ts') },
    output: { ...config.output, path: path.join(import.meta.dirname, 'dist') },
    module: { ...config.module, rules },
    resolve: { ...config.resolve, alias: { ...config.resolve?.alias, ...alias } },
    plugins: [
      // The shell's public files but pay.html: here `/c/{id}` is the monolith's own entry's (entry.ts).
      ...(config.plugins ?? []).map((plugin) =>
        plugin instanceof rspack.CopyRspackPlugin
          ? new rspack.CopyRspackPlugin({
              patterns: [
                { from: path.join(ROOT, 'shell', 'public'), globOptions: { ignore: ['**/pay.html'] } },
              ],
            })
          : plugin,
      ),
      new rspack.NormalModuleReplacementPlugin(
        /^\.\/federation\/federation$/,
        path.join(import.meta.dirname, 'federation.ts'),
      ),
      new rspack.NormalModuleReplacementPlugin(
        /^\.\/federation-loader$/,
        path.join(import.meta.dirname, 'widget-editor-federation.ts'),
      ),
    ],
  };
};
