import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { declarationExports, remoteTypesContext } from './remote-types.mjs';

describe("the published @suite/shared's package.json", () => {
  it('names the declaration of each entry where the source names its TypeScript file', () => {
    expect(
      declarationExports({
        '.': './src/index.ts',
        './forms': './src/react/forms.ts',
        './images': './src/react/images/index.tsx',
      }),
    ).toEqual({
      '.': { types: './src/index.d.ts' },
      './forms': { types: './src/react/forms.d.ts' },
      './images': { types: './src/react/images/index.d.ts' },
    });
  });
});

describe("the type plugin's working folder", () => {
  it('resolves `typescript` to TypeScript 7, and stays so when asked again', () => {
    const appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-types-'));
    try {
      const version = () => {
        const dir = remoteTypesContext(appDir);
        const manifest = createRequire(path.join(dir, 'package.json'))('typescript/package.json') as {
          version: string;
        };
        return manifest.version;
      };
      expect(version()).toMatch(/^7\./);
      expect(version()).toMatch(/^7\./);
    } finally {
      fs.rmSync(appDir, { recursive: true, force: true });
    }
  });
});
