import { WEBSUMMIT_CAMPAIGN_ID } from '@suite/shared/schemas';
import { useApiClient, useApiResource } from '@suite/shared/react';
import { useAccountKey, useRevalidate } from './keys';

/** Whether the signed-in user claimed the Web Summit airdrop (`GET /campaign/claim/1`). */
export function useCampaignClaim() {
  const client = useApiClient();
  return useApiResource(useAccountKey('campaign-claim', WEBSUMMIT_CAMPAIGN_ID), () =>
    client.campaign.claimStatus({ campaignId: WEBSUMMIT_CAMPAIGN_ID }),
  );
}

export function useClaimCampaign() {
  const client = useApiClient();
  const revalidate = useRevalidate();
  return async () => {
    try {
      return await client.campaign.claimWebsummit();
    } finally {
      // Claimed now or already before (409): either way the status changed or is stale.
      await revalidate('campaign-claim');
    }
  };
}
