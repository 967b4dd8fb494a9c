import * as z from 'zod/v4';
import { SERIAL_ID_MAX } from '../constants/limits';
import { DecimalStringSchema } from './common';
import { coded } from '../i18n/validation';

/** The Web Summit airdrop, the one claim campaign (seed 001 §7: `POST /api/airdrop/websummit`, `GET /campaign/claim/1`). */
export const WEBSUMMIT_CAMPAIGN_ID = 1;
export const ALREADY_CLAIMED_MESSAGE = 'Already claimed';

/** Whether the user claimed the campaign, and the credits (USD) a claim gives: the server's setting. */
export const CampaignClaimSchema = z.object({ claimed: z.boolean(), credits: DecimalStringSchema });
export type CampaignClaim = z.infer<typeof CampaignClaimSchema>;

export const CampaignIdInputSchema = z.object({
  campaignId: z.coerce
    .number(coded('campaignId'))
    .int(coded('campaignId'))
    .min(1, coded('campaignId'))
    .max(SERIAL_ID_MAX, coded('campaignId')),
});
