import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { z } from 'zod';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import {
  MIGRATIONS_FOLDER,
  openPgliteDatabase,
  openPostgresDatabase,
  type Database,
  type DatabaseKind,
} from '../../src/db';

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

/** A fresh, empty database next to the one at `url` (the server's own), and how to drop it. */
export async function createScratchDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
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
  return {
    url: testUrl.toString(),
    drop: async () => {
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

async function openPostgresTestDatabase(url: string): Promise<TestDatabase> {
  const scratch = await createScratchDatabase(url);
  let database: Database;
  try {
    database = await openPostgresDatabase(scratch.url);
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  return {
    database,
    dispose: async () => {
      // A test may have closed it already (to see the API without its database).
      await database.close().catch(() => undefined);
      await scratch.drop();
    },
  };
}

/**
 * A database without any migration, on the run's database (a fresh PostgreSQL database, or an
 * in-memory PGlite): for the tests of the migrations themselves, which apply them step by step.
 */
export interface BareTestDatabase {
  kind: DatabaseKind;
  /** Applies the migrations of `folder` (a journal and its SQL) that are not applied yet. */
  migrate(folder: string): Promise<void>;
  /** Runs one statement and answers its rows; a failure rejects with the driver's error as `cause`. */
  query(statement: SQL): Promise<Record<string, unknown>[]>;
  dispose(): Promise<void>;
}

/** drizzle-kit's journal of the migrations, its other fields kept as they are. */
const JournalSchema = z.looseObject({ entries: z.array(z.looseObject({ tag: z.string() })) });

/**
 * Applies the repository's migrations before the one tagged `tag` (`0013_widget_versions`), as a
 * database created before it has them: the test of a migration stores rows that predate it, then
 * applies it with `bare.migrate(MIGRATIONS_FOLDER)`.
 */
export async function migrateBefore(bare: BareTestDatabase, tag: string): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'suite-migrations-'));
  try {
    await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JournalSchema.parse(JSON.parse(await readFile(journalPath, 'utf8')));
    const index = journal.entries.findIndex((entry) => entry.tag === tag);
    if (index < 1) throw new Error(`No migration ${tag} after the first`);
    journal.entries = journal.entries.slice(0, index);
    await writeFile(journalPath, JSON.stringify(journal));
    await bare.migrate(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** PostgreSQL's code for a session ended by `pg_terminate_backend` or `DROP DATABASE … WITH (FORCE)`. */
const ADMIN_SHUTDOWN = '57P01';

export async function openBareTestDatabase(): Promise<BareTestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const scratch = await createScratchDatabase(url);
    const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
    let ending = false;
    // pool.end() resolves once its sessions are told to end, not once they are gone, so the drop's
    // FORCE may still terminate one (57P01): the pool reports it as 'error' on an idle client, and
    // without a listener that is an unhandled error. That end is the one asked for; any other error
    // is thrown as before and fails the test.
    pool.on('error', (error) => {
      if (!(ending && 'code' in error && error.code === ADMIN_SHUTDOWN)) throw error;
    });
    const db = drizzleNodePostgres({ client: pool });
    return {
      kind: 'postgres',
      migrate: (folder) => migrateNodePostgres(db, { migrationsFolder: folder }),
      query: async (statement) => (await db.execute(statement)).rows,
      dispose: async () => {
        ending = true;
        await pool.end();
        await scratch.drop();
      },
    };
  }
  const client = await PGlite.create({ loadDataDir: await pgliteSnapshot('empty') });
  const db = drizzle({ client });
  return {
    kind: 'pglite',
    migrate: (folder) => migrate(db, { migrationsFolder: folder }),
    query: async (statement) => (await db.execute(statement)).rows,
    dispose: () => client.close(),
  };
}

/**
 * A bare database with the migrations before `tag` applied (`migrateBefore`) and one user in it, the
 * owner of the rows a migration's test stores before applying it with `bare.migrate(MIGRATIONS_FOLDER)`.
 * The caller disposes of it.
 */
export async function databaseBefore(tag: string): Promise<{ bare: BareTestDatabase; owner: string }> {
  const bare = await openBareTestDatabase();
  try {
    await migrateBefore(bare, tag);
    const [row] = await bare.query(sql`insert into users (id) values (default) returning id`);
    if (!row) throw new Error('No user was inserted');
    return { bare, owner: String(row.id) };
  } catch (error) {
    await bare.dispose();
    throw error;
  }
}

/**
 * A fresh PGlite costs 2–5 s (its initdb); loading a dump of one is much faster. Two dumps are cached
 * in the OS temp folder: an empty database (keyed by the PGlite version) and a migrated one (keyed by
 * that and the migrations, so a new migration makes a new snapshot), which starts from the empty one.
 */
async function pgliteSnapshotPath(kind: 'empty' | 'migrated'): Promise<string> {
  const hash = createHash('sha256');
  const pglitePackage = await readFile(
    join(MIGRATIONS_FOLDER, '..', 'node_modules', '@electric-sql', 'pglite', 'package.json'),
    'utf8',
  );
  hash.update(pglitePackage);
  if (kind === 'migrated') {
    for (const file of (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort()) {
      if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
      hash.update(file).update(await readFile(join(MIGRATIONS_FOLDER, file)));
    }
  }
  return join(tmpdir(), `suite-api-pglite-${kind}-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

async function pgliteSnapshot(kind: 'empty' | 'migrated'): Promise<Blob> {
  const path = await pgliteSnapshotPath(kind);
  if (!existsSync(path)) {
    const client =
      kind === 'empty'
        ? await PGlite.create()
        : await PGlite.create({ loadDataDir: await pgliteSnapshot('empty') });
    if (kind === 'migrated') await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    const dump = await client.dumpDataDir('gzip');
    await client.close();
    // Written aside and renamed, so a concurrent run never reads half a file.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, path);
  }
  return new Blob([await readFile(path)]);
}

async function openPgliteTestDatabase(): Promise<TestDatabase> {
  const database = await openPgliteDatabase({ snapshot: await pgliteSnapshot('migrated') });
  // A test may have closed it already (to see the API without its database).
  return { database, dispose: () => database.close().catch(() => undefined) };
}
