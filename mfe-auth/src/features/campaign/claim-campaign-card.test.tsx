import { fireEvent, screen } from '@testing-library/react';
import { errorBody, renderAccount } from '../../test/render';
import { ClaimCampaignCard } from './claim-campaign-card';

describe('ClaimCampaignCard', () => {
  it('claims once, then shows it claimed', async () => {
    let claimed = false;
    const { api } = renderAccount(<ClaimCampaignCard />, {
      'GET /api/campaign/claim/1': () => ({ status: 200, body: { claimed } }),
      'POST /api/airdrop/websummit': () => {
        claimed = true;
        return { status: 200, body: { claimed: true } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findAllByText('Claimed')).not.toHaveLength(0);
    expect(api.calls.filter((call) => call === 'GET /api/campaign/claim/1').length).toBeGreaterThanOrEqual(2);
  });

  it("says 'Already claimed' when the claim answers 409", async () => {
    renderAccount(<ClaimCampaignCard />, {
      'GET /api/campaign/claim/1': { status: 200, body: { claimed: true } },
      'POST /api/airdrop/websummit': errorBody(409, 'CONFLICT', 'Already claimed'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Already claimed')).toBeInTheDocument();
  });
});
