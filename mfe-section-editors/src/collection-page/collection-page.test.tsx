import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorBody, ok, renderInSite } from '../test/render-in-site';
import { NFT_ADDRESS, NFT_IMAGE, nftAnswer } from '../test/nft-test-data';
import { CollectionPageView } from './collection-page';

jest.setTimeout(30_000);

const VISITOR = { 'GET /api/user/authenticated/account': errorBody(401, 'UNAUTHORIZED') };

describe('CollectionPageView', () => {
  it("shows a visitor the collection's name and its NFTs with their images, and shares its address", async () => {
    const { api } = renderInSite(<CollectionPageView network="local-chain" contractAddress={NFT_ADDRESS} />, {
      ...VISITOR,
      'GET /api/onchain/nft': nftAnswer,
      'GET /api/onchain/nft-tokens': ok({ tokenIds: ['1', '2', '13'], complete: true }),
    });
    expect(await screen.findByRole('heading', { name: 'Test NFT', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('tNFT · Local chain')).toBeInTheDocument();
    const nfts = await screen.findByRole('list', { name: 'NFTs' });
    expect(await within(nfts).findByRole('img', { name: 'Ape #1' })).toHaveAttribute('src', NFT_IMAGE);
    expect(within(nfts).getByText('Ape #2')).toBeInTheDocument();
    // Unreadable metadata: named by the collection and number, with why there is no picture.
    expect(await within(nfts).findByText('No image: The metadata server answered 404')).toBeInTheDocument();
    expect(within(nfts).getByText('Test NFT #13')).toBeInTheDocument();
    expect(api.calls()).toContain(`/api/onchain/nft-tokens?chainId=31337&contractAddress=${NFT_ADDRESS}`);

    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share' });
    expect(within(dialog).getByRole('textbox')).toHaveValue(
      `http://localhost/collection/local-chain/${NFT_ADDRESS}`,
    );
    expect(within(dialog).getAllByRole('link')).toHaveLength(6);
  });

  it('says when the network or address is not one, and why the collection cannot be read', async () => {
    const { unmount } = renderInSite(<CollectionPageView network="moon" contractAddress={NFT_ADDRESS} />);
    expect(screen.getByText('Collection not found')).toBeInTheDocument();
    unmount();
    renderInSite(<CollectionPageView network="ethereum" contractAddress={NFT_ADDRESS} />, {
      ...VISITOR,
      'GET /api/onchain/nft': errorBody(400, 'BAD_REQUEST', 'No RPC is configured for chain 1'),
      'GET /api/onchain/nft-tokens': errorBody(400, 'BAD_REQUEST', 'No RPC is configured for chain 1'),
    });
    expect(await screen.findByText('This collection could not be read')).toBeInTheDocument();
    expect(screen.getByText('No RPC is configured for chain 1')).toBeInTheDocument();
  });

  it('says when nothing is minted yet, and when the NFTs cannot be listed', async () => {
    const { unmount } = renderInSite(<CollectionPageView network="31337" contractAddress={NFT_ADDRESS} />, {
      'GET /api/onchain/nft': nftAnswer,
      'GET /api/onchain/nft-tokens': ok({ tokenIds: [], complete: true }),
    });
    expect(await screen.findByText('No NFT of this collection is minted yet.')).toBeInTheDocument();
    unmount();
    renderInSite(<CollectionPageView network="local-chain" contractAddress={NFT_ADDRESS} />, {
      'GET /api/onchain/nft': nftAnswer,
      'GET /api/onchain/nft-tokens': errorBody(
        502,
        'BAD_GATEWAY',
        'The RPC of chain 31337 could not be read',
      ),
    });
    expect(await screen.findByText('The NFTs of this collection could not be listed')).toBeInTheDocument();
    expect(screen.getByText('The RPC of chain 31337 could not be read')).toBeInTheDocument();
  });
});
