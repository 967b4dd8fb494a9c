// Jest counts tests but not assertions: this setup file (setupFilesAfterEnv of the unit and API
// configs) adds up `expect`'s assertion calls after each test and records the file's totals.
import { existsSync } from 'node:fs';
import { afterAll, afterEach, expect } from '@jest/globals';
import path from 'node:path';
import { recordFileStats } from './stats';

/** The file's path from the workspace root (the folder with pnpm-workspace.yaml). */
function fromWorkspaceRoot(file: string): string {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return path.relative(dir, file);
  }
  return file;
}

const started = performance.now();
let tests = 0;
let assertions = 0;

afterEach(() => {
  tests += 1;
  assertions += expect.getState().assertionCalls;
});

afterAll(() => {
  const { testPath } = expect.getState();
  recordFileStats({
    file: fromWorkspaceRoot(testPath ?? 'unknown'),
    tests,
    assertions,
    seconds: (performance.now() - started) / 1000,
  });
});
