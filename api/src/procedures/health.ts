import { DATABASE_UNREACHABLE_MESSAGE } from '@suite/shared/schemas';
import { sql } from 'drizzle-orm';
import { apiError } from '../errors';
import { base } from '../orpc';
import type { Services } from '../services';

/** A readiness check that hangs is as bad as one that fails: the database gets this long to answer. */
const DATABASE_CHECK_TIMEOUT_MS = 2000;

export function healthProcedures(services: Services) {
  const health = base.health.handler(async () => {
    // A round trip to the database, so "ok" means the API can actually serve requests.
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        services.db.execute(sql`select 1`),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error('No answer from the database')),
            DATABASE_CHECK_TIMEOUT_MS,
          );
        }),
      ]);
    } catch (error) {
      throw apiError('SERVICE_UNAVAILABLE', 'databaseUnreachable', DATABASE_UNREACHABLE_MESSAGE, undefined, {
        cause: error,
      });
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ok' as const, database: services.databaseKind, version: services.version };
  });
  const liveness = base.liveness.handler(() => ({ status: 'ok' as const, version: services.version }));
  return { health, liveness };
}
