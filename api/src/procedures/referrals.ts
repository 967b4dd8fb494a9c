import { and, count, eq } from 'drizzle-orm';
import { REFERRAL_SIGNATURE_MAX_AGE_MS, referralSignupMessage } from '@suite/shared/schemas';
import { referralSignups, referralVisits } from '../db/schema';
import { siteOwner } from '../domain/sites';
import { checkWalletSignature } from '../domain/wallet-signature';
import { apiError } from '../errors';
import type { PublicReadsLimit } from '../http/public-reads-limit';
import { base } from '../orpc';
import type { Services } from '../services';

export const SIGNUP_SIGNATURE_REFUSED_MESSAGE =
  'The signature is not this wallet’s signature of this sign-up';
export const NO_REFERRAL_VISIT_MESSAGE = 'No visit through this referral link was recorded for this visitor';

/**
 * A referral section's public counts. No session: the calls are rate limited per client with the
 * other public reads, and each count is of distinct things — a visitor key, a wallet — so calling
 * again counts nothing. A sign-up needs the visit it follows (one per visit), so sign-ups never
 * outnumber visits, and the wallet's signature of it; a wallet counts once per widget, for its first
 * referrer.
 */
export function referralProcedures(services: Services, publicReads: PublicReadsLimit) {
  const { db } = services;
  const contract = base.referrals;

  const recordVisit = contract.recordVisit.use(publicReads).handler(async ({ input }) => {
    await siteOwner(db, input.siteId);
    const rows = await db
      .insert(referralVisits)
      .values({ siteId: input.siteId, referrer: input.referrer.toLowerCase(), visitorKey: input.visitorKey })
      .onConflictDoNothing()
      .returning({ id: referralVisits.id });
    return { recorded: rows.length > 0 };
  });

  const recordSignup = contract.recordSignup.use(publicReads).handler(async ({ input }) => {
    await siteOwner(db, input.siteId);
    // The wallet's own signature: nobody counts a wallet for a referrer that is not theirs.
    await checkWalletSignature({
      address: input.address,
      message: referralSignupMessage(input),
      signature: input.signature,
      signedAt: input.signedAt,
      maxAgeMs: REFERRAL_SIGNATURE_MAX_AGE_MS,
      refused: SIGNUP_SIGNATURE_REFUSED_MESSAGE,
    });
    const referrer = input.referrer.toLowerCase();
    const [visit] = await db
      .select({ id: referralVisits.id })
      .from(referralVisits)
      .where(
        and(
          eq(referralVisits.siteId, input.siteId),
          eq(referralVisits.referrer, referrer),
          eq(referralVisits.visitorKey, input.visitorKey),
        ),
      );
    if (!visit) throw apiError('NOT_FOUND', 'noReferralVisit', NO_REFERRAL_VISIT_MESSAGE);
    const rows = await db
      .insert(referralSignups)
      .values({
        siteId: input.siteId,
        referrer,
        visitorKey: input.visitorKey,
        address: input.address.toLowerCase(),
      })
      .onConflictDoNothing()
      .returning({ id: referralSignups.id });
    return { recorded: rows.length > 0 };
  });

  const stats = contract.stats.use(publicReads).handler(async ({ input }) => {
    await siteOwner(db, input.siteId);
    const referrer = input.address.toLowerCase();
    const [[visits], [signups]] = await Promise.all([
      db
        .select({ value: count() })
        .from(referralVisits)
        .where(and(eq(referralVisits.siteId, input.siteId), eq(referralVisits.referrer, referrer))),
      db
        .select({ value: count() })
        .from(referralSignups)
        .where(and(eq(referralSignups.siteId, input.siteId), eq(referralSignups.referrer, referrer))),
    ]);
    return { visits: visits?.value ?? 0, signups: signups?.value ?? 0 };
  });

  return { recordVisit, recordSignup, stats };
}
