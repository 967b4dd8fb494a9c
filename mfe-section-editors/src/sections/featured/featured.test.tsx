import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageItem } from '@suite/shared/sections';
import { errorBody, renderInSite } from '../../test/render-in-site';
import { NFT_IMAGE, nftAnswer } from '../../test/nft-test-data';
import { FeaturedEditor } from './editor';
import { FeaturedRenderer } from './renderer';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(30_000);

const ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const ASSET: PageItem = {
  type: 'asset',
  chainId: 1,
  contractAddress: ADDRESS,
  tokenId: '7',
  title: 'Lucky seven',
};
const COLLECTION: PageItem = {
  type: 'collection',
  chainId: 137,
  contractAddress: ADDRESS,
  title: 'Polygon Apes',
  subtitle: 'Apes on Polygon',
  backgroundImageUrl: 'https://img.example.com/apes.png',
  featured: true,
  variant: 'default',
};
const SAVED = { title: 'Hot right now', items: [ASSET, COLLECTION] };

describe('FeaturedRenderer', () => {
  it('shows a visitor a row of the items: the NFT with its image and name, each with its explorer link', async () => {
    renderInSite(<FeaturedRenderer data={SAVED} />, {
      'GET /api/user/authenticated/account': errorBody(401, 'UNAUTHORIZED'),
      'GET /api/onchain/nft': nftAnswer,
    });
    expect(screen.getByRole('heading', { name: 'Hot right now' })).toBeInTheDocument();
    const row = screen.getByRole('list', { name: 'Hot right now: featured items' });
    // Each card's actions are a list of their own: count the row's own entries.
    const [first, second, ...rest] = [...row.querySelectorAll<HTMLElement>(':scope > [role="listitem"]')];
    if (!first || !second) throw new Error('Expected two featured items');
    expect(rest).toHaveLength(0);
    expect(within(first).getByText('Lucky seven')).toBeInTheDocument();
    expect(await within(first).findByText('Ape #7 · Ethereum')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Ape #7' })).toHaveAttribute('src', NFT_IMAGE);
    expect(within(first).getByRole('link', { name: 'Lucky seven on the explorer' })).toHaveAttribute(
      'href',
      `https://etherscan.io/token/${ADDRESS}?a=7`,
    );
    expect(within(second).getByText('Apes on Polygon · Polygon')).toBeInTheDocument();
    expect(within(second).getByText('Featured')).toBeInTheDocument();
  });

  it('says when nothing is featured yet, and what is missing while incomplete', () => {
    const { unmount } = render(<FeaturedRenderer data={{ title: 'Hot', items: [] }} />);
    expect(screen.getByText('No NFTs or collections are featured yet.')).toBeInTheDocument();
    unmount();
    render(<FeaturedRenderer data={{ title: '', items: [] }} />);
    expect(screen.getByText('This section is not configured yet')).toBeInTheDocument();
  });
});

function renderEditor(data?: Record<string, unknown>) {
  const onChange = jest.fn();
  const onSave = jest.fn();
  render(<FeaturedEditor data={data} onChange={onChange} onSave={onSave} onCancel={jest.fn()} />);
  return { onChange, onSave, user: userEvent.setup({ delay: null }) };
}

describe('FeaturedEditor', () => {
  it('requires a title and keeps Save disabled while invalid', async () => {
    const { user } = renderEditor();
    await user.type(screen.getByLabelText('Title'), 'x');
    await user.clear(screen.getByLabelText('Title'));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('lists the items with their order buttons, reports changes and saves', async () => {
    const { onChange, onSave, user } = renderEditor(SAVED);
    const first = within(screen.getByRole('listitem', { name: 'Lucky seven · token #7' }));
    expect(first.getByRole('button', { name: 'Up' })).toBeDisabled();
    await user.click(first.getByRole('button', { name: 'Down' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...SAVED, items: [COLLECTION, ASSET] });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ ...SAVED, items: [COLLECTION, ASSET] });
  });

  it('holds Save while an item is open in its editor, saying why, so the item typed is not lost', async () => {
    const onSave = jest.fn();
    renderInSite(
      <FeaturedEditor
        data={{ ...SAVED, items: [] }}
        onChange={jest.fn()}
        onSave={onSave}
        onCancel={jest.fn()}
      />,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.click(screen.getByLabelText('Contract address'));
    await user.paste(ADDRESS);
    await user.type(screen.getByLabelText('Token ID'), '7');
    await user.type(screen.getByLabelText('Item title'), 'Lucky seven');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Save or cancel the open item first');
    await user.click(save);
    expect(onSave).not.toHaveBeenCalled();
    // The item's own Save hands it to the section, which may then be saved with it.
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    expect(screen.queryByText('Save or cancel the open item first')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ ...SAVED, items: [ASSET] });
  });
});
