// Unit tests of the front-end packages and shared, in jsdom. The API has its own Jest config
// (node environment, a real server and database per file).
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
];

// Packages published as ES modules only; Jest runs CommonJS, so they are compiled like our code.
const ESM_PACKAGES = [
  '@orpc',
  'wagmi',
  '@wagmi',
  'viem',
  'ox',
  '@noble',
  '@scure',
  'abitype',
  'isows',
  'mipd',
  // react-markdown and the unified / micromark family it renders with.
  'react-markdown',
  'unified',
  'remark-',
  'micromark',
  'mdast-util',
  'hast-util',
  'unist-util',
  'vfile',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'html-url-attributes',
  'decode-named-character-reference',
  'character-entities',
  'estree-util',
  'devlop',
  'bail',
  'trough',
  'ccount',
  'zwitch',
  'longest-streak',
  'trim-lines',
  'is-plain-obj',
  'inline-style-parser',
  'style-to-',
  '@ungap',
];

// antd's CommonJS entry (`.pnpm/antd@<version>/node_modules/antd/lib/index.js`, or through the link).
const ANTD_BARREL_PATH = 'antd(@[^/]+/node_modules/antd)?/lib/index\\.js$';
const ANTD_BARREL = `/node_modules/(\\.pnpm/)?${ANTD_BARREL_PATH}`;

export default {
  // A test's first render loads antd and the app's catalogs; in CI the tests run niced beside the build
  // and an e2e pass on two cores, where a file runs about four times slower than alone (ADR 0006) and a
  // first render has taken more than Jest's default 5 s. Not a speed check: speed is measured by the
  // benchmark scripts.
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/shared',
        '<rootDir>/chain',
        '<rootDir>/shell',
        '<rootDir>/mfe-auth',
        '<rootDir>/mfe-widget-editor',
        '<rootDir>/mfe-section-editors',
        '<rootDir>/mfe-commerce',
        '<rootDir>/scripts',
        '<rootDir>/examples/section-editors-host',
      ],
      testMatch: [
        '**/src/**/*.test.ts',
        '**/src/**/*.test.tsx',
        '<rootDir>/scripts/**/*.test.ts',
        '<rootDir>/shared/scripts/**/*.test.ts',
      ],
      transform: {
        // antd's barrel loads its components when a test first reads them (see the transformer).
        [ANTD_BARREL]: '<rootDir>/scripts/testing/lazy-barrel-transformer.mjs',
        '^.+\\.(m?js|tsx?|jsx)$': swc,
      },
      transformIgnorePatterns: [
        `/node_modules/(?!(\\.pnpm/)?(${[...ESM_PACKAGES, ANTD_BARREL_PATH].join('|')}))`,
      ],
      // `@suite/shared` imports itself by name (so federation shares one copy); map it to its source.
      moduleNameMapper: {
        '^@suite/shared$': '<rootDir>/shared/src/index.ts',
        '^@suite/shared/(client|contract|editing|react|schemas|sections|wallet|widget)$':
          '<rootDir>/shared/src/$1/index.ts',
        '^@suite/shared/images$': '<rootDir>/shared/src/react/images/index.ts',
        '^@suite/shared/forms$': '<rootDir>/shared/src/react/forms.ts',
        '^@suite/shared/testing$': '<rootDir>/shared/src/react/test-api.ts',
        '^@suite/shared/abi-form$': '<rootDir>/shared/src/react/abi-form-fields.tsx',
        // antd's components shared apart (`antd/es/table`): their CommonJS build, as antd's barrel.
        '^antd/es/(.*)$': 'antd/lib/$1',
        '^zxing-wasm/reader/zxing_reader\\.wasm$': '<rootDir>/scripts/testing/zxing-reader-wasm.cjs',
      },
      // The setup file lives at the root, where the test libraries are not installed.
      modulePaths: ['<rootDir>/shared/node_modules'],
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts', '<rootDir>/scripts/testing/jest-stats.ts'],
    },
  ],
};
