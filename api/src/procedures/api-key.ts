import { randomUUID } from 'node:crypto';
import { API_READ_PRICE_USD, type ApiKey } from '@suite/shared';
import { and, eq, sql } from 'drizzle-orm';
import { apiKeys, apiKeyUsage } from '../db/schema';
import { apiError } from '../http/errors';
import { base, requireSession, type Services } from '../orpc';
import { chargeApiRead } from './credits-ledger';
import { isUniqueViolation } from './input-errors';

/** The message of a read refused for want of credits (the embed shows it to the site's owner). */
export const OUT_OF_CREDITS_MESSAGE =
  "This month's free API reads are used and the account has no credits left: add credits to serve this widget";

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
 * Counts one public request for `key` and returns its owner: 401 for an unknown key. The month's
 * first reads are free; each one beyond costs API_READ_PRICE_USD of the owner's credits, and with
 * none left the read answers 402 and is not counted. Count and charge are one transaction, and the
 * increment is one statement, so concurrent reads can never overshoot.
 */
export async function countApiKeyRequest(services: Services, key: string): Promise<string> {
  const { db, config } = services;
  const [owner] = await db.select({ ownerId: apiKeys.ownerId }).from(apiKeys).where(eq(apiKeys.key, key));
  if (!owner) throw apiError('UNAUTHORIZED', 'invalidApiKey', 'Invalid API key');
  const month = currentMonth();
  await db.transaction(async (tx) => {
    const [usage] = await tx
      .insert(apiKeyUsage)
      .values({ ownerId: owner.ownerId, month, count: 1 })
      .onConflictDoUpdate({
        target: [apiKeyUsage.ownerId, apiKeyUsage.month],
        set: { count: sql`${apiKeyUsage.count} + 1` },
      })
      .returning({ count: apiKeyUsage.count });
    if ((usage?.count ?? 0) <= config.apiKeyFreeMonthlyRequests) return;
    if (!(await chargeApiRead(tx, owner.ownerId, API_READ_PRICE_USD, month))) {
      throw apiError('PAYMENT_REQUIRED', 'outOfCredits', OUT_OF_CREDITS_MESSAGE, undefined, { status: 402 });
    }
  });
  return owner.ownerId;
}

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
    if (!row) throw apiError('NOT_FOUND', 'noApiKey', NO_KEY_MESSAGE);
    return describeKey(services, ownerId, row.key);
  });

  return { byAccount, create, rotate };
}
