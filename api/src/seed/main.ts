// `pnpm --filter @suite/api seed -- --address 0x…`: loads demo data for that wallet into the database the
// API uses (DATABASE_URL, else the PGlite folder DATA_DIR). PGlite allows one process per folder, so with
// PGlite run it while the API is stopped (`npm start -- --seed 0x…` does it before starting the API).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db';
import { seedDemoData } from './seed-demo';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { address: { type: 'string' } },
});
if (!values.address || !/^0x[0-9a-fA-F]{40}$/.test(values.address)) {
  console.error('Usage: pnpm --filter @suite/api seed -- --address 0x<40 hex characters>');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  console.log(
    `Seeding demo data for ${values.address} (database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`,
  );
  const result = await seedDemoData({
    database,
    config,
    address: values.address,
    log: (line) => console.log(`  ${line}`),
  });
  if (result.seeded) {
    console.log(
      `Done${result.createdUser ? ' (new user created for this wallet)' : ''}. Sign in with ${values.address} to see it.`,
    );
  } else {
    console.log(`Skipped: ${result.reason}.`);
  }
} finally {
  await database.close();
}
