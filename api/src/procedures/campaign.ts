import { ALREADY_CLAIMED_MESSAGE, WEBSUMMIT_CAMPAIGN_ID } from '@suite/shared/schemas';
import { and, eq } from 'drizzle-orm';
import { campaignClaims } from '../db/schema';
import { addCredits } from '../domain/credits-ledger';
import { apiError, notFound } from '../errors';
import { base, requireSession } from '../orpc';
import type { Services } from '../services';

/** The line of the credits history a claim writes. */
const WEBSUMMIT_AIRDROP_REASON = 'Web Summit airdrop';

/** The campaigns that exist; any other id answers 404. */
const CAMPAIGN_IDS: ReadonlySet<number> = new Set([WEBSUMMIT_CAMPAIGN_ID]);

export function campaignProcedures(services: Services) {
  const { db } = services;
  const signedIn = requireSession(services);

  const credits = services.config.websummitAirdropCredits;

  // The airdrop is credits: the claim and its line in the credits history are one transaction.
  const claimWebsummit = base.campaign.claimWebsummit.use(signedIn).handler(async ({ context }) => {
    const { userId } = context.session;
    await db.transaction(async (tx) => {
      // The primary key (campaign, user) decides: of two concurrent claims exactly one inserts.
      const inserted = await tx
        .insert(campaignClaims)
        .values({ campaignId: WEBSUMMIT_CAMPAIGN_ID, userId })
        .onConflictDoNothing()
        .returning({ campaignId: campaignClaims.campaignId });
      if (inserted.length === 0) throw apiError('CONFLICT', 'alreadyClaimed', ALREADY_CLAIMED_MESSAGE);
      await addCredits(tx, userId, credits, 'grant', WEBSUMMIT_AIRDROP_REASON, { grant: 'webSummit' });
    });
    return { claimed: true, credits };
  });

  const claimStatus = base.campaign.claimStatus.use(signedIn).handler(async ({ input, context }) => {
    if (!CAMPAIGN_IDS.has(input.campaignId)) throw notFound('campaign');
    const [row] = await db
      .select({ campaignId: campaignClaims.campaignId })
      .from(campaignClaims)
      .where(
        and(
          eq(campaignClaims.campaignId, input.campaignId),
          eq(campaignClaims.userId, context.session.userId),
        ),
      )
      .limit(1);
    return { claimed: row !== undefined, credits };
  });

  return { claimWebsummit, claimStatus };
}
