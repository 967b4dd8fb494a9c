import { act, fireEvent, screen } from '@testing-library/react';
import { setLanguage } from '@suite/shared/react';
import { EMPTY_PROFILE, errorBody, renderAccount } from '../../test/render';
import { SignOutCard } from '../wallets/sign-out-card';
import { NftProfileCard } from './nft-profile-card';
import { signOutAsksThenStays, signOutWithoutQuestion } from '../../test/sign-out-question';

const NFT_ADDRESS = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707';

/** The chains this API reads NFTs on: the local chain only, as the suite runs here. */
const READABLE = { 'GET /api/onchain/chains': { status: 200, body: { chainIds: [31337] } } };

type Answers = Parameters<typeof renderAccount>[1];

function renderCard(answers: Answers = {}) {
  return renderAccount(<NftProfileCard profile={EMPTY_PROFILE} />, { ...READABLE, ...answers });
}

async function fillNft(tokenId = '1') {
  // The chain starts on the first one the server can read.
  expect(await screen.findByText('Local chain (testnet)')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Contract address'), { target: { value: NFT_ADDRESS } });
  fireEvent.change(screen.getByLabelText('Token id'), { target: { value: tokenId } });
  fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
}

describe('NftProfileCard', () => {
  it("says 'Missing required parameters to validate NFT' without asking the API", async () => {
    const { api } = renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Validate' }));
    expect(await screen.findByText('Missing required parameters to validate NFT')).toBeInTheDocument();
    expect(api.calls).not.toContain('POST /api/user/validate-nft-ownership');
  });

  it("says 'You are not the owner of this NFT' when success is false", async () => {
    renderCard({
      'POST /api/user/validate-nft-ownership': { status: 200, body: { success: false } },
    });
    await fillNft();
    expect(await screen.findByText('You are not the owner of this NFT')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use as profile picture' })).toBeDisabled();
  });

  it("prefers the server's message", async () => {
    renderCard({
      'POST /api/user/validate-nft-ownership': {
        status: 200,
        body: { success: false, message: 'This NFT does not exist on chain 31337' },
      },
    });
    await fillNft();
    expect(await screen.findByText('This NFT does not exist on chain 31337')).toBeInTheDocument();
  });

  it("says 'Could not authenticate to validate NFT' on a 401", async () => {
    renderCard({
      'POST /api/user/validate-nft-ownership': errorBody(401, 'UNAUTHORIZED', 'Not signed in'),
    });
    await fillNft();
    expect(await screen.findByText('Could not authenticate to validate NFT')).toBeInTheDocument();
  });

  it("falls back to 'Unknown error validating NFT'", async () => {
    renderCard({
      'POST /api/user/validate-nft-ownership': errorBody(500, 'INTERNAL_SERVER_ERROR'),
    });
    await fillNft();
    expect(await screen.findByText('Unknown error validating NFT')).toBeInTheDocument();
  });

  it('uses an NFT the user owns as profile picture', async () => {
    const { api } = renderCard({
      'POST /api/user/validate-nft-ownership': { status: 200, body: { success: true } },
      'POST /api/user/set-nft-profile': {
        status: 200,
        body: { ...EMPTY_PROFILE, nftProfile: { nftChainId: 31337, nftAddress: NFT_ADDRESS, nftId: '7' } },
      },
    });
    await fillNft('7');
    const use = screen.getByRole('button', { name: 'Use as profile picture' });
    expect(
      await screen.findByText('You own this NFT: you can use it as your profile picture.'),
    ).toBeInTheDocument();
    fireEvent.click(use);
    expect(await screen.findByText('Profile picture updated')).toBeInTheDocument();
    expect(api.calls).toContain('POST /api/user/set-nft-profile');
  });

  it('offers only the chains the server reads NFTs on, and says why another is not', async () => {
    renderAccount(
      <NftProfileCard
        profile={{ ...EMPTY_PROFILE, nftProfile: { nftChainId: 1, nftAddress: NFT_ADDRESS, nftId: '3' } }}
      />,
      READABLE,
    );
    expect(
      await screen.findByText(
        'No RPC is configured for Ethereum on this server (RPC_URLS): its NFTs cannot be imported or shown',
      ),
    ).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Chain' }));
    expect(await screen.findByTitle('Polygon — no RPC configured')).toHaveAttribute('aria-disabled', 'true');
  });

  it("words the server's reason in the page's language", async () => {
    try {
      await act(() => setLanguage('es'));
      renderCard({
        'POST /api/user/validate-nft-ownership': {
          status: 200,
          body: {
            success: false,
            message: 'This NFT does not exist on chain 31337',
            reason: 'nftMissing',
            values: { chainId: 31337 },
          },
        },
      });
      fireEvent.change(await screen.findByLabelText('Dirección del contrato'), {
        target: { value: NFT_ADDRESS },
      });
      fireEvent.change(screen.getByLabelText('ID del token'), { target: { value: '9' } });
      expect(await screen.findByText('Cadena local (red de prueba)')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Validar' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Este NFT no existe en la cadena 31337');
    } finally {
      await act(() => setLanguage('en'));
      window.localStorage.clear();
    }
  });

  it('removes the picture', async () => {
    const { api } = renderAccount(
      <NftProfileCard
        profile={{ ...EMPTY_PROFILE, nftProfile: { nftChainId: 31337, nftAddress: NFT_ADDRESS, nftId: '3' } }}
      />,
      {
        ...READABLE,
        'POST /api/user/clear-nft-profile': { status: 200, body: EMPTY_PROFILE },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(await screen.findByText('Profile picture removed')).toBeInTheDocument();
    expect(api.calls).toContain('POST /api/user/clear-nft-profile');
  });
});

describe('NftProfileCard’s unsaved changes', () => {
  const LOGOUT = { 'POST /api/user/logout': { status: 200, body: { ok: true } } };

  function renderWithSignOut(answers: Answers = {}) {
    return renderAccount(
      <>
        <NftProfileCard profile={EMPTY_PROFILE} />
        <SignOutCard />
      </>,
      { ...READABLE, ...LOGOUT, ...answers },
    );
  }

  it('are none while only the chain the card starts on is chosen: Sign out asks nothing', async () => {
    const { api } = renderWithSignOut();
    expect(await screen.findByText('Local chain (testnet)')).toBeInTheDocument();
    // A contract typed and taken back leaves nothing to lose.
    const contract = screen.getByLabelText('Contract address');
    fireEvent.change(contract, { target: { value: NFT_ADDRESS } });
    fireEvent.change(contract, { target: { value: '' } });
    await signOutWithoutQuestion(api.calls);
  });

  it('make Sign out ask Leave without saving while an NFT is picked, until it is the picture', async () => {
    const { api } = renderWithSignOut({
      'POST /api/user/validate-nft-ownership': { status: 200, body: { success: true } },
      'POST /api/user/set-nft-profile': {
        status: 200,
        body: { ...EMPTY_PROFILE, nftProfile: { nftChainId: 31337, nftAddress: NFT_ADDRESS, nftId: '7' } },
      },
    });
    await fillNft('7');
    await signOutAsksThenStays(api.calls);

    await screen.findByText('You own this NFT: you can use it as your profile picture.');
    fireEvent.click(screen.getByRole('button', { name: 'Use as profile picture' }));
    expect(await screen.findByText('Profile picture updated')).toBeInTheDocument();
    await signOutWithoutQuestion(api.calls);
  });
});
