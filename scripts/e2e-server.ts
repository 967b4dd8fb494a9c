// The server the e2e tests run against: the built apps, the local chain and the API on a fresh
// database (a temporary PGlite folder, or DATABASE_URL when set), stopped by Playwright at the end.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startSuite } from './suite';
import { E2E_INBOX, startSmtpInbox } from './testing/smtp-inbox';

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(os.tmpdir(), 'suite-e2e-'));

// The seller of the demo-checkout payment test (e2e/tests/checkout-pay.spec.ts) is Hardhat's account #9
// with the demo data (receiver, payment networks, checkouts and 250 USD of credits), so that test starts
// from a store with a catalogue; a new store that buys its credits is e2e/tests/money-path.spec.ts.
// Seeded before the API starts (PGlite allows one process).
const E2E_SELLER_ADDRESS = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
const seed = spawnSync('pnpm', ['--filter', '@suite/api', 'seed', '--', '--address', E2E_SELLER_ADDRESS], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }) },
});
if (seed.status !== 0) throw new Error(`Seeding the e2e seller failed (exit ${seed.status})`);

// The API's e-mails go to a real SMTP server on localhost; the tests read what it received over HTTP.
const inbox = await startSmtpInbox({
  http: true,
  smtpPort: E2E_INBOX.smtpPort,
  httpPort: E2E_INBOX.httpPort,
});
const suite = await startSuite({
  databaseUrl,
  dataDir,
  // Every test signs its users in from this machine's one address.
  apiEnv: {
    SMTP_URL: inbox.smtpUrl,
    PUBLIC_APP_URL: 'http://localhost:3000',
    SIGN_IN_RATE_LIMIT_PER_MINUTE: '600',
    // …and its visitors read embeds, pay pages and receipts from it too.
    PUBLIC_READS_RATE_LIMIT_PER_MINUTE: '1200',
    SITE_READS_RATE_LIMIT_PER_MINUTE: '6000',
  },
});
console.log(
  `e2e suite ready (database: ${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`}, mail: ${inbox.smtpUrl})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all([suite.stop(), inbox.close()]).then(() => {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}
