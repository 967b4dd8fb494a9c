import { oc } from '@orpc/contract';
import {
  ReferralRecordedSchema,
  ReferralSignupInputSchema,
  ReferralStatsInputSchema,
  ReferralStatsSchema,
  ReferralVisitInputSchema,
} from '../schemas/referral';

const referral = oc.route({ tags: ['Referrals (public)'] });

/**
 * A referral section's counts (no session, rate limited per client): visits and sign-ups through a
 * visitor's `?ref=` link, per widget, each visitor and each wallet counted once.
 */
export const referralsContract = {
  recordVisit: referral
    .route({
      method: 'POST',
      path: '/sites/{siteId}/public/referrals/visits',
      summary: "Count a visit through a referrer's link (once per visitor key)",
    })
    .input(ReferralVisitInputSchema)
    .output(ReferralRecordedSchema),
  recordSignup: referral
    .route({
      method: 'POST',
      path: '/sites/{siteId}/public/referrals/signups',
      summary:
        'Count a wallet connected after a visit through a link, signed by that wallet (EIP-191 referralSignupMessage, at most 5 minutes old; once per wallet and widget; never the referrer itself)',
    })
    .input(ReferralSignupInputSchema)
    .output(ReferralRecordedSchema),
  stats: referral
    .route({
      method: 'GET',
      path: '/sites/{siteId}/public/referrals/{address}',
      summary: "A referrer's counts on the widget: distinct visitors and wallets",
    })
    .input(ReferralStatsInputSchema)
    .output(ReferralStatsSchema),
};
