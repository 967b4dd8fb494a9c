// What each test file ran, for the summary of `npm test` (scripts/test-all.ts): one JSON line per
// file with its tests, assertions and seconds, appended to `$SUITE_TEST_STATS_DIR/$SUITE_TEST_RUNNER.jsonl`.
// Nothing is written when the variable is unset (a developer's own `jest` run).
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

export interface FileStats {
  file: string;
  tests: number;
  assertions: number;
  seconds: number;
}

/** The environment variables a runner reads to know where its figures go. */
export const STATS_DIR_VARIABLE = 'SUITE_TEST_STATS_DIR';
export const STATS_RUNNER_VARIABLE = 'SUITE_TEST_RUNNER';

/** Appends one file's figures to its runner's log, when the orchestrator asked for them. */
export function recordFileStats(stats: FileStats): void {
  const dir = process.env[STATS_DIR_VARIABLE];
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const runner = process.env[STATS_RUNNER_VARIABLE] || 'tests';
  appendFileSync(path.join(dir, `${runner}.jsonl`), `${JSON.stringify(stats)}\n`);
}
