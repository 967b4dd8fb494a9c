import { PREMIUM_FEATURE_MONTHLY_PRICE_USD, type FeatureStatus, type PremiumFeature } from '@suite/shared';
import { and, eq } from 'drizzle-orm';
import { creditAccounts, featureSubscriptions } from '../db/schema';
import { base, requireSession, type Services } from '../orpc';
import { conflict, type Executor } from './commerce-common';
import { chargeCredits, ensureCreditAccount } from './credits-ledger';

const PRICE = String(PREMIUM_FEATURE_MONTHLY_PRICE_USD);

function oneMonthFrom(start: Date): Date {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

async function featureStatus(db: Executor, ownerId: string, feature: PremiumFeature): Promise<FeatureStatus> {
  const [row] = await db
    .select()
    .from(featureSubscriptions)
    .where(and(eq(featureSubscriptions.ownerId, ownerId), eq(featureSubscriptions.feature, feature)));
  if (!row) return { feature, active: false, activeUntil: null };
  return {
    feature,
    active: row.enabled && row.activeUntil.getTime() > Date.now(),
    activeUntil: row.activeUntil.toISOString(),
  };
}

export function creditsProcedures(services: Services) {
  const { db } = services;
  const signedIn = requireSession(services);

  const account = base.credits.account
    .use(signedIn)
    .handler(({ context }) => ensureCreditAccount(db, context.session.userId));

  // Only the free plan exists so far; creating it again is harmless and returns the account as it is.
  const createPlan = base.credits.createPlan
    .use(signedIn)
    .handler(({ context }) => ensureCreditAccount(db, context.session.userId));

  const feature = base.credits.feature
    .use(signedIn)
    .handler(({ input, context }) => featureStatus(db, context.session.userId, input.feature));

  const unlockFeature = base.credits.unlockFeature.use(signedIn).handler(async ({ input, context }) => {
    const ownerId = context.session.userId;
    return db.transaction(async (tx) => {
      await ensureCreditAccount(tx, ownerId);
      // Lock the account first: concurrent unlocks of the same feature queue here, so the second one
      // sees the first one's subscription and is not charged twice.
      await tx
        .select({ ownerId: creditAccounts.ownerId })
        .from(creditAccounts)
        .where(eq(creditAccounts.ownerId, ownerId))
        .for('update');
      const current = await featureStatus(tx, ownerId, input.feature);
      if (current.active) throw conflict('This feature is already active');
      const now = new Date();
      const paidUntil = current.activeUntil ? new Date(current.activeUntil) : undefined;
      // Disabled inside a month already paid for: turning it back on costs nothing.
      const activeUntil = paidUntil && paidUntil > now ? paidUntil : oneMonthFrom(now);
      if (activeUntil !== paidUntil) {
        const charged = await chargeCredits(
          tx,
          ownerId,
          PRICE,
          `Unlock ${input.feature} until ${activeUntil.toISOString()}`,
        );
        if (!charged) throw conflict(`Not enough credits: ${PRICE} USD are needed to unlock this feature`);
      }
      await tx
        .insert(featureSubscriptions)
        .values({ ownerId, feature: input.feature, enabled: true, activeUntil })
        .onConflictDoUpdate({
          target: [featureSubscriptions.ownerId, featureSubscriptions.feature],
          set: { enabled: true, activeUntil, updatedAt: now },
        });
      return featureStatus(tx, ownerId, input.feature);
    });
  });

  const disableFeature = base.credits.disableFeature.use(signedIn).handler(async ({ input, context }) => {
    const ownerId = context.session.userId;
    await db
      .update(featureSubscriptions)
      .set({ enabled: false, updatedAt: new Date() })
      .where(and(eq(featureSubscriptions.ownerId, ownerId), eq(featureSubscriptions.feature, input.feature)));
    return featureStatus(db, ownerId, input.feature);
  });

  return { account, createPlan, feature, unlockFeature, disableFeature };
}
