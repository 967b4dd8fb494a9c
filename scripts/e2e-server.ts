// The server the e2e tests run against: the built apps, the local chain and the API on a fresh
// database (a temporary PGlite folder, or DATABASE_URL when set), stopped by Playwright at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSuite } from './suite';

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(os.tmpdir(), 'suite-e2e-'));
const suite = await startSuite({ databaseUrl, dataDir });
console.log(`e2e suite ready (database: ${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void suite.stop().then(() => {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
}
