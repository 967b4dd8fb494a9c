import { fireEvent, screen } from '@testing-library/react';
import { EMPTY_PROFILE, errorBody, renderAccount } from '../../test/render';
import { NftProfileCard } from './nft-profile-card';

const NFT_ADDRESS = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707';

function fillNft(tokenId = '1') {
  fireEvent.change(screen.getByLabelText('Contract address'), { target: { value: NFT_ADDRESS } });
  fireEvent.change(screen.getByLabelText('Token id'), { target: { value: tokenId } });
  fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
}

describe('NftProfileCard', () => {
  it("says 'Missing required parameters to validate NFT' without asking the API", async () => {
    const { api } = renderAccount(<NftProfileCard profile={EMPTY_PROFILE} />);
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Missing required parameters to validate NFT')).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /api/user/validate-nft-ownership');
  });

  it("says 'You are not the owner of this NFT' when success is false", async () => {
    renderAccount(<NftProfileCard profile={EMPTY_PROFILE} />, {
      'POST /api/user/validate-nft-ownership': { status: 200, body: { success: false } },
    });
    fillNft();
    expect(await screen.findByText('You are not the owner of this NFT')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use as profile picture' })).toBeDisabled();
  });

  it("prefers the server's message", async () => {
    renderAccount(<NftProfileCard profile={EMPTY_PROFILE} />, {
      'POST /api/user/validate-nft-ownership': {
        status: 200,
        body: { success: false, message: 'This NFT does not exist on chain 31337' },
      },
    });
    fillNft();
    expect(await screen.findByText('This NFT does not exist on chain 31337')).toBeInTheDocument();
  });

  it("says 'Could not authenticate to validate NFT' on a 401", async () => {
    renderAccount(<NftProfileCard profile={EMPTY_PROFILE} />, {
      'POST /api/user/validate-nft-ownership': errorBody(401, 'UNAUTHORIZED', 'Not signed in'),
    });
    fillNft();
    expect(await screen.findByText('Could not authenticate to validate NFT')).toBeInTheDocument();
  });

  it("falls back to 'Unknown error validating NFT'", async () => {
    renderAccount(<NftProfileCard profile={EMPTY_PROFILE} />, {
      'POST /api/user/validate-nft-ownership': errorBody(500, 'INTERNAL_SERVER_ERROR'),
    });
    fillNft();
    expect(await screen.findByText('Unknown error validating NFT')).toBeInTheDocument();
  });

  it('uses an NFT the user owns as profile picture', async () => {
    const { api } = renderAccount(<NftProfileCard profile={EMPTY_PROFILE} />, {
      'POST /api/user/validate-nft-ownership': { status: 200, body: { success: true } },
      'POST /api/user/set-nft-profile': {
        status: 200,
        body: { ...EMPTY_PROFILE, nftProfile: { nftChainId: 31337, nftAddress: NFT_ADDRESS, nftId: '7' } },
      },
    });
    fillNft('7');
    const use = screen.getByRole('button', { name: 'Use as profile picture' });
    expect(
      await screen.findByText('You own this NFT: you can use it as your profile picture.'),
    ).toBeInTheDocument();
    fireEvent.click(use);
    expect(await screen.findByText('Profile picture updated')).toBeInTheDocument();
    expect(api.calls).toContain('POST /api/user/set-nft-profile');
  });
});
