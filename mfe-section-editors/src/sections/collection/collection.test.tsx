import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CollectionSectionConfig } from '@suite/shared/sections';
import { errorBody, pending, renderInSite } from '../../test/render-in-site';
import { lookupAnswer, NFT_ADDRESS, nftAnswer, SITE_COLLECTIONS, siteWidget } from '../../test/nft-test-data';
import { CollectionEditor } from './editor';
import { CollectionRenderer } from './renderer';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(30_000);

const CONFIG: CollectionSectionConfig = {
  chainId: 1,
  contractAddress: NFT_ADDRESS,
  title: 'Test apes',
  description: 'Our first drop',
  imageUrl: 'https://img.example.com/apes.png',
  bannerImageUrl: '',
  layout: 'banner',
  showContractDetails: true,
  showExplorerLink: true,
};
const LOOKUP = `/api/onchain/nft?chainId=1&contractAddress=${NFT_ADDRESS}`;

describe('CollectionRenderer', () => {
  it('shows the collection with what the chain says of it, and its explorer link', async () => {
    const { api } = renderInSite(<CollectionRenderer data={CONFIG} />, {
      'GET /api/onchain/nft': nftAnswer,
    });
    expect(screen.getByRole('heading', { name: 'Test apes' })).toBeInTheDocument();
    expect(screen.getByText('Our first drop')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Test apes' })).toBeInTheDocument();
    expect(screen.getByText('Ethereum')).toBeInTheDocument();
    expect(await screen.findByText('Test NFT · tNFT')).toBeInTheDocument();
    expect(api.calls()).toContain(LOOKUP);
    expect(screen.getByRole('link', { name: /View on explorer/ })).toHaveAttribute(
      'href',
      `https://etherscan.io/token/${NFT_ADDRESS}`,
    );
    expect(screen.getByRole('region', { name: 'Test apes' })).toHaveAttribute('data-layout', 'banner');
  });

  it('shows progress while reading, in the card layout too', async () => {
    renderInSite(<CollectionRenderer data={{ ...CONFIG, layout: 'card' }} />, {
      'GET /api/onchain/nft': () => pending(),
    });
    expect(await screen.findByRole('status', { name: 'Reading on chain' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Test apes' })).toHaveAttribute('data-layout', 'card');
  });

  it('says why the chain could not be read', async () => {
    renderInSite(<CollectionRenderer data={CONFIG} />, {
      'GET /api/onchain/nft': errorBody(400, 'BAD_REQUEST', 'No RPC is configured for chain 1'),
    });
    expect(
      await screen.findByText('Could not read it on chain: No RPC is configured for chain 1'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows a signed-out visitor what the chain says too (the public NFT read)', async () => {
    const { api } = renderInSite(<CollectionRenderer data={CONFIG} />, {
      'GET /api/user/authenticated/account': errorBody(401, 'UNAUTHORIZED'),
      'GET /api/onchain/nft': nftAnswer,
    });
    expect(screen.getByRole('heading', { name: 'Test apes' })).toBeInTheDocument();
    expect(await screen.findByText('Test NFT · tNFT')).toBeInTheDocument();
    expect(api.calls()).toContain(LOOKUP);
  });

  it('hides the details and link when asked, and says what is missing while incomplete', () => {
    const { unmount } = renderInSite(
      <CollectionRenderer data={{ ...CONFIG, showContractDetails: false, showExplorerLink: false }} />,
    );
    expect(screen.queryByText('Ethereum')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View on explorer/ })).not.toBeInTheDocument();
    unmount();
    renderInSite(<CollectionRenderer data={{ ...CONFIG, contractAddress: '0x12' }} />);
    expect(screen.getByText('This section is not configured yet')).toBeInTheDocument();
  });
});

function renderEditor(answers: Parameters<typeof renderInSite>[1] = {}, data?: Record<string, unknown>) {
  const handlers = { onChange: jest.fn(), onSave: jest.fn(), onCancel: jest.fn() };
  const view = renderInSite(<CollectionEditor data={data} {...handlers} />, answers);
  return { ...view, ...handlers, user: userEvent.setup({ delay: null }) };
}

describe('CollectionEditor', () => {
  it('checks the contract address and the title, with Save disabled while invalid', async () => {
    const { user } = renderEditor();
    await user.type(screen.getByLabelText('Contract address'), '0x12');
    await user.type(screen.getByLabelText('Title'), 'x');
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Banner image URL'), 'ftp://x');
    expect(
      await screen.findByText('Must be a valid address (0x followed by 40 hex characters)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Must be a valid URL if provided')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('imports the collection name as the title and saves', async () => {
    const { onSave, user } = renderEditor({ 'GET /api/onchain/asset': lookupAnswer });
    await user.click(screen.getByLabelText('Contract address'));
    await user.paste(NFT_ADDRESS);
    await user.click(screen.getByRole('button', { name: /Import/ }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Test NFT'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      ...CONFIG,
      contractAddress: NFT_ADDRESS,
      title: 'Test NFT',
      description: '',
      imageUrl: '',
    });
  });

  it("fills the form from one of the site's collections", async () => {
    const { onChange, user } = renderEditor({ 'GET /api/widget/by-owner/7': siteWidget(SITE_COLLECTIONS) });
    await user.click(screen.getByRole('tab', { name: 'Your collections' }));
    await user.click(await screen.findByRole('button', { name: /Polygon Apes/ }));
    expect(screen.getByLabelText('Title')).toHaveValue('Polygon Apes');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        chainId: 137,
        contractAddress: '0x1111111111111111111111111111111111111111',
        description: 'Apes on Polygon',
        imageUrl: 'https://img.example.com/apes.png',
        bannerImageUrl: 'https://img.example.com/apes-bg.png',
      }),
    );
  });
});
