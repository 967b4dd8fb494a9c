// The credits ledger: each user's account, and every credit added or charged with its line in the
// history, in the caller's transaction.
import {
  MIN_CREDITS_PER_ORDER_USD,
  type CreditEntry,
  type CreditEntryParams,
  type CreditHistoryPage,
  type CreditsAccount,
} from '@suite/shared';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { AppDatabase, Executor } from '../db';
import { countRows, listPage, readPage } from '../db/paging';
import { creditAccounts, creditTransactions } from '../db/schema';
import { normalizeDecimal, toMicros } from './decimal';

type CreditKind = CreditEntry['kind'];

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
 * Adds credits in the caller's transaction and records why: a top-up paid on chain, or a grant —
 * `reason` in English, `params` what a page words it from (null for a grant it has no words for).
 */
export async function addCredits(
  tx: Executor,
  ownerId: string,
  amount: string,
  kind: Extract<CreditKind, 'top-up' | 'grant'>,
  reason: string,
  params: CreditEntryParams | null,
): Promise<void> {
  if (toMicros(amount) <= 0n) throw new Error(`Credits added must be positive, got ${amount}`);
  await ensureCreditAccount(tx, ownerId);
  await tx
    .update(creditAccounts)
    .set({ creditsAvailable: sql`${creditAccounts.creditsAvailable} + ${amount}`, updatedAt: new Date() })
    .where(eq(creditAccounts.ownerId, ownerId));
  await tx.insert(creditTransactions).values({ ownerId, kind, amount, reason, params });
}

/**
 * Gives credits outside any payment (the demo seed, tests). Credits are otherwise bought with a
 * top-up (domain/payment-settlement.ts).
 */
export async function grantCredits(
  db: AppDatabase,
  ownerId: string,
  amount: string,
  reason: string,
  params: CreditEntryParams | null = null,
): Promise<CreditsAccount> {
  return db.transaction(async (tx) => {
    await addCredits(tx, ownerId, amount, 'grant', reason, params);
    return ensureCreditAccount(tx, ownerId);
  });
}

/**
 * Takes `amount` from the available credits in one UPDATE. Unless `intoDebt`, only when there are
 * enough: the condition sits in the UPDATE, so none overspends. Returns whether it took them.
 */
async function takeCredits(
  tx: Executor,
  ownerId: string,
  amount: string,
  { intoDebt = false }: { intoDebt?: boolean } = {},
): Promise<boolean> {
  const ofOwner = eq(creditAccounts.ownerId, ownerId);
  const charged = await tx
    .update(creditAccounts)
    .set({
      creditsAvailable: sql`${creditAccounts.creditsAvailable} - ${amount}`,
      creditsUsed: sql`${creditAccounts.creditsUsed} + ${amount}`,
      updatedAt: new Date(),
    })
    .where(intoDebt ? ofOwner : and(ofOwner, gte(creditAccounts.creditsAvailable, amount)))
    .returning({ ownerId: creditAccounts.ownerId });
  return charged.length > 0;
}

/**
 * Charges `amount` for a feature unlocked, with its own line in the history. The row lock the
 * UPDATE takes makes concurrent charges queue, and each re-checks the balance. Returns false
 * (nothing written) when the balance is too low.
 */
export async function chargeCredits(
  tx: Executor,
  ownerId: string,
  amount: string,
  kind: Extract<CreditKind, 'feature'>,
  reason: string,
  params: CreditEntryParams,
): Promise<boolean> {
  if (!(await takeCredits(tx, ownerId, amount))) return false;
  await tx.insert(creditTransactions).values({ ownerId, kind, amount: `-${amount}`, reason, params });
  return true;
}

/**
 * Charges the fee of an order its buyer paid (0.5 USD, seed 001 §9), whatever the balance: the
 * store had the credits when the order was placed, but orders placed together may be paid after
 * the balance went to the first of them. A balance taken below zero is owed; the store then takes
 * no order (`canAcceptOrders`) until a top-up pays it back (ADR 0027).
 */
export async function chargeOrderFee(tx: Executor, ownerId: string, orderId: string): Promise<void> {
  const amount = MIN_CREDITS_PER_ORDER_USD;
  await ensureCreditAccount(tx, ownerId);
  await takeCredits(tx, ownerId, amount, { intoDebt: true });
  await tx.insert(creditTransactions).values({
    ownerId,
    kind: 'order',
    amount: `-${amount}`,
    reason: `Order ${orderId}`,
    params: { orderId },
  });
}

/**
 * Charges one public read beyond the free tier: the month's "API use" line grows by `amount`
 * instead of a line per read. Returns false (nothing written) when the credits cannot cover it.
 */
export async function chargeApiRead(
  tx: Executor,
  ownerId: string,
  amount: string,
  month: string,
): Promise<boolean> {
  if (!(await takeCredits(tx, ownerId, amount))) return false;
  await tx
    .insert(creditTransactions)
    .values({
      ownerId,
      kind: 'api',
      period: month,
      amount: `-${amount}`,
      reason: `API reads beyond the free tier in ${month}`,
      params: { month },
    })
    .onConflictDoUpdate({
      target: [creditTransactions.ownerId, creditTransactions.kind, creditTransactions.period],
      set: { amount: sql`${creditTransactions.amount} - ${amount}` },
    });
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

/** The credits history, newest first. */
export async function creditHistory(
  db: Executor,
  ownerId: string,
  page: number,
  limit: number,
): Promise<CreditHistoryPage> {
  const where = eq(creditTransactions.ownerId, ownerId);
  const { rows, totalItems } = await readPage(
    { page, limit },
    db
      .select()
      .from(creditTransactions)
      .where(where)
      .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
      .$dynamic(),
    countRows(db, creditTransactions, where),
  );
  return listPage(
    { page, limit },
    rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: normalizeDecimal(row.amount),
      description: row.reason,
      params: row.params,
      createdAt: row.createdAt.toISOString(),
    })),
    totalItems,
  );
}
