import { describe, expect, it } from '@jest/globals';
import { duplicatedPackages, packageModuleOf, packageNameOf } from './loaded-modules';

const ZOD = 'webpack://shell/./node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core/core.js';
const ZOD_IN_REMOTE =
  'webpack://mfe_commerce/../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core/core.js';
const ICON =
  'webpack://shell/./node_modules/.pnpm/@ant-design+icons@6.3.4/node_modules/@ant-design/icons/es/index.js';

describe('packageModuleOf', () => {
  it('names a module by its path inside its package, whichever app bundled it', () => {
    expect(packageModuleOf(ZOD)).toBe('zod/v4/core/core.js');
    expect(packageModuleOf(ZOD_IN_REMOTE)).toBe('zod/v4/core/core.js');
    expect(packageNameOf('@ant-design/icons/es/index.js')).toBe('@ant-design/icons');
  });

  it('ignores the apps’ own sources', () => {
    expect(packageModuleOf('webpack://shell/./src/bootstrap.tsx')).toBeUndefined();
  });
});

describe('duplicatedPackages', () => {
  const maps: Record<string, string[]> = {
    'http://localhost:3000/1.js': [ZOD, ICON],
    'http://localhost:3000/2.js': [ZOD],
    'http://localhost:3004/3.js': [ZOD_IN_REMOTE],
    'http://localhost:3004/4.js': ['webpack://mfe_commerce/./src/index.ts'],
  };
  const sourceMapOf = async (url: string) => (maps[url] ? { sources: maps[url] } : null);

  it('names a package whose module ran from two origins, with the origins', async () => {
    const scripts = Object.keys(maps).map((url) => ({ url }));
    await expect(duplicatedPackages(scripts, sourceMapOf)).resolves.toEqual([
      { packageName: 'zod', modules: 1, origins: ['http://localhost:3000', 'http://localhost:3004'] },
    ]);
  });

  it('leaves out the modules each app keeps its own copy of', async () => {
    const icon = (app: string) =>
      `webpack://${app}/../node_modules/.pnpm/@ant-design+icons@6.3.4/node_modules/@ant-design/icons/es/icons/EditOutlined.js`;
    const withIcons: Record<string, string[]> = {
      'http://localhost:3000/1.js': [ZOD, icon('shell')],
      'http://localhost:3004/3.js': [ZOD_IN_REMOTE, icon('mfe_commerce')],
    };
    const scripts = Object.keys(withIcons).map((url) => ({ url }));
    const mapOf = async (url: string) => ({ sources: withIcons[url] ?? [] });
    const origins = ['http://localhost:3000', 'http://localhost:3004'];
    await expect(duplicatedPackages(scripts, mapOf)).resolves.toEqual([
      { packageName: 'zod', modules: 1, origins },
      { packageName: '@ant-design/icons', modules: 1, origins },
    ]);
    await expect(duplicatedPackages(scripts, mapOf, /^@ant-design\/icons\/es\/icons\//)).resolves.toEqual([
      { packageName: 'zod', modules: 1, origins },
    ]);
  });

  it('finds nothing when each module came from one origin, even in two of its chunks', async () => {
    const scripts = [
      'http://localhost:3000/1.js',
      'http://localhost:3000/2.js',
      'http://localhost:9/none.js',
    ];
    await expect(
      duplicatedPackages(
        scripts.map((url) => ({ url })),
        sourceMapOf,
      ),
    ).resolves.toEqual([]);
  });
});
