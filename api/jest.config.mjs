// The API's tests: node environment, real server, real database (PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set). Run as native ES modules (the package is "type": "module" and oRPC ships
// ESM only), hence --experimental-vm-modules in the test script. Two workers (--maxWorkers=2 in the
// test script): every file has a database, server, chain and ports of its own (an in-memory PGlite,
// or a scratch PostgreSQL database named after its process), so files can run side by side. Each
// PGlite costs ~0.7 GB. Measured against one worker: ADR 0006.
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
