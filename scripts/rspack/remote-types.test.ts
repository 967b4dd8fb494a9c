import { describe, expect, it } from '@jest/globals';
import { declarationExports } from './remote-types.mjs';

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
