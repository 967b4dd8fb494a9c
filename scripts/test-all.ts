// `npm test`: every test of the suite, in order — static checks, unit tests, API tests on PGlite
// (and on PostgreSQL when TEST_DATABASE_URL is set), a production build, then the end-to-end tests
// in Chromium against the built apps (on PGlite, and on a fresh PostgreSQL database too when
// TEST_DATABASE_URL is set). Every step runs even if an earlier one failed; the exit code says
// whether all passed.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { ROOT } from './suite';

interface Step {
  name: string;
  command: string[];
  env?: NodeJS.ProcessEnv;
}

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

const steps: Step[] = [
  { name: 'typecheck', command: ['pnpm', 'typecheck'] },
  { name: 'lint', command: ['pnpm', 'lint'] },
  { name: 'unit tests', command: ['pnpm', 'test:unit'] },
  { name: 'API tests (PGlite)', command: ['pnpm', 'test:api'], env: { TEST_DATABASE_URL: '' } },
];
if (pgUrl)
  steps.push({
    name: 'API tests (PostgreSQL)',
    command: ['pnpm', 'test:api'],
    env: { TEST_DATABASE_URL: pgUrl },
  });
steps.push({ name: 'build', command: ['pnpm', 'build'] });
steps.push({ name: 'e2e (PGlite)', command: ['pnpm', 'e2e'], env: { DATABASE_URL: '' } });

const results: { name: string; ok: boolean; seconds: number }[] = [];
let cleanup: (() => Promise<void>) | undefined;
if (pgUrl) {
  const database = await freshDatabase(pgUrl);
  cleanup = database.drop;
  steps.push({ name: 'e2e (PostgreSQL)', command: ['pnpm', 'e2e'], env: { DATABASE_URL: database.url } });
}

for (const step of steps) {
  console.log(`\n━━━ ${step.name}: ${step.command.join(' ')}`);
  const started = Date.now();
  const [cmd = 'pnpm', ...args] = step.command;
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...step.env } });
  results.push({
    name: step.name,
    ok: result.status === 0,
    seconds: Math.round((Date.now() - started) / 1000),
  });
}
await cleanup?.();

console.log('\n━━━ Summary');
for (const result of results)
  console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.name} (${result.seconds} s)`);
const failed = results.filter((result) => !result.ok);
process.exit(failed.length === 0 ? 0 : 1);
