import { MIN_CREDITS_PER_ORDER_USD, type CreditsAccount } from '@suite/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db';
import { creditAccounts, creditTransactions } from '../db/schema';
import type { Executor } from './commerce-common';
import { normalizeDecimal, toMicros } from './decimal';

/** The account of a user, created with plan free and no credits when missing (seed 001 §4). */
export async function ensureCreditAccount(db: Executor, ownerId: string): Promise<CreditsAccount> {
  await db.insert(creditAccounts).values({ ownerId }).onConflictDoNothing();
  const [row] = await db.select().from(creditAccounts).where(eq(creditAccounts.ownerId, ownerId));
  if (!row) throw new Error(`Credit account of ${ownerId} missing right after creating it`);
  return {
    creditsAvailable: normalizeDecimal(row.creditsAvailable),
    creditsUsed: normalizeDecimal(row.creditsUsed),
    plan: row.plan,
  };
}

/**
 * Adds credits (a purchase, a gift, the demo seed) and records why. Not an HTTP endpoint: how credits
 * are bought is not specified yet, so only server code (tests, seed, a future payment flow) calls it.
 */
export async function grantCredits(
  db: AppDatabase,
  ownerId: string,
  amount: string,
  reason: string,
): Promise<CreditsAccount> {
  if (toMicros(amount) <= 0n) throw new Error(`A grant must be positive, got ${amount}`);
  return db.transaction(async (tx) => {
    await ensureCreditAccount(tx, ownerId);
    await tx
      .update(creditAccounts)
      .set({ creditsAvailable: sql`${creditAccounts.creditsAvailable} + ${amount}`, updatedAt: new Date() })
      .where(eq(creditAccounts.ownerId, ownerId));
    await tx.insert(creditTransactions).values({ ownerId, amount, reason });
    return ensureCreditAccount(tx, ownerId);
  });
}

/**
 * Takes `amount` from the available credits if there are enough, in one conditional UPDATE: the row
 * lock it takes makes concurrent charges queue, and each re-checks the balance, so none overspends.
 * Returns false (nothing written) when the balance is too low.
 */
export async function chargeCredits(
  tx: Executor,
  ownerId: string,
  amount: string,
  reason: string,
): Promise<boolean> {
  const charged = await tx
    .update(creditAccounts)
    .set({
      creditsAvailable: sql`${creditAccounts.creditsAvailable} - ${amount}`,
      creditsUsed: sql`${creditAccounts.creditsUsed} + ${amount}`,
      updatedAt: new Date(),
    })
    .where(and(eq(creditAccounts.ownerId, ownerId), gte(creditAccounts.creditsAvailable, amount)))
    .returning({ ownerId: creditAccounts.ownerId });
  if (charged.length === 0) return false;
  await tx.insert(creditTransactions).values({ ownerId, amount: `-${amount}`, reason });
  return true;
}

/** Whether the seller can take orders: at least the per-order minimum in credits (seed 001 §9). */
export async function canAcceptOrders(db: Executor, ownerId: string): Promise<boolean> {
  const [row] = await db
    .select({ ownerId: creditAccounts.ownerId })
    .from(creditAccounts)
    .where(
      and(
        eq(creditAccounts.ownerId, ownerId),
        gte(creditAccounts.creditsAvailable, MIN_CREDITS_PER_ORDER_USD),
      ),
    );
  return row !== undefined;
}
