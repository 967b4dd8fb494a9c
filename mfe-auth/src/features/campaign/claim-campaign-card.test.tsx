import { fireEvent, screen } from '@testing-library/react';
import { errorBody, renderAccount } from '../../test/render';
import { ClaimCampaignCard } from './claim-campaign-card';

describe('ClaimCampaignCard', () => {
  it('offers the credits once, claims them, then says they were added instead of offering them again', async () => {
    let claimed = false;
    const { api } = renderAccount(<ClaimCampaignCard />, {
      'GET /api/campaign/claim/1': () => ({ status: 200, body: { claimed, credits: '5', refusal: null } }),
      'POST /api/airdrop/websummit': () => {
        claimed = true;
        return { status: 200, body: { claimed: true, credits: '5', refusal: null } };
      },
    });
    expect(
      await screen.findByText(
        "Claim 5 USD of credits once for your account. Credits pay for your store's orders and premium features.",
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Claim 5 USD of credits' }));
    expect(await screen.findByText('5 USD of credits added to your account')).toBeInTheDocument();
    expect(
      await screen.findByText('You claimed the airdrop: 5 USD of credits were added to your account.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Claimed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Claim/ })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call === 'GET /api/campaign/claim/1').length).toBeGreaterThanOrEqual(2);
  });

  it("says 'Already claimed' when the claim answers 409 (claimed elsewhere), then shows it claimed", async () => {
    let claimed = false;
    renderAccount(<ClaimCampaignCard />, {
      'GET /api/campaign/claim/1': () => ({ status: 200, body: { claimed, credits: '5', refusal: null } }),
      'POST /api/airdrop/websummit': () => {
        claimed = true;
        return errorBody(409, 'CONFLICT', 'Already claimed');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim 5 USD of credits' }));
    expect(await screen.findByText('Already claimed')).toBeInTheDocument();
    expect(await screen.findByText('Claimed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Claim/ })).not.toBeInTheDocument();
  });

  it.each([
    [
      'notOnList',
      "None of this account's wallets is on the Web Summit list. Link one that is, under Linked wallets, to claim the airdrop.",
    ],
    ['walletClaimed', 'Your wallets on the Web Summit list already claimed the airdrop in another account.'],
  ])('says why an account that cannot claim it cannot (%s), with nothing to click', async (refusal, text) => {
    const { api } = renderAccount(<ClaimCampaignCard />, {
      'GET /api/campaign/claim/1': () => ({ status: 200, body: { claimed: false, credits: '5', refusal } }),
    });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Claim/ })).not.toBeInTheDocument();
    expect(api.calls).not.toContain('POST /api/airdrop/websummit');
  });
});
