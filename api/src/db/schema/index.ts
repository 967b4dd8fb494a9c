// The database schema, one file per domain. drizzle-kit reads this folder to generate migrations.
export * from './identity';
