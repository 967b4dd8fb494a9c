import { randomUUID } from 'node:crypto';
import type { ApiKey } from '@suite/shared';
import { and, eq } from 'drizzle-orm';
import { apiKeys, apiKeyUsage } from '../db/schema';
import { currentMonth } from '../domain/api-key-usage';
import { apiError, isUniqueViolation } from '../errors';
import { base, requireSession } from '../orpc';
import type { Services } from '../services';

const NO_KEY_MESSAGE = 'API Key not found. Please create one.';

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

/** The owner's API key: read, created once, rotated. What a read with it costs is domain/api-key-usage.ts. */
export function apiKeyProcedures(services: Services) {
  const { db } = services;
  const signedIn = requireSession(services);

  const byAccount = base.apiKey.byAccount.use(signedIn).handler(async ({ context }) => {
    const ownerId = context.session.userId;
    const [row] = await db.select({ key: apiKeys.key }).from(apiKeys).where(eq(apiKeys.ownerId, ownerId));
    if (!row) throw apiError('NOT_FOUND', 'noApiKey', NO_KEY_MESSAGE);
    return describeKey(services, ownerId, row.key);
  });

  const create = base.apiKey.create.use(signedIn).handler(async ({ context }) => {
    const ownerId = context.session.userId;
    const conflict = apiError(
      'CONFLICT',
      'apiKeyExists',
      'An API key already exists. Rotate it to get a new one.',
    );
    try {
      const [row] = await db
        .insert(apiKeys)
        .values({ ownerId })
        .onConflictDoNothing()
        .returning({ key: apiKeys.key });
      if (!row) throw conflict;
      return await describeKey(services, ownerId, row.key);
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
    if (!row) throw apiError('NOT_FOUND', 'noApiKey', NO_KEY_MESSAGE);
    return describeKey(services, ownerId, row.key);
  });

  return { byAccount, create, rotate };
}
