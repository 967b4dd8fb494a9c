import { describe, expect, it } from '@jest/globals';
import { checkRouteWeights, routeWeight, unusedFirstLoadShares, type AppBuild } from './route-weights.mjs';
import { consumedShare, providedShare } from './chunk-map.mjs';

/** Two apps: the shell provides react; the remote provides react and zod. */
const BUILDS: Record<string, AppBuild> = {
  shell: {
    shares: new Set(['react']),
    map: {
      files: { 'main.js': 1000, 'boot.js': 200, 'react.js': 3000 },
      groups: {
        main: { files: ['main.js'], consumes: [] },
        'src/index.ts → ./bootstrap': { files: ['boot.js'], consumes: ['react'] },
        'share:react': { files: ['react.js'], consumes: [] },
      },
    },
    brotli: { 'main.js': 900, 'boot.js': 190, 'react.js': 2700 },
  },
  mfe_auth: {
    shares: new Set(['react', 'zod/v4']),
    map: {
      files: { 'remoteEntry.js': 500, 'area.js': 100, 'own-react.js': 3000, 'zod.js': 800 },
      groups: {
        mfe_auth: { files: ['remoteEntry.js'], consumes: [] },
        __federation_expose_AccountArea: { files: ['area.js'], consumes: ['react', 'zod/v4'] },
        'share:react': { files: ['own-react.js'], consumes: [] },
        'share:zod/v4': { files: ['zod.js'], consumes: ['react'] },
      },
    },
    brotli: { 'remoteEntry.js': 450, 'area.js': 100, 'own-react.js': 2700, 'zod.js': 700 },
  },
};
const build = (app: string) => {
  const found = BUILDS[app];
  if (!found) throw new Error(app);
  return found;
};

describe('routeWeight', () => {
  it("adds each group's files and the shares they ask for, from the host when it provides them", () => {
    const weight = routeWeight(
      {
        host: 'shell',
        groups: {
          shell: ['main', 'src/index.ts → ./bootstrap'],
          mfe_auth: ['mfe_auth', '__federation_expose_AccountArea'],
        },
      },
      build as never,
    );
    // Each file by its app's folder, as the browser's copy is named (`builtFile`).
    expect(weight.files.map((file) => file.path).sort()).toEqual([
      'mfe-auth/area.js',
      'mfe-auth/remoteEntry.js',
      'mfe-auth/zod.js',
      'shell/boot.js',
      'shell/main.js',
      'shell/react.js',
    ]);
    // react once, the shell's: 1000 + 200 + 3000 + 500 + 100 + 800.
    expect(weight.bytes).toBe(5600);
    // And as served to a browser that accepts brotli: 900 + 190 + 2700 + 450 + 100 + 700.
    expect(weight.brotliBytes).toBe(5040);
    // The federation's own files: the host's entry and the remote's container, 1000 + 500.
    expect(weight.files.filter((file) => file.federation).map((file) => file.file)).toEqual([
      'main.js',
      'remoteEntry.js',
    ]);
    expect(weight.federationBytes).toBe(1500);
    expect([...weight.shares].sort()).toEqual(['react', 'zod/v4']);
  });

  it("starts with the federation runtime the host's page provides, when its build has that page", () => {
    const withRuntime: Record<string, AppBuild> = {
      ...BUILDS,
      'shell/mf-runtime': {
        shares: new Set(),
        map: {
          files: { 'mf-runtime/mf-runtime.js': 2500 },
          groups: { 'mf-runtime': { files: ['mf-runtime/mf-runtime.js'], consumes: [] } },
        },
        brotli: { 'mf-runtime/mf-runtime.js': 2200 },
      },
    };
    const route = { host: 'shell' as const, groups: { shell: ['main'] } };
    const lookup = (app: string, page?: string) => withRuntime[page ? `${app}/${page}` : app] as AppBuild;
    const lean = routeWeight(route, lookup as never, (app, page) => `${app}/${page}` in withRuntime);
    expect(lean.files.map((file) => file.file)).toEqual(['mf-runtime/mf-runtime.js', 'main.js']);
    expect(lean.bytes).toBe(3500);
    expect(lean.federationBytes).toBe(3500);
    // A host that carries its runtime inside loads no provider.
    expect(routeWeight(route, lookup as never).bytes).toBe(1000);
  });

  it('names the group a build lacks', () => {
    expect(() =>
      routeWeight({ host: 'shell', groups: { shell: ['src/routes/x.tsx → ./gone'] } }, build as never),
    ).toThrow(`shell's build has no chunk group "src/routes/x.tsx → ./gone"`);
  });
});

describe('checkRouteWeights', () => {
  it('fails a route past its ceiling and says how each stands against its budget', () => {
    const weights = [
      {
        route: 'account' as const,
        bytes: 360 * 1024,
        brotliBytes: 310 * 1024,
        federationBytes: 50 * 1024,
        files: [],
        shares: new Set<string>(),
      },
      {
        route: 'pay page' as const,
        bytes: 240 * 1024,
        brotliBytes: 208 * 1024,
        federationBytes: 0,
        files: [],
        shares: new Set<string>(),
      },
    ];
    const { table, over } = checkRouteWeights(
      weights,
      { account: 350, 'pay page': 260 } as never,
      {
        account: 300,
        'pay page': 250,
      } as never,
    );
    expect(over).toEqual(['account']);
    expect(table).toMatch(/\| account +\| 0 +\| 360 \| 50 +\| 310 +\| 350 +\| 300 +\| OVER ITS CEILING \|/);
    expect(table).toMatch(/\| pay page +\| 0 +\| 240 \| 0 +\| 208 +\| 260 +\| 250 +\| within budget +\|/);
  });
});

describe('unusedFirstLoadShares', () => {
  it("names the shares of the shell's first-load chunk a route of the shell does not use", () => {
    const weight = (route: string, shares: string[]) =>
      ({ route, bytes: 0, brotliBytes: 0, federationBytes: 0, files: [], shares: new Set(shares) }) as never;
    expect(
      unusedFirstLoadShares(
        [
          weight('widget list', ['react', 'antd', 'swr']),
          weight('account', ['react']),
          // Pages the shell does not host: the pay page (no federation), commerce on its own.
          weight('pay page', []),
          weight('commerce standalone', []),
        ],
        ['react', 'antd'],
      ),
    ).toEqual([{ route: 'account', unused: ['antd'] }]);
  });
});

describe('consumedShare', () => {
  it('reads the share key of a federation consume', () => {
    expect(
      consumedShare('consume shared module (default) @suite/shared/react@^0.1.0 (strict) (fallback: x)'),
    ).toBe('@suite/shared/react');
    expect(consumedShare('consume shared module (default) zod/v4@^4.6.7 (strict) (fallback: x)')).toBe(
      'zod/v4',
    );
    expect(consumedShare('javascript/auto|/work/src/index.ts')).toBeUndefined();
  });
});

describe('providedShare', () => {
  it('reads the share key an app provides', () => {
    expect(providedShare('provide shared module (default) react-dom/client@19.2.3 = /work/x.js')).toBe(
      'react-dom/client',
    );
    expect(providedShare('consume shared module (default) react@^19.2.3 (fallback: x)')).toBeUndefined();
  });
});
