import { randomUUID } from 'node:crypto';
import { ORPCError } from '@orpc/server';
import type { ApiKey } from '@suite/shared';
import { and, eq, sql } from 'drizzle-orm';
import { apiKeys, apiKeyUsage } from '../db/schema';
import { base, requireSession, type Services } from '../orpc';
import { isUniqueViolation, notFound } from './input-errors';

const NO_KEY_MESSAGE = 'API Key not found. Please create one.';

/** The UTC month a request counts against, as stored (`YYYY-MM`). */
function currentMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

async function describeKey(services: Services, ownerId: string, key: string): Promise<ApiKey> {
  const [usage] = await services.db
    .select({ count: apiKeyUsage.count })
    .from(apiKeyUsage)
    .where(and(eq(apiKeyUsage.ownerId, ownerId), eq(apiKeyUsage.month, currentMonth())));
  return {
    uuid: key,
    monthlyCount: usage?.count ?? 0,
    monthlyLimit: services.config.apiKeyFreeMonthlyRequests,
  };
}

/**
 * Counts one public request for `key` and returns its owner: 401 for an unknown key, 429 once the
 * month's free allowance is used. The increment and the limit check are one statement, so
 * concurrent requests can never overshoot the limit.
 */
export async function countApiKeyRequest(services: Services, key: string): Promise<string> {
  const { db, config } = services;
  const [owner] = await db.select({ ownerId: apiKeys.ownerId }).from(apiKeys).where(eq(apiKeys.key, key));
  if (!owner) throw new ORPCError('UNAUTHORIZED', { message: 'Invalid API key' });
  const limit = config.apiKeyFreeMonthlyRequests;
  const counted =
    limit > 0
      ? await db
          .insert(apiKeyUsage)
          .values({ ownerId: owner.ownerId, month: currentMonth(), count: 1 })
          .onConflictDoUpdate({
            target: [apiKeyUsage.ownerId, apiKeyUsage.month],
            set: { count: sql`${apiKeyUsage.count} + 1` },
            setWhere: sql`${apiKeyUsage.count} < ${limit}`,
          })
          .returning({ count: apiKeyUsage.count })
      : [];
  if (counted.length === 0) {
    throw new ORPCError('TOO_MANY_REQUESTS', { message: 'Monthly request limit reached' });
  }
  return owner.ownerId;
}

export function apiKeyProcedures(services: Services) {
  const { db } = services;
  const signedIn = requireSession(services);

  const byAccount = base.apiKey.byAccount.use(signedIn).handler(async ({ context }) => {
    const ownerId = context.session.userId;
    const [row] = await db.select({ key: apiKeys.key }).from(apiKeys).where(eq(apiKeys.ownerId, ownerId));
    if (!row) throw notFound(NO_KEY_MESSAGE);
    return describeKey(services, ownerId, row.key);
  });

  const create = base.apiKey.create.use(signedIn).handler(async ({ context }) => {
    const ownerId = context.session.userId;
    const conflict = new ORPCError('CONFLICT', {
      message: 'An API key already exists. Rotate it to get a new one.',
    });
    try {
      const [row] = await db
        .insert(apiKeys)
        .values({ ownerId })
        .onConflictDoNothing()
        .returning({ key: apiKeys.key });
      if (!row) throw conflict;
      return describeKey(services, ownerId, row.key);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict;
      throw error;
    }
  });

  const rotate = base.apiKey.rotate.use(signedIn).handler(async ({ context }) => {
    const ownerId = context.session.userId;
    const [row] = await db
      .update(apiKeys)
      .set({ key: randomUUID(), rotatedAt: new Date() })
      .where(eq(apiKeys.ownerId, ownerId))
      .returning({ key: apiKeys.key });
    if (!row) throw notFound(NO_KEY_MESSAGE);
    return describeKey(services, ownerId, row.key);
  });

  return { byAccount, create, rotate };
}
