import * as z from 'zod/v4';
import { SERIAL_ID_MAX } from '../constants/limits';
import { DecimalStringSchema } from './common';
import { coded } from '../i18n/validation';

/** The Web Summit airdrop, the one claim campaign (seed 001 §7: `POST /api/airdrop/websummit`, `GET /campaign/claim/1`). */
export const WEBSUMMIT_CAMPAIGN_ID = 1;
export const ALREADY_CLAIMED_MESSAGE = 'Already claimed';
export const NOT_ON_CAMPAIGN_LIST_MESSAGE = "None of this account's wallets is on the Web Summit list";

/** Why an account that has not claimed the campaign cannot: none of its wallets is on the campaign's list, or each claimed it in another account. */
export const CAMPAIGN_REFUSALS = ['notOnList', 'walletClaimed'] as const;
export type CampaignRefusal = (typeof CAMPAIGN_REFUSALS)[number];

/**
 * Whether the user claimed the campaign, the credits (USD) a claim gives (the server's setting), and why
 * the user cannot claim it (`refusal`, null when the user can or did): one claim per account and per wallet,
 * and on a server with the campaign's list of wallets only an account holding one of them may claim.
 */
export const CampaignClaimSchema = z.object({
  claimed: z.boolean(),
  credits: DecimalStringSchema,
  refusal: z.enum(CAMPAIGN_REFUSALS).nullable(),
});
export type CampaignClaim = z.infer<typeof CampaignClaimSchema>;

export const CampaignIdInputSchema = z.object({
  campaignId: z.coerce
    .number(coded('campaignId'))
    .int(coded('campaignId'))
    .min(1, coded('campaignId'))
    .max(SERIAL_ID_MAX, coded('campaignId')),
});
