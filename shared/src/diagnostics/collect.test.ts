import { collectDiagnostics, type FederationGlobal } from './collect';
import { mismatches } from './federation-diagnostics';

// A semver check good enough for these ranges (the apps pass the federation runtime's `satisfy`).
const satisfy = (version: string, range: string) =>
  version.split('.')[0] === range.replace('^', '').split('.')[0];

const SHELL = 'http://127.0.0.1:3000/mf-manifest.json';
const COMMERCE_1 = 'http://127.0.0.1:3004/mf-manifest.json';
const COMMERCE_2 = 'http://127.0.0.1:3014/mf-manifest.json';
const AUTH = 'http://127.0.0.1:3001/mf-manifest.json';

function manifest(version: string, shared: [string, string, string][]) {
  return {
    metaData: {
      buildInfo: { buildVersion: '0.1.0' },
      build: { version, commit: 'abc123', builtAt: '2026-11-29T20:00:00.000Z' },
    },
    shared: shared.map(([name, built, required]) => ({
      name,
      version: built,
      requiredVersion: required,
      singleton: true,
    })),
  };
}

const federation: FederationGlobal = {
  __INSTANCES__: [
    {
      name: 'shell',
      options: {
        remotes: [
          { name: 'mfe_commerce', entry: COMMERCE_2 },
          { name: 'mfe_auth', entry: AUTH },
        ],
      },
      shareScopeMap: {
        default: {
          react: { '19.2.3': { from: 'shell', loaded: true } },
          '@suite/shared': { '1.0.0': { from: 'shell', loaded: true }, '2.0.0': { from: 'mfe_commerce' } },
        },
      },
    },
    { name: 'mfe_commerce', options: { remotes: [] } },
  ],
};

const files: Record<string, unknown> = {
  '/index.html': '<!doctype html>',
  [SHELL]: manifest('0.1.0', [
    ['react', '19.2.3', '^19.2.3'],
    ['@suite/shared', '1.0.0', '^1.0.0'],
  ]),
  [COMMERCE_2]: manifest('0.2.0', [
    ['react', '19.2.3', '^19.2.3'],
    ['@suite/shared', '2.0.0', '^2.0.0'],
  ]),
  '/remotes.json': {
    mfe_auth: AUTH,
    mfe_widget_editor: 'http://127.0.0.1:3002/mf-manifest.json',
    mfe_section_editors: 'http://127.0.0.1:3003/mf-manifest.json',
    mfe_commerce: {
      versions: [
        { url: COMMERCE_1, weight: 90, label: 'current' },
        { url: COMMERCE_2, weight: 10, label: 'candidate' },
      ],
    },
  },
};

async function fetchJson(url: string): Promise<unknown> {
  if (!(url in files)) throw new Error(`${url} answered 404 Not Found`);
  return files[url];
}

describe('collectDiagnostics', () => {
  it("reports the page's app and each remote: its build, the canary build drawn and its singletons", async () => {
    const reports = await collectDiagnostics({
      page: { name: 'shell', manifestUrl: SHELL },
      federation,
      satisfy,
      fetchJson,
      draw: 0.95,
      remotesConfigUrl: '/remotes.json',
    });
    expect(reports.map((report) => [report.name, report.role, report.loaded])).toEqual([
      ['shell', 'page', true],
      ['mfe_auth', 'remote', false],
      ['mfe_commerce', 'remote', true],
    ]);
    const [shell, auth, commerce] = reports;
    expect(shell).toMatchObject({ version: '0.1.0', commit: 'abc123', builtAt: '2026-11-29T20:00:00.000Z' });
    expect(auth?.error).toBe(`${AUTH} answered 404 Not Found`);
    expect(commerce?.picked).toEqual({ url: COMMERCE_2, label: 'candidate', percent: 10 });
    // What does not match first: the page runs the shell's @suite/shared 1.0.0.
    expect(commerce?.singletons).toEqual([
      {
        name: '@suite/shared',
        builtWith: '2.0.0',
        required: '^2.0.0',
        pageHas: '1.0.0',
        pageFrom: 'shell',
        satisfied: false,
      },
      {
        name: 'react',
        builtWith: '19.2.3',
        required: '^19.2.3',
        pageHas: '19.2.3',
        pageFrom: 'shell',
        satisfied: true,
      },
    ]);
    expect(mismatches(reports)).toEqual([{ app: 'mfe_commerce', packages: [commerce?.singletons[0]] }]);
  });

  it('reports the page alone when no federation runtime ran, and a manifest that is not one', async () => {
    const reports = await collectDiagnostics({
      page: { name: 'shell', manifestUrl: '/index.html' },
      federation: undefined,
      satisfy,
      fetchJson,
      draw: 0,
    });
    expect(reports).toEqual([
      expect.objectContaining({
        name: 'shell',
        singletons: [],
        error: '/index.html is not a federation manifest',
      }),
    ]);
  });
});
