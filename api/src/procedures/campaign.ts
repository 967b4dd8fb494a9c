import {
  type CampaignRefusal,
  ALREADY_CLAIMED_MESSAGE,
  NOT_ON_CAMPAIGN_LIST_MESSAGE,
  WEBSUMMIT_CAMPAIGN_ID,
} from '@suite/shared/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { campaignClaims } from '../db/schema';
import { addCredits } from '../domain/credits-ledger';
import { apiError, notFound } from '../errors';
import { base, requireSession } from '../orpc';
import type { Services } from '../services';
import { walletsOf } from '../users';

/** The line of the credits history a claim writes. */
const WEBSUMMIT_AIRDROP_REASON = 'Web Summit airdrop';

/** The campaigns that exist; any other id answers 404. */
const CAMPAIGN_IDS: ReadonlySet<number> = new Set([WEBSUMMIT_CAMPAIGN_ID]);

export function campaignProcedures(services: Services) {
  const { db } = services;
  const signedIn = requireSession(services);

  const credits = services.config.websummitAirdropCredits;
  const list = services.config.websummitAirdropList;

  /**
   * The wallets a claim may be made for, lower-case, in the order they were linked: the user's wallets,
   * on a server with the campaign's list only those on it.
   */
  async function claimableWallets(userId: string): Promise<string[]> {
    return (await walletsOf(db, userId)).filter((address) => list?.has(address) ?? true);
  }

  /** Why the user, who has not claimed the campaign, cannot: null when a claim would go through. */
  async function refusal(userId: string): Promise<CampaignRefusal | null> {
    const wallets = await claimableWallets(userId);
    if (wallets.length === 0) return 'notOnList';
    const taken = await db
      .select({ address: campaignClaims.address })
      .from(campaignClaims)
      .where(
        and(eq(campaignClaims.campaignId, WEBSUMMIT_CAMPAIGN_ID), inArray(campaignClaims.address, wallets)),
      );
    return taken.length === wallets.length ? 'walletClaimed' : null;
  }

  // The airdrop is credits: the claim and its line in the credits history are one transaction. One claim per
  // account and one per wallet: a listed wallet moved to another account claims nothing more there.
  const claimWebsummit = base.campaign.claimWebsummit.use(signedIn).handler(async ({ context }) => {
    const { session } = context;
    const wallets = await claimableWallets(session.userId);
    if (wallets.length === 0) throw apiError('FORBIDDEN', 'notOnCampaignList', NOT_ON_CAMPAIGN_LIST_MESSAGE);
    await db.transaction(async (tx) => {
      for (const address of wallets) {
        // The primary key (campaign, user) and the wallet's unique index decide: of two concurrent
        // claims exactly one inserts.
        const inserted = await tx
          .insert(campaignClaims)
          .values({ campaignId: WEBSUMMIT_CAMPAIGN_ID, userId: session.userId, address })
          .onConflictDoNothing()
          .returning({ campaignId: campaignClaims.campaignId });
        if (inserted.length > 0) {
          await addCredits(tx, session.userId, credits, 'grant', WEBSUMMIT_AIRDROP_REASON, {
            grant: 'webSummit',
          });
          return;
        }
      }
      throw apiError('CONFLICT', 'alreadyClaimed', ALREADY_CLAIMED_MESSAGE);
    });
    return { claimed: true, credits, refusal: null };
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
    return {
      claimed: row !== undefined,
      credits,
      refusal: row ? null : await refusal(context.session.userId),
    };
  });

  return { claimWebsummit, claimStatus };
}
