/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import pageRuntimePlugin, { hasPageRuntime, pageRuntimeOf } from './page-runtime-plugin';

const REGISTRY = '__suiteFederationRuntime';
const MANIFEST = 'http://127.0.0.1:3001/mf-manifest.json';
const lean = { metaData: { pageRuntime: { version: '9.9.9', path: 'mf-runtime/mf-runtime.js' } } };

type Scope = Record<string, unknown>;
const scope = globalThis as unknown as Scope;

/** The plugin's hooks, called as the federation runtime calls them. */
function hooks() {
  const plugin = pageRuntimePlugin({ registry: REGISTRY });
  const snapshot = plugin.loadRemoteSnapshot as unknown as (args: object) => unknown;
  const loadEntry = plugin.loadEntry as unknown as (args: object) => Promise<unknown>;
  return {
    snapshot: (name: string, manifestJson: unknown) =>
      snapshot({ moduleInfo: { name }, manifestJson, manifestUrl: MANIFEST }),
    loadEntry: (name: string) => loadEntry({ remoteInfo: { name } }),
  };
}

/** The provider scripts the plugin added to the page. */
const providers = () => [...document.head.querySelectorAll('script')] as HTMLScriptElement[];

afterEach(() => {
  Reflect.deleteProperty(scope, REGISTRY);
  document.head.innerHTML = '';
});

describe('pageRuntimeOf', () => {
  it("reads a lean remote's runtime from its manifest, the provider beside the manifest", () => {
    expect(pageRuntimeOf(lean, MANIFEST)).toEqual({
      version: '9.9.9',
      url: 'http://127.0.0.1:3001/mf-runtime/mf-runtime.js',
    });
  });

  it('is nothing for a remote that carries its runtime inside, or a manifest it cannot read', () => {
    expect(pageRuntimeOf({ metaData: {} }, MANIFEST)).toBeUndefined();
    expect(pageRuntimeOf(undefined, MANIFEST)).toBeUndefined();
    expect(pageRuntimeOf({ metaData: { pageRuntime: { version: 1 } } }, MANIFEST)).toBeUndefined();
    expect(pageRuntimeOf(lean, undefined)).toBeUndefined();
  });
});

describe('hasPageRuntime', () => {
  it("looks the version up in the page's registry", () => {
    expect(hasPageRuntime(REGISTRY, '9.9.9', { [REGISTRY]: { '9.9.9': {} } })).toBe(true);
    expect(hasPageRuntime(REGISTRY, '9.9.9', { [REGISTRY]: { '2.0.0': {} } })).toBe(false);
    expect(hasPageRuntime(REGISTRY, '9.9.9', {})).toBe(false);
  });
});

describe('pageRuntimePlugin', () => {
  it('loads nothing when the page already runs the version the remote was built with', async () => {
    scope[REGISTRY] = { '9.9.9': {} };
    const { snapshot, loadEntry } = hooks();
    snapshot('mfe_auth', lean);
    await expect(loadEntry('mfe_auth')).resolves.toBeUndefined();
    expect(providers()).toHaveLength(0);
  });

  it('loads nothing for a remote whose manifest names no page runtime', async () => {
    const { snapshot, loadEntry } = hooks();
    snapshot('mfe_section_editors', { metaData: {} });
    await expect(loadEntry('mfe_section_editors')).resolves.toBeUndefined();
    expect(providers()).toHaveLength(0);
  });

  it("loads the remote's own provider first when the page has not that version, then lets the entry load", async () => {
    scope[REGISTRY] = { '2.0.0': {} };
    const { snapshot, loadEntry } = hooks();
    snapshot('mfe_auth', lean);
    const loading = loadEntry('mfe_auth');
    const [script] = providers();
    expect(script?.src).toBe('http://127.0.0.1:3001/mf-runtime/mf-runtime.js');
    (scope[REGISTRY] as Scope)['9.9.9'] = {};
    script?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
    // A second remote of that origin and version finds it on the page.
    await expect(loadEntry('mfe_auth')).resolves.toBeUndefined();
    expect(providers()).toHaveLength(1);
  });

  it('fails with the URL when the provider cannot be loaded, and tries again on the next load', async () => {
    const { snapshot, loadEntry } = hooks();
    snapshot('mfe_auth', lean);
    const failing = loadEntry('mfe_auth');
    providers()[0]?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow(
      'The federation runtime at http://127.0.0.1:3001/mf-runtime/mf-runtime.js could not be loaded',
    );
    expect(providers()).toHaveLength(0);
    const retry = loadEntry('mfe_auth');
    expect(providers()).toHaveLength(1);
    (scope[REGISTRY] as Scope) = { '9.9.9': {} };
    providers()[0]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });

  it('says so when the provider loaded but gave another runtime', async () => {
    const { snapshot, loadEntry } = hooks();
    snapshot('mfe_commerce', { metaData: { pageRuntime: { version: '8.8.8', path: 'rt.js' } } });
    const loading = loadEntry('mfe_commerce');
    providers()[0]?.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow(
      'http://127.0.0.1:3001/rt.js did not provide the federation runtime 8.8.8',
    );
  });
});
