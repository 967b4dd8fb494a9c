// `pnpm start` (built apps) and `pnpm dev` (Rspack dev servers): the whole suite on this machine.
import { spawnSync } from 'node:child_process';
import { APPS, API_URL, MAIL_INBOX, ROOT, startSuite } from './suite';

const dev = process.argv.includes('--dev');
const skipBuild = process.argv.includes('--no-build') || process.env.SKIP_BUILD === '1';
/** `--seed 0x…`: load demo data for that wallet before the API starts (PGlite allows one process). */
const seedIndex = process.argv.indexOf('--seed');
const seedAddress = seedIndex === -1 ? undefined : process.argv[seedIndex + 1];
if (seedIndex !== -1 && !/^0x[0-9a-fA-F]{40}$/.test(seedAddress ?? '')) {
  console.error('Usage: npm start -- --seed 0x<your wallet address (40 hex characters)>');
  process.exit(2);
}

if (!dev && !skipBuild) {
  console.log('Building the shell and the four remotes (pnpm build)…');
  const build = spawnSync('pnpm', ['build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (seedAddress) {
  // Same DATABASE_URL / DATA_DIR as the API below (inherited environment); it exits before the API opens them.
  const seed = spawnSync('pnpm', ['--filter', '@suite/api', 'seed', '--', '--address', seedAddress], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (seed.status !== 0) process.exit(seed.status ?? 1);
}

const suite = await startSuite({
  dev,
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR,
  // The e-mails go to the local inbox unless you name an SMTP server of your own.
  mailInbox: !process.env.SMTP_URL,
});

console.log('\nThe suite is running:');
for (const app of APPS) console.log(`  ${app.title.padEnd(20)} http://localhost:${app.port}/`);
console.log(`  ${'API'.padEnd(20)} ${API_URL}/api  (docs: http://localhost:3000/api/docs)`);
console.log(`  ${'Local chain'.padEnd(20)} http://127.0.0.1:8545 (chain id 31337)`);
console.log(
  `  ${'E-mail'.padEnd(20)} ${process.env.SMTP_URL ? 'sent through SMTP_URL' : `${MAIL_INBOX.webUrl} (MailDev: every e-mail the API sends)`}`,
);
// As the API reads it (true or 1), unset meaning true here (scripts/suite.ts).
const webhooksHere = ['true', '1'].includes(process.env.WEBHOOK_ALLOW_PRIVATE_ADDRESSES ?? 'true');
console.log(
  `  ${'Webhooks'.padEnd(20)} ${webhooksHere ? 'sent to receivers on this machine too (http://localhost:<port>/…)' : 'sent to public addresses only'}`,
);
console.log(
  process.env.DATABASE_URL
    ? '\nDemo data for your wallet (works while the suite runs): ' +
        'pnpm --filter @suite/api seed -- --address <your wallet>'
    : '\nDemo data for your wallet: stop the suite (Ctrl+C), then `npm start -- --seed <your wallet>` ' +
        '(PGlite allows one process on its data folder; with DATABASE_URL set, ' +
        '`pnpm --filter @suite/api seed -- --address <your wallet>` works while it runs).',
);
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
