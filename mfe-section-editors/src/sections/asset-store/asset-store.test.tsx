import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AssetStoreConfig } from '@suite/shared';
import { errorBody, renderInSite } from '../../test/render-in-site';
import { lookupAnswer, NFT_ADDRESS, NFT_IMAGE, nftAnswer } from '../items/nft-test-data';
import { AssetStoreEditor } from './editor';
import { AssetStoreRenderer } from './renderer';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(30_000);

const CONFIG: AssetStoreConfig = {
  title: 'The vault',
  description: '',
  chainId: 1,
  contractAddress: NFT_ADDRESS,
  tokenIds: ['3', '10', '1', '7', '2', '5'],
  sort: 'token-id-desc',
  itemsPerPage: 4,
  showContractDetails: false,
  showExplorerLinks: true,
};

function shownTitles() {
  const list = screen.getByRole('list', { name: 'The vault: NFTs' });
  return [...list.querySelectorAll('.ant-card-meta-title')].map((title) => title.textContent);
}

describe('AssetStoreRenderer', () => {
  it('lists the NFTs in the chosen order and page size, with their images and names', async () => {
    const { user } = {
      ...renderInSite(<AssetStoreRenderer data={CONFIG} />, {
        'GET /api/user/authenticated/account': errorBody(401, 'UNAUTHORIZED'),
        'GET /api/onchain/nft': nftAnswer,
      }),
      user: userEvent.setup({ delay: null }),
    };
    expect(screen.getByRole('heading', { name: 'The vault' })).toBeInTheDocument();
    expect(screen.getByText('6 NFTs on Ethereum')).toBeInTheDocument();
    await waitFor(() => expect(shownTitles()).toEqual(['Ape #10', 'Ape #7', 'Ape #5', 'Ape #3']));
    expect(screen.getByRole('img', { name: 'Ape #10' })).toHaveAttribute('src', NFT_IMAGE);
    const list = screen.getByRole('list', { name: 'The vault: NFTs' });
    expect(within(list).getAllByRole('link', { name: 'View on explorer' })[0]).toHaveAttribute(
      'href',
      `https://etherscan.io/token/${NFT_ADDRESS}?a=10`,
    );
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(shownTitles()).toEqual(['Ape #2', 'Ape #1']));
  });

  it('keeps the listed order, and names tokens by number until the chain answers', () => {
    renderInSite(
      <AssetStoreRenderer data={{ ...CONFIG, sort: 'listed', itemsPerPage: 8, showExplorerLinks: false }} />,
      { 'GET /api/onchain/nft': () => new Promise(() => undefined) },
    );
    expect(shownTitles()).toEqual(['Token #3', 'Token #10', 'Token #1', 'Token #7', 'Token #2', 'Token #5']);
    expect(screen.queryByRole('link', { name: 'View on explorer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: '2' })).not.toBeInTheDocument();
  });

  it('says what is missing while incomplete', () => {
    renderInSite(<AssetStoreRenderer data={{ ...CONFIG, tokenIds: [] }} />);
    expect(screen.getByText('tokenIds: Add at least one token ID')).toBeInTheDocument();
  });
});

function renderEditor(answers: Parameters<typeof renderInSite>[1] = {}, data?: Record<string, unknown>) {
  const handlers = { onChange: jest.fn(), onSave: jest.fn(), onCancel: jest.fn() };
  const view = renderInSite(<AssetStoreEditor data={data} {...handlers} />, answers);
  return { ...view, ...handlers, user: userEvent.setup({ delay: null }) };
}

describe('AssetStoreEditor', () => {
  it('takes token IDs as tags, refusing what is not a whole number', async () => {
    const { onChange, user } = renderEditor({}, CONFIG);
    const tokens = screen.getByLabelText('Token IDs');
    await user.type(tokens, 'abc{Enter}');
    expect(await screen.findByText('Token IDs are whole numbers: abc is not')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    // Each tag has its own remove cross.
    const removeAbc = [...document.querySelectorAll<HTMLElement>('.ant-select-selection-item-remove')].at(-1);
    if (!removeAbc) throw new Error('Expected a remove cross on the last tag');
    await user.click(removeAbc);
    expect(screen.queryByText('Token IDs are whole numbers: abc is not')).not.toBeInTheDocument();
    await user.type(tokens, '11{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(onChange).toHaveBeenLastCalledWith({ ...CONFIG, tokenIds: [...CONFIG.tokenIds, '11'] });
  });

  it('requires a title, and keeps Save disabled until there is a token ID', async () => {
    const { user } = renderEditor();
    await user.type(screen.getByLabelText('Title'), 'x');
    await user.clear(screen.getByLabelText('Title'));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'Vault');
    await user.click(screen.getByLabelText('Contract address'));
    await user.paste(NFT_ADDRESS);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(screen.getByLabelText('Token IDs'), '1{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('imports the collection name as the title, and saves the order and page size', async () => {
    const { onSave, user } = renderEditor({ 'GET /api/onchain/asset': lookupAnswer }, CONFIG);
    await user.click(screen.getByRole('button', { name: /Import/ }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Test NFT'));
    await user.click(screen.getByText('Token ID, lowest first'));
    await user.click(screen.getByText('24'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      ...CONFIG,
      title: 'Test NFT',
      sort: 'token-id-asc',
      itemsPerPage: 24,
    });
  });
});
