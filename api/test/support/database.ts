import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openPgliteDatabase, openPostgresDatabase, type Database } from '../../src/db';

export interface TestDatabase {
  database: Database;
  /** Closes the database and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

/**
 * One database per test file. With TEST_DATABASE_URL (a PostgreSQL server): a fresh database
 * created next to the given one and dropped afterwards, so files never see each other's rows and
 * the migrations run from scratch (the generated SQL names the `public` schema, so a fresh schema
 * per file would not isolate them). Otherwise: an in-memory PGlite loaded from a migrated snapshot.
 */
export function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? openPostgresTestDatabase(url) : openPgliteTestDatabase();
}

async function openPostgresTestDatabase(url: string): Promise<TestDatabase> {
  const name = `suite_api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openPostgresDatabase(testUrl.toString());
  return {
    database,
    dispose: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * A fresh PGlite costs 2–5 s; loading a dump of an already migrated one is much faster. The dump is
 * cached in the OS temp folder, keyed by the migrations and the PGlite version, so a new migration
 * makes a new snapshot.
 */
async function pgliteSnapshotPath(): Promise<string> {
  const hash = createHash('sha256');
  const pglitePackage = await readFile(
    join(MIGRATIONS_FOLDER, '..', 'node_modules', '@electric-sql', 'pglite', 'package.json'),
    'utf8',
  );
  hash.update(pglitePackage);
  for (const file of (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(await readFile(join(MIGRATIONS_FOLDER, file)));
  }
  return join(tmpdir(), `suite-api-pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

async function openPgliteTestDatabase(): Promise<TestDatabase> {
  const path = await pgliteSnapshotPath();
  if (!existsSync(path)) {
    const client = await PGlite.create();
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    const dump = await client.dumpDataDir('gzip');
    await client.close();
    // Written aside and renamed, so a concurrent run never reads half a file.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, path);
  }
  const snapshot = new Blob([await readFile(path)]);
  const database = await openPgliteDatabase({ snapshot });
  return { database, dispose: () => database.close() };
}
