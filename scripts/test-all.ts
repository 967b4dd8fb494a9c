// `npm test`: every test of the suite — static checks, unit tests, API tests on PGlite (and on
// PostgreSQL when TEST_DATABASE_URL is set), a production build, then the end-to-end tests in
// Chromium against the built apps (on PGlite; and the specs where payments are settled again on a
// fresh PostgreSQL database when TEST_DATABASE_URL is set).
//
// The steps run in two lanes, because the machines have two cores and no step keeps both busy for
// long: the build and the e2e passes in one; unit tests, static checks and API tests in the other.
// That lane runs at a lower priority, so the build and the e2e tests beside it get the cores when they
// need them, and it fills the rest (which lane ends last depends on the machine: ADR 0006).
// Each step's output is kept in test-results/logs/ and printed whole when it ends. Every step runs
// even if another failed; the exit code says whether all passed. The summary gives each step's
// seconds, files, tests and assertions, the tests that failed (read from the step's log, so that
// the end of a long output names them), and the slowest files of each test runner.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { failureLines } from './testing/failures';
import { type FileStats, STATS_DIR_VARIABLE, STATS_RUNNER_VARIABLE } from './testing/stats';
import { ROOT } from './suite';

interface Step {
  name: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
  /** Names of the steps that must have ended first (whatever their outcome). */
  after?: string[];
  /** Set for the test runners: the name their per-file figures are recorded under. */
  runner?: string;
  /**
   * Runs at a lower CPU priority (`nice`): work that has no time target of its own, so that the
   * step beside it (an e2e pass) keeps the cores it needs.
   */
  background?: boolean;
}

interface StepResult {
  step: Step;
  ok: boolean;
  seconds: number;
  files: FileStats[];
  /** Where the step's output was kept. */
  logPath: string;
}

const LANES = 2;
const SLOWEST_SHOWN = 10;
const RESULTS_DIR = path.join(ROOT, 'test-results');
const LOGS_DIR = path.join(RESULTS_DIR, 'logs');
const STATS_DIR = path.join(RESULTS_DIR, 'stats');

const pgUrl = process.env.TEST_DATABASE_URL;

