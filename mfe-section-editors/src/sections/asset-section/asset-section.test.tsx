import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AssetSectionConfig } from '@suite/shared/sections';
import { errorBody, renderInSite } from '../../test/render-in-site';
import {
  lookupAnswer,
  NFT_ADDRESS,
  NFT_IMAGE,
  nftAnswer,
  SITE_COLLECTIONS,
  siteWidget,
} from '../../test/nft-test-data';
import { AssetSectionEditor } from './editor';
import { AssetSectionRenderer } from './renderer';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(30_000);

const CONFIG: AssetSectionConfig = {
  chainId: 31337,
  contractAddress: NFT_ADDRESS,
  tokenId: '7',
  title: 'Lucky seven',
  description: '',
  imageUrl: '',
  layout: 'vertical',
  showContractDetails: true,
  showMetadataLink: true,
  showExplorerLink: true,
};

describe('AssetSectionRenderer', () => {
  it('shows a signed-out visitor the NFT: its image, name, traits and metadata address', async () => {
    const { api } = renderInSite(<AssetSectionRenderer data={CONFIG} />, {
      'GET /api/user/authenticated/account': errorBody(401, 'UNAUTHORIZED'),
      'GET /api/onchain/nft': nftAnswer,
    });
    expect(screen.getByRole('heading', { name: 'Lucky seven' })).toBeInTheDocument();
    expect(screen.getByText('Local chain')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading NFT #7' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Ape #7' })).toHaveAttribute('src', NFT_IMAGE);
    expect(screen.getByText('Ape #7 · tNFT')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Attributes' })).toHaveTextContent('Eyes: Laser');
    expect(api.calls()).toContain(`/api/onchain/nft?chainId=31337&contractAddress=${NFT_ADDRESS}&tokenId=7`);
    // Share: the shared dialog, with the NFT on its collection's public page.
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Share' }));
    const share = await screen.findByRole('dialog', { name: 'Share' });
    expect(within(share).getByRole('textbox')).toHaveValue(
      // Shared from a site: the page shows the collection as the site presents it.
      `http://localhost/collection/local-chain/${NFT_ADDRESS}?site=7#token-7`,
    );
    await userEvent.setup({ delay: null }).click(within(share).getByRole('button', { name: /Close/ }));
    expect(screen.getByRole('link', { name: 'https://meta.example.com/7.json' })).toHaveAttribute(
      'href',
      'https://meta.example.com/7.json',
    );
    // The local chain has no explorer: no link to one.
    expect(screen.queryByRole('link', { name: /View on explorer/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Lucky seven' })).toHaveAttribute('data-layout', 'vertical');
  });

  it("shows the owner's picture, and the explorer link where the chain has one", () => {
    renderInSite(
      <AssetSectionRenderer
        data={{
          ...CONFIG,
          chainId: 1,
          imageUrl: 'https://img.example.com/7.png',
          showContractDetails: false,
          showMetadataLink: false,
        }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Lucky seven' })).toHaveAttribute(
      'src',
      'https://img.example.com/7.png',
    );
    expect(screen.getByRole('link', { name: /View on explorer/ })).toHaveAttribute(
      'href',
      `https://etherscan.io/token/${NFT_ADDRESS}?a=7`,
    );
    expect(screen.queryByText('Contract')).not.toBeInTheDocument();
  });

  it('says what is missing while incomplete', () => {
    renderInSite(<AssetSectionRenderer data={{ ...CONFIG, tokenId: '' }} />);
    expect(screen.getByText('This section is not configured yet')).toBeInTheDocument();
    // In the editor's words ("Token ID"), not the key's ("Token id").
    expect(screen.getByText('Token ID: Token ID is required')).toBeInTheDocument();
  });
});

function renderEditor(
  answers: Parameters<typeof renderInSite>[1] = {},
  data?: Record<string, unknown>,
  mode?: 'add' | 'edit',
) {
  const handlers = { onChange: jest.fn(), onSave: jest.fn(), onCancel: jest.fn() };
  const view = renderInSite(<AssetSectionEditor data={data} mode={mode} {...handlers} />, answers);
  return { ...view, ...handlers, user: userEvent.setup({ delay: null }) };
}

describe('AssetSectionEditor', () => {
  it('requires a whole-number token ID and a title', async () => {
    const { user } = renderEditor();
    await user.type(screen.getByLabelText('Token ID'), 'abc');
    await user.type(screen.getByLabelText('Title'), 'x');
    await user.clear(screen.getByLabelText('Title'));
    expect(await screen.findByText('Must be a token id (a whole number)')).toBeInTheDocument();
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('imports the NFT name as the title, and saves', async () => {
    const { onSave, user } = renderEditor({ 'GET /api/onchain/asset': lookupAnswer }, CONFIG);
    await user.clear(screen.getByLabelText('Token ID'));
    await user.type(screen.getByLabelText('Token ID'), '8');
    await user.click(screen.getByRole('button', { name: /Import/ }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Test NFT #8'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ ...CONFIG, tokenId: '8', title: 'Test NFT #8' });
  });

  it("takes the chain and contract from one of the site's collections, testnets included", async () => {
    const { onChange, user } = renderEditor({ 'GET /api/widget/by-owner/7': siteWidget(SITE_COLLECTIONS) });
    await user.click(screen.getByRole('tab', { name: 'Your collections' }));
    await user.click(await screen.findByRole('button', { name: /Local Test NFT/ }));
    expect(await screen.findByLabelText('Token ID')).toBeVisible();
    expect(screen.getByLabelText('Contract address')).toHaveValue(NFT_ADDRESS);
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ chainId: 31337, contractAddress: NFT_ADDRESS }),
    );
  });

  // A section saved before the token ID took digits only: what its owner saved, not the defaults.
  describe('on a section saved under older rules', () => {
    const SAVED_BEFORE = { ...CONFIG, tokenId: 'abc', description: 'From the first drop' };

    it('opens on what was saved, with the token ID message at once, and Save held', async () => {
      const { onSave, user } = renderEditor({}, SAVED_BEFORE, 'edit');
      expect(screen.getByLabelText('Title')).toHaveValue('Lucky seven');
      expect(screen.getByLabelText('Description')).toHaveValue('From the first drop');
      expect(screen.getByLabelText('Token ID')).toHaveValue('abc');
      expect(await screen.findByText('Must be a token id (a whole number)')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(onSave).not.toHaveBeenCalled();
    });

    it('saves the owner’s config once the token ID is fixed, not the defaults', async () => {
      const { onSave, user } = renderEditor({}, SAVED_BEFORE, 'edit');
      await user.clear(screen.getByLabelText('Token ID'));
      await user.type(screen.getByLabelText('Token ID'), '7');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
      expect(screen.queryByText('Must be a token id (a whole number)')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(onSave).toHaveBeenCalledWith({ ...SAVED_BEFORE, tokenId: '7' });
    });

    it('keeps a new section quiet until its owner types', async () => {
      renderEditor({}, undefined, 'add');
      // Whatever the form checks as it opens has settled.
      await act(async () => undefined);
      expect(screen.queryByText('Token ID is required')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
  });
});
