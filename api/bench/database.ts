import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER, schema, type Database } from '../src/db';

/** Runs one statement with positional parameters and answers rows as arrays: the raw side of the comparison. */
export type RawQuery = (text: string, params: unknown[]) => Promise<unknown[][]>;

export interface BenchDatabase {
  database: Database;
  /** The PostgreSQL database's URL, for API processes of their own (absent on PGlite). */
  url?: string;
  raw: RawQuery;
  dispose(): Promise<void>;
}

/** A fresh in-memory PGlite, or a fresh database on the PostgreSQL server at `url` (dropped afterwards). */
export async function openBenchDatabase(url: string | undefined): Promise<BenchDatabase> {
  if (!url) {
    const client = await PGlite.create();
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      database: {
        db,
        kind: 'pglite',
        poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
        close: () => client.close(),
      },
      raw: async (text, params) => (await client.query<unknown[]>(text, params, { rowMode: 'array' })).rows,
      dispose: () => client.close(),
    };
  }
  const name = `suite_api_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${name}`;
  // Two pools of the same size: the API's and the raw handler's, so neither waits on the other's connections.
  const apiPool = new pg.Pool({ connectionString: benchUrl.toString(), max: 10 });
  const rawPool = new pg.Pool({ connectionString: benchUrl.toString(), max: 10 });
  const db = drizzleNodePostgres({ client: apiPool, schema });
  await migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    database: {
      db,
      kind: 'postgres',
      pool: apiPool,
      poolStats: () => ({
        total: apiPool.totalCount,
        idle: apiPool.idleCount,
        waiting: apiPool.waitingCount,
      }),
      close: async () => {},
    },
    url: benchUrl.toString(),
    raw: async (text, params) =>
      (await rawPool.query<unknown[]>({ text, values: params, rowMode: 'array' })).rows,
    dispose: async () => {
      await apiPool.end();
      await rawPool.end();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}