async function freshDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `suite_e2e_${Date.now()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

function readStats(runner: string): FileStats[] {
  try {
    return readFileSync(path.join(STATS_DIR, `${runner}.jsonl`), 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as FileStats);
  } catch {
    return [];
  }
}

function runStep(step: Step): Promise<StepResult> {
  const started = Date.now();
  const logPath = path.join(LOGS_DIR, `${step.runner ?? step.name.replace(/\W+/g, '-')}.log`);
  const log = createWriteStream(logPath);
  console.log(`▶ ${step.name}: ${step.command.join(' ')}`);
  const [cmd = 'pnpm', ...args] = step.background ? ['nice', '-n', '10', ...step.command] : step.command;
  const child = spawn(cmd, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...(step.runner ? { [STATS_DIR_VARIABLE]: STATS_DIR, [STATS_RUNNER_VARIABLE]: step.runner } : {}),
      ...step.env,
    },
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      log.end(() => {
        const seconds = Math.round((Date.now() - started) / 1000);
        const ok = code === 0;
        console.log(`\n━━━ ${step.name}: ${step.command.join(' ')} (${seconds} s)`);
        process.stdout.write(readFileSync(logPath));
        console.log(
          `${ok ? '✔' : '✘'} ${step.name} ${ok ? 'passed' : `failed (exit ${code})`} in ${seconds} s`,
        );
        resolve({ step, ok, seconds, files: step.runner ? readStats(step.runner) : [], logPath });
      });
    });
  });
}

/** Runs every step once all the steps it comes after have ended, at most LANES at a time, in list order. */
async function runAll(steps: Step[]): Promise<StepResult[]> {
  const results = new Map<string, StepResult>();
  const running = new Map<string, Promise<StepResult>>();
  const waiting = [...steps];
  while (waiting.length > 0 || running.size > 0) {
    for (const step of [...waiting]) {
      if (running.size >= LANES) break;
      if (!(step.after ?? []).every((name) => results.has(name))) continue;
      waiting.splice(waiting.indexOf(step), 1);
      running.set(step.name, runStep(step));
    }
    if (running.size === 0)
      throw new Error(
        `Steps waiting for steps that do not exist: ${waiting.map((step) => step.name).join(', ')}`,
      );
    const done = await Promise.race(running.values());
    running.delete(done.step.name);
    results.set(done.step.name, done);
  }
  return steps.flatMap((step) => results.get(step.name) ?? []);
}

const FAILURES_SHOWN = 30;

function total(files: FileStats[], key: 'tests' | 'assertions'): number {
  return files.reduce((sum, file) => sum + file[key], 0);
}

function printSummary(results: StepResult[], seconds: number): void {
  console.log('\n━━━ Summary');
  const rows = results.map(({ step, ok, seconds: stepSeconds, files }) => [
    ok ? 'PASS' : 'FAIL',
    step.name,
    `${stepSeconds} s`,
    step.runner ? String(files.length) : '',
    step.runner ? String(total(files, 'tests')) : '',
    step.runner ? String(total(files, 'assertions')) : '',
  ]);
  const header = ['', 'step', 'time', 'files', 'tests', 'assertions'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  for (const row of [header, ...rows])
    console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
  const minutes = Math.floor(seconds / 60);
  console.log(`Total: ${seconds} s (${minutes} min ${seconds % 60} s) on ${LANES} lanes`);

  for (const { step, ok, logPath } of results) {
    if (ok) continue;
    const failures = failureLines(readFileSync(logPath, 'utf8'));
    console.log(`\nWhat failed in ${step.name} (its whole output: ${path.relative(ROOT, logPath)}):`);
    if (failures.length === 0) console.log('  (no test named: see the output above)');
    for (const line of failures.slice(0, FAILURES_SHOWN)) console.log(`  ${line}`);
    if (failures.length > FAILURES_SHOWN)
      console.log(`  … and ${failures.length - FAILURES_SHOWN} more lines in the log`);
  }

  for (const { step, files } of results) {
    if (!step.runner || files.length === 0) continue;
    console.log(`\nSlowest files of ${step.name}:`);
    for (const file of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST_SHOWN))
      console.log(`  ${file.seconds.toFixed(1).padStart(7)} s  ${file.file}`);
  }
}

const started = Date.now();
rmSync(STATS_DIR, { recursive: true, force: true });
mkdirSync(LOGS_DIR, { recursive: true });
mkdirSync(STATS_DIR, { recursive: true });

const e2eDatabase = pgUrl ? await freshDatabase(pgUrl) : undefined;
// The longest chain is the build and the two e2e passes, so it starts at once, beside the unit tests.
// Everything in the other lane is niced: the unit tests, then the lint, then the API tests; the API
// tests on PostgreSQL and the typecheck, niced too, run in whichever lane frees first (ADR 0006).
const steps: Step[] = [
  { name: 'unit tests', command: ['pnpm', 'test:unit'], runner: 'unit', background: true },
  { name: 'build', command: ['pnpm', 'build'] },
  {
    name: 'e2e (PGlite)',
    command: ['pnpm', 'e2e'],
    env: { DATABASE_URL: '' },
    runner: 'e2e-pglite',
    after: ['build'],
  },
  ...(e2eDatabase
    ? [
        {
          name: 'e2e (PostgreSQL)',
          // The specs tagged @payments: those in which the payment worker settles a payment the page
          // waits on or acts beside. PGlite runs one statement at a time, so only PostgreSQL shows how
          // the worker's transactions and the page's interleave (ADR 0006); the other specs' queries
          // are the API tests' on PostgreSQL.
          command: ['pnpm', 'e2e', '--grep', '@payments'],
          env: { DATABASE_URL: e2eDatabase.url },
          runner: 'e2e-postgresql',
          after: ['e2e (PGlite)'],
        },
      ]
    : []),
  // After the build too: it fetches the types the partner's example is linted against.
  { name: 'lint', command: ['pnpm', 'lint'], after: ['unit tests', 'build'], background: true },
  {
    name: 'API tests (PGlite)',
    command: ['pnpm', 'test:api'],
    env: { TEST_DATABASE_URL: '' },
    runner: 'api-pglite',
    after: ['lint'],
    background: true,
  },
  ...(pgUrl
    ? [
        {
          name: 'API tests (PostgreSQL)',
          command: ['pnpm', 'test:api'],
          env: { TEST_DATABASE_URL: pgUrl },
          runner: 'api-postgresql',
          // Not after the PGlite pass: each file has its own database, server, chain and free ports, so
          // the two passes can run side by side, and this one takes whichever lane frees first.
          after: ['lint'],
          background: true,
        },
      ]
    : []),
  // Last in the list, so it takes whichever lane frees first (ADR 0006); after the build, which fetches
  // the types the partner's example is checked against.
  { name: 'typecheck', command: ['pnpm', 'typecheck'], after: ['build'], background: true },
];

const results = await runAll(steps);
await e2eDatabase?.drop();
printSummary(results, Math.round((Date.now() - started) / 1000));
process.exit(results.every((result) => result.ok) ? 0 : 1);
