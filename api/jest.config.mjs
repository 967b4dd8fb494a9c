// The API's tests: node environment, real server, real database (PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set). Run as native ES modules (the package is "type": "module" and oRPC ships
// ESM only), hence --experimental-vm-modules in the test script. One worker (--runInBand): each test
// file opens its own database, and PGlite costs ~0.7 GB per instance.
export default {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript' },
          target: 'es2022',
          experimental: { keepImportAttributes: true },
        },
      },
    ],
  },
  testTimeout: 60_000,
  // Tests, assertions and seconds per file, for the summary of `npm test`.
  setupFilesAfterEnv: ['<rootDir>/../scripts/testing/jest-stats.ts'],
  // List every test in the summary, so CI logs show what ran.
  verbose: true,
};
