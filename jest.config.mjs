// Unit tests of the front-end packages and shared, in jsdom. The API has its own Jest config
// (node environment, one worker) because its tests share a database.
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
];

export default {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/shared',
        '<rootDir>/shell',
        '<rootDir>/mfe-auth',
        '<rootDir>/mfe-widget-editor',
        '<rootDir>/mfe-section-editors',
        '<rootDir>/mfe-commerce',
      ],
      testMatch: ['**/src/**/*.test.ts', '**/src/**/*.test.tsx'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
    },
  ],
};
