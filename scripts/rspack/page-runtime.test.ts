import { describe, expect, it } from '@jest/globals';
import {
  PAGE_RUNTIME_GLOBAL,
  PAGE_RUNTIME_SCRIPT,
  pageRuntimeExternals,
  pageRuntimeManifestData,
  pageRuntimeProviderSource,
  pageRuntimeVersion,
} from './page-runtime.mjs';

/** What a lean app's bundle evaluates for an external `var` request, on a page whose globals are `scope`. */
function evaluateExternal(external: string, scope: Record<string, unknown>): unknown {
  const expression = external.replace(/^var /, '').replaceAll('globalThis', 'scope');
  return new Function('scope', `return ${expression};`)(scope);
}

describe('the page runtime', () => {
  const version = pageRuntimeVersion();

  it("is the version of the runtime core the apps' federation runs, with the registry's layout", () => {
    expect(version).toMatch(/^\d+\.\d+\.\d+.*\+bundler$/);
    expect(pageRuntimeManifestData()).toEqual({ version, path: 'mf-runtime/mf-runtime.js' });
  });

  it("takes the runtime's core, sdk and error codes from the page's registry, by version", () => {
    const [externals] = pageRuntimeExternals('mfe_auth') as [Record<string, string>];
    expect(Object.keys(externals).sort()).toEqual([
      '@module-federation/error-codes',
      '@module-federation/runtime-core',
      '@module-federation/sdk',
    ]);
    const core = { ModuleFederation: 'the core' };
    const page = { [PAGE_RUNTIME_GLOBAL]: { [version]: { core, sdk: {}, errorCodes: {} } } };
    expect(evaluateExternal(externals['@module-federation/runtime-core'] ?? '', page)).toBe(core);
  });

  it('says what is missing on a page without that runtime, instead of failing on undefined', () => {
    const [externals] = pageRuntimeExternals('mfe_auth') as [Record<string, string>];
    const external = externals['@module-federation/sdk'] ?? '';
    const message = `mfe_auth needs the federation runtime ${version} on the page: load its ${PAGE_RUNTIME_SCRIPT} first`;
    expect(() => evaluateExternal(external, {})).toThrow(message);
    // Another version on the page is not this one.
    expect(() => evaluateExternal(external, { [PAGE_RUNTIME_GLOBAL]: { '0.0.1': {} } })).toThrow(message);
  });

  it("takes the bundler runtime's stateless parts from the page, asked for by its own index only", async () => {
    const [, bundlerPart] = pageRuntimeExternals('mfe_auth') as [
      unknown,
      (data: { request?: string; context?: string }) => Promise<string | undefined>,
    ];
    const source = pageRuntimeProviderSource();
    const consumesFile = /require\("([^"]+)\/consumes\.cjs"\)/.exec(source)?.[1];
    expect(consumesFile).toMatch(/@module-federation\/webpack-bundler-runtime\/dist$/);
    const external = await bundlerPart({ request: './consumes.cjs', context: consumesFile });
    const consumes = { consumes: () => 'loaded' };
    const page = { [PAGE_RUNTIME_GLOBAL]: { [version]: { bundler: { consumes } } } };
    expect(evaluateExternal(external ?? '', page)).toBe(consumes);
    // The app's own instance stays in the app, and a request of the same name elsewhere is not taken.
    expect(await bundlerPart({ request: './init.cjs', context: consumesFile })).toBeUndefined();
    expect(await bundlerPart({ request: './consumes.cjs', context: '/work/elsewhere' })).toBeUndefined();
  });

  it("registers the provider's runtime under its version, keeping one the page already has", () => {
    const source = pageRuntimeProviderSource();
    const loaded: string[] = [];
    const run = (scope: Record<string, unknown>) =>
      new Function('globalThis', 'require', source)(scope, (file: string) => {
        loaded.push(file);
        return { file };
      });
    const empty: Record<string, Record<string, Record<string, { file: string }>>> = {};
    run(empty);
    expect(Object.keys(empty[PAGE_RUNTIME_GLOBAL]?.[version] ?? {}).sort()).toEqual([
      'bundler',
      'core',
      'errorCodes',
      'sdk',
    ]);
    expect(empty[PAGE_RUNTIME_GLOBAL]?.[version]?.core?.file).toMatch(
      /@module-federation\/runtime-core\/dist\/index\.cjs$/,
    );

    const first = { core: 'the host' };
    const page = { [PAGE_RUNTIME_GLOBAL]: { [version]: first } };
    run(page);
    expect(page[PAGE_RUNTIME_GLOBAL][version]).toBe(first);
  });
});
