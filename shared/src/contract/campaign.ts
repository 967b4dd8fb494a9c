import { oc } from '@orpc/contract';
import { CampaignClaimSchema, CampaignIdInputSchema } from '../schemas/campaign';

const campaign = oc.route({ tags: ['Campaigns'] });

export const campaignContract = {
  claimWebsummit: campaign
    .route({
      method: 'POST',
      path: '/airdrop/websummit',
      summary:
        "Claim the Web Summit airdrop (campaign 1) for the signed-in user: its credits are added to the user's account once; 409 when already claimed",
    })
    .output(CampaignClaimSchema),
  claimStatus: campaign
    .route({
      method: 'GET',
      path: '/campaign/claim/{campaignId}',
      summary: 'Whether the signed-in user has claimed the campaign, and the credits (USD) a claim gives',
    })
    .input(CampaignIdInputSchema)
    .output(CampaignClaimSchema),
};
