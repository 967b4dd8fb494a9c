import * as z from 'zod/v4';

/** The Web Summit airdrop, the one claim campaign (seed 001 §7: `POST /api/airdrop/websummit`, `GET /campaign/claim/1`). */
export const WEBSUMMIT_CAMPAIGN_ID = 1;
export const ALREADY_CLAIMED_MESSAGE = 'Already claimed';

export const CampaignClaimSchema = z.object({ claimed: z.boolean() });
export type CampaignClaim = z.infer<typeof CampaignClaimSchema>;

export const CampaignIdInputSchema = z.object({
  campaignId: z.coerce
    .number('Must be a campaign id')
    .int('Must be a campaign id')
    .min(1, 'Must be a campaign id')
    .max(2_147_483_647, 'Must be a campaign id'),
});
