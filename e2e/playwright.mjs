#!/usr/bin/env node
// `pnpm e2e [-- ] [playwright test options…]`: Playwright's test runner with the options given.
// pnpm forwards a leading `--` as it is, and Playwright would read everything after it as file
// filters (`pnpm e2e -- --repeat-each=2` would run every test once), so it is dropped here.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const args = process.argv.slice(2);
if (args[0] === '--') args.shift();
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const result = spawnSync(process.execPath, [cli, 'test', ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
