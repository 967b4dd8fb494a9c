// `pnpm start` (built apps) and `pnpm dev` (Rspack dev servers): the whole suite on this machine.
import { spawnSync } from 'node:child_process';
import { APPS, API_URL, ROOT, startSuite } from './suite';

const dev = process.argv.includes('--dev');
const skipBuild = process.argv.includes('--no-build') || process.env.SKIP_BUILD === '1';

if (!dev && !skipBuild) {
  console.log('Building the shell and the four remotes (pnpm build)…');
  const build = spawnSync('pnpm', ['build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const suite = await startSuite({
  dev,
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR,
});

console.log('\nThe suite is running:');
for (const app of APPS) console.log(`  ${app.title.padEnd(20)} http://localhost:${app.port}/`);
console.log(`  ${'API'.padEnd(20)} ${API_URL}/api  (docs: http://localhost:3000/api/docs)`);
console.log(`  ${'Local chain'.padEnd(20)} http://127.0.0.1:8545 (chain id 31337)`);
console.log('\nOpen http://localhost:3000/ — press Ctrl+C to stop.');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    void suite.stop().then(() => process.exit(0));
  });
}
