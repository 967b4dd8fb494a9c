import {
  LOCAL_CHAIN_ID,
  LOCAL_CREDITS_RECEIVER,
  PREMIUM_FEATURE_MONTHLY_PRICE_USD,
  stablecoinsOf,
  type CreditsTopUpOptions,
} from '@suite/shared';
import { and, eq } from 'drizzle-orm';
import { isHex } from 'viem';
import { isUuid } from '../db/ids';
import { creditAccounts, featureSubscriptions, paymentRequests } from '../db/schema';
import { chainName, isPayableChain, stablecoinOf } from '../domain/chains';
import { chargeCredits, creditHistory, ensureCreditAccount } from '../domain/credits-ledger';
import { openPaymentRequest, startBlockOrUnavailable, toPaymentRequest } from '../domain/payment-requests';
import { settleReportedTransaction } from '../domain/payment-settlement';
import { featureStatus } from '../domain/premium-features';
import { conflict, invalidInput, notFound } from '../errors';
import { limitedPerMinute } from '../http/rate-limit';
import { base, requireSession } from '../orpc';
import type { Services } from '../services';

const PRICE = String(PREMIUM_FEATURE_MONTHLY_PRICE_USD);

function oneMonthFrom(start: Date): Date {
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/**
 * Where credits are paid on a chain: `CREDITS_RECEIVER` where configured; on the local chain,
 * without it, Hardhat's account #18 (development and tests). No receiver, no top-ups on that chain.
 */
function creditsReceiver(config: Services['config'], chainId: number): string | undefined {
  if (config.creditsReceiver) return config.creditsReceiver;
  return chainId === LOCAL_CHAIN_ID ? LOCAL_CREDITS_RECEIVER : undefined;
}

function topUpOptions(config: Services['config']): CreditsTopUpOptions {
  const networks = [...config.rpcUrls.keys()]
    .filter((chainId) => isPayableChain(config, chainId) && creditsReceiver(config, chainId) !== undefined)
    .sort((a, b) => a - b)
    .map((chainId) => ({
      chainId,
      tokens: stablecoinsOf(chainId).map(({ address, symbol, decimals }) => ({ address, symbol, decimals })),
    }));
  return {
    networks,
    unavailableReason:
      networks.length > 0
        ? null
        : 'Credits cannot be bought on this server yet: its operator has not set where they are paid (CREDITS_RECEIVER).',
  };
}

/** The owner's credits: account, history, top-ups paid on chain, and the premium features they unlock. */
export function creditsProcedures(services: Services) {
  const { db, config } = services;
  const signedIn = requireSession(services);

  const history = base.credits.history
    .use(signedIn)
    .handler(({ input, context }) => creditHistory(db, context.session.userId, input.page, input.limit));

  const options = base.credits.topUpOptions.use(signedIn).handler(() => topUpOptions(config));

  // Each top-up opens a payment request the worker watches on chain until it expires.
  const topUpsLimited = limitedPerMinute(
    services.rateLimits,
    'top-ups',
    config.topUpsRateLimitPerMinute,
    'tooManyTopUps',
    'Too many top-ups',
  );

  const topUp = base.credits.topUp
    .use(signedIn)
    .use(topUpsLimited)
    .handler(async ({ input, context }) => {
      const receiver = creditsReceiver(config, input.chainId);
      const fields: Record<string, string> = {};
      if (!receiver || !isPayableChain(config, input.chainId)) {
        fields.chainId = `Credits cannot be bought on ${chainName(input.chainId)} here`;
      } else if (!stablecoinOf(input.chainId, input.tokenAddress)) {
        fields.tokenAddress = 'Not a stablecoin accepted on this network';
      }
      if (!receiver || Object.keys(fields).length > 0) throw invalidInput(fields);
      const startBlock = await startBlockOrUnavailable(
        services,
        input.chainId,
        'The chain could not be read for a top-up',
      );
      const request = await db.transaction((tx) =>
        openPaymentRequest(
          tx,
          config,
          {
            purpose: 'credits',
            ownerId: context.session.userId,
            chainId: input.chainId,
            tokenAddress: input.tokenAddress,
            receiverAddress: receiver,
            amount: input.amount.toFixed(2),
          },
          startBlock,
        ),
      );
      services.background?.payments.kick();
      return toPaymentRequest(db, request);
    });

  async function ownTopUp(ownerId: string, id: string) {
    if (!isUuid(id)) throw notFound('topUp');
    const [request] = await db
      .select()
      .from(paymentRequests)
      .where(
        and(
          eq(paymentRequests.id, id),
          eq(paymentRequests.ownerId, ownerId),
          eq(paymentRequests.purpose, 'credits'),
        ),
      );
    if (!request) throw notFound('topUp');
    return request;
  }

  const getTopUp = base.credits.getTopUp.use(signedIn).handler(async ({ input, context }) => {
    const request = await ownTopUp(context.session.userId, input.id);
    if (request.status === 'open' && request.nextCheckAt && request.nextCheckAt <= new Date()) {
      services.background?.payments.kick();
    }
    return toPaymentRequest(db, request);
  });

  const reportTopUpPayment = base.credits.reportTopUpPayment
    .use(signedIn)
    .handler(async ({ input, context }) => {
      const request = await ownTopUp(context.session.userId, input.id);
      if (!isHex(input.hash)) throw invalidInput({ hash: 'Must be a transaction hash' });
      await settleReportedTransaction(services, request, input.hash);
      return toPaymentRequest(db, await ownTopUp(context.session.userId, input.id));
    });

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
      if (current.active) throw conflict('featureAlreadyActive', 'This feature is already active');
      const now = new Date();
      const paidUntil = current.activeUntil ? new Date(current.activeUntil) : undefined;
      // Disabled inside a month already paid for: turning it back on costs nothing.
      const activeUntil = paidUntil && paidUntil > now ? paidUntil : oneMonthFrom(now);
      if (activeUntil !== paidUntil) {
        const charged = await chargeCredits(
          tx,
          ownerId,
          PRICE,
          'feature',
          `Unlock ${input.feature} until ${activeUntil.toISOString()}`,
          { feature: input.feature, until: activeUntil.toISOString() },
        );
        if (!charged) {
          throw conflict(
            'notEnoughCredits',
            `Not enough credits: ${PRICE} USD are needed to unlock this feature`,
            { price: PRICE },
          );
        }
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

  return {
    account,
    createPlan,
    history,
    topUpOptions: options,
    topUp,
    getTopUp,
    reportTopUpPayment,
    feature,
    unlockFeature,
    disableFeature,
  };
}
