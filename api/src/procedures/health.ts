import { sql } from 'drizzle-orm';
import { base, type Services } from '../orpc';

export function healthProcedure(services: Services) {
  return base.health.handler(async () => {
    // A round trip to the database, so "ok" means the API can actually serve requests.
    await services.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: services.databaseKind, version: services.version };
  });
}
