// What a public request on an owner's behalf costs them: counted per UTC month, free up to the
// month's allowance, then charged in credits (the widget embed's reads with the API key, and the
// scores a site's server posts with a leaderboard's score key).
import { API_READ_PRICE_USD } from '@suite/shared';
import { eq, sql } from 'drizzle-orm';
import { apiKeys, apiKeyUsage } from '../db/schema';
import { apiError } from '../errors';
import type { Services } from '../services';
import { chargeApiRead } from './credits-ledger';

/** The message of a read refused for want of credits (the embed shows it to the site's owner). */
export const OUT_OF_CREDITS_MESSAGE =
  "This month's free API reads are used and the account has no credits left: add credits to serve this widget";

/** The UTC month a request counts against, as stored (`YYYY-MM`). */
export function currentMonth(now = new Date()): string {
  return now.toISOString().slice(0, 7);
}

/**
 * One public request with `key`: 401 for an unknown key; else `serve` checks what is asked is the
 * key's owner's (throwing 404 when not: such a request costs nothing), then the request is counted
 * (countOwnerRequest) and `serve`'s answer returned.
 */
export async function countApiKeyRequest<T>(
  services: Pick<Services, 'db' | 'config'>,
  key: string,
  serve: (ownerId: string) => Promise<T>,
): Promise<T> {
  const [owner] = await services.db
    .select({ ownerId: apiKeys.ownerId })
    .from(apiKeys)
    .where(eq(apiKeys.key, key));
  if (!owner) throw apiError('UNAUTHORIZED', 'invalidApiKey', 'Invalid API key');
  const answer = await serve(owner.ownerId);
  await countOwnerRequest(services, owner.ownerId);
  return answer;
}

/**
 * Counts one request against `ownerId`'s month. The month's first requests are free; each one beyond
 * costs API_READ_PRICE_USD of the owner's credits, and with none left the request answers 402 and is
 * not counted. Count and charge are one transaction, and the increment is one statement, so
 * concurrent requests can never overshoot.
 */
export async function countOwnerRequest(
  services: Pick<Services, 'db' | 'config'>,
  ownerId: string,
): Promise<void> {
  const { db, config } = services;
  const month = currentMonth();
  await db.transaction(async (tx) => {
    const [usage] = await tx
      .insert(apiKeyUsage)
      .values({ ownerId, month, count: 1 })
      .onConflictDoUpdate({
        target: [apiKeyUsage.ownerId, apiKeyUsage.month],
        set: { count: sql`${apiKeyUsage.count} + 1` },
      })
      .returning({ count: apiKeyUsage.count });
    if ((usage?.count ?? 0) <= config.apiKeyFreeMonthlyRequests) return;
    if (!(await chargeApiRead(tx, ownerId, API_READ_PRICE_USD, month))) {
      throw apiError('PAYMENT_REQUIRED', 'outOfCredits', OUT_OF_CREDITS_MESSAGE, undefined, { status: 402 });
    }
  });
}
