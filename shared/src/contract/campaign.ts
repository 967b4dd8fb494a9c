import { oc } from '@orpc/contract';
import { CampaignClaimSchema, CampaignIdInputSchema } from '../schemas/campaign';

const campaign = oc.route({ tags: ['Campaigns'] });

export const campaignContract = {
  claimWebsummit: campaign
    .route({
      method: 'POST',
      path: '/airdrop/websummit',
      summary:
        "Claim the Web Summit airdrop (campaign 1) for the signed-in user: its credits are added to the user's account once; 409 when already claimed (by this account, or for its wallet by another), 403 when the server has the campaign's list and none of the user's wallets is on it",
    })
    .output(CampaignClaimSchema),
  claimStatus: campaign
    .route({
      method: 'GET',
      path: '/campaign/claim/{campaignId}',
      summary:
        'Whether the signed-in user has claimed the campaign, the credits (USD) a claim gives, and whether the user may claim it',
    })
    .input(CampaignIdInputSchema)
    .output(CampaignClaimSchema),
};
