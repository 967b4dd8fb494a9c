import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorBody, ok, renderInSite } from '../test/render-in-site';
import { NFT_ADDRESS, NFT_IMAGE, nftAnswer, SITE_COLLECTIONS } from '../test/nft-test-data';
import { CollectionListView } from './collection-list';
import { CollectionPageView } from './collection-page';

jest.setTimeout(30_000);

const VISITOR = { 'GET /api/user/authenticated/account': errorBody(401, 'UNAUTHORIZED') };

describe('CollectionPageView', () => {
  it("shows a visitor the collection's name and its NFTs with their images, and shares its address", async () => {
    const { api } = renderInSite(
      <CollectionPageView network="local-chain" contractAddress={NFT_ADDRESS} />,
      {
        ...VISITOR,
        'GET /api/onchain/nft': nftAnswer,
        'GET /api/onchain/nft-tokens': ok({ tokenIds: ['1', '2', '13'], complete: true }),
      },
      {},
    );
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
    const { unmount } = renderInSite(
      <CollectionPageView network="moon" contractAddress={NFT_ADDRESS} />,
      {},
      {},
    );
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

  it("shows a site's collection as its owner presents it: name, description, banner, image and metadata link", async () => {
    const user = userEvent.setup({ delay: null });
    const presented = {
      chainId: 31337,
      contractAddress: NFT_ADDRESS,
      name: 'Local Test NFT',
      description: 'Our own apes',
      image: 'https://img.example.com/local.png',
      backgroundImage: 'https://img.example.com/local-bg.png',
      uri: 'https://meta.example.com/c.json',
    };
    renderInSite(<CollectionPageView network="local-chain" contractAddress={NFT_ADDRESS.toLowerCase()} />, {
      ...VISITOR,
      'GET /api/sites/7/public/nft-collections': ok({ items: [SITE_COLLECTIONS[0], presented] }),
      'GET /api/sites/7/public/look': ok({ name: 'Ana’s shop', showPoweredBy: true, signature: null }),
      'GET /api/onchain/nft': nftAnswer,
      'GET /api/onchain/nft-tokens': ok({ tokenIds: ['1'], complete: true }),
    });
    expect(await screen.findByRole('heading', { name: 'Local Test NFT', level: 1 })).toBeInTheDocument();
    // The tab names the collection as the owner does, and the site.
    await waitFor(() => expect(document.title).toBe('Local Test NFT · Ana’s shop'));
    expect(screen.queryByRole('heading', { name: 'Test NFT' })).not.toBeInTheDocument();
    expect(screen.getByText('Our own apes')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Banner of Local Test NFT' })).toHaveStyle({
      background: expect.stringContaining('local-bg.png'),
    });
    expect(screen.getByRole('link', { name: /Metadata/ })).toHaveAttribute(
      'href',
      'https://meta.example.com/c.json',
    );
    // The NFTs keep their own names.
    expect(await screen.findByText('Ape #1')).toBeInTheDocument();
    // Shared from the site, the link keeps the site.
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(within(await screen.findByRole('dialog', { name: 'Share' })).getByRole('textbox')).toHaveValue(
      `http://localhost/collection/local-chain/${NFT_ADDRESS.toLowerCase()}?site=7`,
    );
  });

  it("shows the chain's account of a collection the site does not list, or when the site cannot be read", async () => {
    const { unmount } = renderInSite(
      <CollectionPageView network="local-chain" contractAddress={NFT_ADDRESS} />,
      {
        ...VISITOR,
        'GET /api/sites/7/public/nft-collections': ok({ items: [SITE_COLLECTIONS[0]] }),
        'GET /api/onchain/nft': nftAnswer,
        'GET /api/onchain/nft-tokens': ok({ tokenIds: [], complete: true }),
      },
    );
    expect(await screen.findByRole('heading', { name: 'Test NFT', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Metadata/ })).not.toBeInTheDocument();
    unmount();
    renderInSite(<CollectionPageView network="local-chain" contractAddress={NFT_ADDRESS} />, {
      ...VISITOR,
      'GET /api/sites/7/public/nft-collections': errorBody(404, 'NOT_FOUND', 'Site not found'),
      'GET /api/onchain/nft': nftAnswer,
      'GET /api/onchain/nft-tokens': ok({ tokenIds: [], complete: true }),
    });
    expect(await screen.findByRole('heading', { name: 'Test NFT', level: 1 })).toBeInTheDocument();
  });
});

describe('CollectionListView', () => {
  it("lists a site's collections, each opening its page below the list's site", async () => {
    window.history.pushState({}, '', '/admin/preview/7/main/collections');
    renderInSite(<CollectionListView siteId="7" />, {
      ...VISITOR,
      'GET /api/sites/7/public/nft-collections': ok({ items: SITE_COLLECTIONS }),
    });
    const list = await screen.findByRole('list', { name: 'Collections' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Polygon Apes' })).toHaveAttribute(
      'href',
      '/admin/preview/7/main/collection/polygon/0x1111111111111111111111111111111111111111',
    );
    expect(within(list).getByText('Apes on Polygon')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Local Test NFT' })).toHaveAttribute(
      'href',
      `/admin/preview/7/main/collection/local-chain/${NFT_ADDRESS}`,
    );
    window.history.pushState({}, '', '/');
  });

  it('says when the site shows no collection, and when its collections cannot be read', async () => {
    const { unmount } = renderInSite(<CollectionListView siteId="7" />, {
      'GET /api/sites/7/public/nft-collections': ok({ items: [] }),
    });
    expect(await screen.findByText('This site shows no collection yet.')).toBeInTheDocument();
    unmount();
    renderInSite(<CollectionListView siteId="7" />, {
      'GET /api/sites/7/public/nft-collections': errorBody(404, 'NOT_FOUND', 'Site not found'),
    });
    expect(await screen.findByText('The collections of this site could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Site not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
