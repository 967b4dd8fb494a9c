import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@suite/scripts/testing/browser';

// The suite under test is the production build, served on localhost with a local chain and a
// fresh database (see scripts/e2e-server.ts). Tests share that server, so they run one at a time.
export default defineConfig({
  testDir: './tests',
  timeout: 90_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./support/stats-reporter.ts']],
  outputDir: './test-results',
  use: {
    baseURL: 'http://localhost:3000',
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Visitors who ask for reduced motion get no antd animations (the suite's theme): no test waits on a dialog
    // zooming in or a list sliding out, and the browser paints far fewer frames.
    reducedMotion: 'reduce',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', testIgnore: /phone\// },
    // The main journeys on a phone (issue 19): 375×812, touch, the mobile viewport.
    {
      name: 'phone',
      testMatch: /phone\/.*\.spec\.ts$/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: 'pnpm --dir .. exec tsx scripts/e2e-server.ts',
    url: 'http://localhost:3000/remotes.json',
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
