import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_ITEMS_MAX, type PageItem } from '@suite/shared/sections';
import { errorBody, ok, pending, renderInSite } from '../../test/render-in-site';
import { ItemsList } from './items-list';
import { lookupAnswer, NFT_ADDRESS, SITE_COLLECTIONS, siteWidget } from '../../test/nft-test-data';
import { formItemOf } from '../../test/test-queries';

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(30_000);

const ADDRESS = NFT_ADDRESS;
const FIRST: PageItem = { type: 'asset', chainId: 1, contractAddress: ADDRESS, tokenId: '1', title: 'Ape' };
const SECOND: PageItem = {
  type: 'asset',
  chainId: 137,
  contractAddress: ADDRESS,
  tokenId: '2',
  title: 'Punk',
};

function renderList(
  items: PageItem[],
  answers: Parameters<typeof renderInSite>[1] = {},
  scope?: Parameters<typeof renderInSite>[2],
) {
  const onChange = jest.fn();
  const view = renderInSite(<ItemsList items={items} onChange={onChange} />, answers, scope);
  return { ...view, onChange, user: userEvent.setup({ delay: null }) };
}

/** The names of the chain select's options, once its list is open. */
function chainOptions() {
  return [...document.querySelectorAll('.ant-select-dropdown .ant-select-item-option')].map(
    (option) => option.textContent,
  );
}

describe('ItemsList', () => {
  it('disables Up on the first item and Down on the last, and moves and removes items', async () => {
    const { onChange, user } = renderList([FIRST, SECOND]);
    const first = within(screen.getByRole('listitem', { name: 'Ape · token #1' }));
    const second = within(screen.getByRole('listitem', { name: 'Punk · token #2' }));
    expect(first.getByRole('button', { name: 'Up' })).toBeDisabled();
    expect(first.getByRole('button', { name: 'Down' })).toBeEnabled();
    expect(second.getByRole('button', { name: 'Up' })).toBeEnabled();
    expect(second.getByRole('button', { name: 'Down' })).toBeDisabled();
    await user.click(first.getByRole('button', { name: 'Down' }));
    expect(onChange).toHaveBeenLastCalledWith([SECOND, FIRST]);
    await user.click(second.getByRole('button', { name: 'Up' }));
    expect(onChange).toHaveBeenLastCalledWith([SECOND, FIRST]);
    await user.click(first.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenLastCalledWith([SECOND]);
  });

  it(`holds Add item at ${PAGE_ITEMS_MAX} items, saying why`, async () => {
    const full = Array.from({ length: PAGE_ITEMS_MAX }, (_, index) => ({ ...FIRST, tokenId: String(index) }));
    const { onChange, user } = renderList(full);
    expect(screen.getByRole('button', { name: 'Add item' })).toBeDisabled();
    expect(screen.getByText(`At most ${PAGE_ITEMS_MAX}: remove one to add another`)).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('listitem', { name: 'Ape · token #0' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(onChange).toHaveBeenLastCalledWith(full.slice(1));
  });

  it('adds an item through the item editor, with its required fields checked', async () => {
    const { onChange, user } = renderList([]);
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(screen.getByRole('tab', { name: 'Import' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Your collections' })).toBeInTheDocument();
    // Save and Cancel (seed 000 §2), named apart from the section's own for assistive technology.
    expect(screen.getByRole('button', { name: 'Save item' })).toHaveTextContent(/^Save$/);
    expect(screen.getByRole('button', { name: 'Cancel item' })).toHaveTextContent(/^Cancel$/);
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText('Token ID is required')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Contract address'));
    await user.paste(ADDRESS);
    await user.type(screen.getByLabelText('Token ID'), '7');
    await user.type(screen.getByLabelText('Item title'), 'Ape');
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    // The default chain is 1.
    expect(onChange).toHaveBeenCalledWith([{ ...FIRST, tokenId: '7' }]);
  });

  it('takes a token ID of digits only, saying so beside Token ID, with Save item off meanwhile', async () => {
    const { onChange, user } = renderList([]);
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.click(screen.getByLabelText('Contract address'));
    await user.paste(ADDRESS);
    await user.type(screen.getByLabelText('Item title'), 'Ape');
    const tokenId = screen.getByLabelText('Token ID');
    for (const typed of ['abc', '#12']) {
      await user.clear(tokenId);
      await user.type(tokenId, typed);
      await waitFor(() =>
        expect(formItemOf(tokenId)).toHaveTextContent('Must be a token id (a whole number)'),
      );
      expect(screen.getByRole('button', { name: 'Save item' })).toBeDisabled();
    }
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(tokenId);
    await user.type(tokenId, '12');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save item' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    expect(onChange).toHaveBeenCalledWith([{ ...FIRST, tokenId: '12' }]);
  });

  it('edits an item, and switching its type starts a blank form', async () => {
    const { user } = renderList([FIRST]);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Item title')).toHaveValue('Ape');
    await user.click(screen.getByText('NFT collection'));
    expect(await screen.findByLabelText('Background image URL')).toHaveValue('');
    expect(screen.getByLabelText('Item title')).toHaveValue('');
    expect(screen.getByLabelText('Contract address')).toHaveValue('');
    expect(screen.queryByLabelText('Token ID')).not.toBeInTheDocument();
    // And back: the asset form is blank too.
    await user.click(screen.getByText('NFT asset'));
    expect(await screen.findByLabelText('Token ID')).toHaveValue('');
    expect(screen.getByLabelText('Item title')).toHaveValue('');
  });

  it('offers the local chain on both forms, and marks the chains this API cannot read', async () => {
    const { user } = renderList([], { 'GET /api/onchain/chains': ok({ chainIds: [31337, 137] }) });
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.click(screen.getByText('NFT collection'));
    // The default chain (Ethereum) has no RPC here: the form says why.
    expect(await screen.findByRole('note')).toHaveTextContent(
      'No RPC is configured for Ethereum on this server (RPC_URLS): its NFTs cannot be imported or shown',
    );
    await user.click(await screen.findByLabelText('Chain'));
    await waitFor(() => expect(chainOptions()).toContain('Ethereum — no RPC configured'));
    expect(chainOptions()).toContain('Polygon');
    expect(chainOptions()).toContain('Local chain (testnet)');
    await user.click(screen.getByRole('button', { name: 'Cancel item' }));

    // A new editor (a new list of chains): an asset too.
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.click(screen.getByLabelText('Chain'));
    await waitFor(() => expect(chainOptions()).toContain('Local chain (testnet)'));
  });
});

describe('ItemEditor Import', () => {
  it('looks the NFT up through the API with its inputs, showing progress', async () => {
    const { api, user } = renderList([], { 'GET /api/onchain/asset': () => pending() });
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(screen.getByRole('button', { name: /Import/ })).toBeDisabled();
    await user.click(screen.getByLabelText('Contract address'));
    await user.paste(ADDRESS);
    await user.type(screen.getByLabelText('Token ID'), '7');
    await user.click(screen.getByRole('button', { name: /Import/ }));
    expect(await screen.findByRole('button', { name: /Importing/ })).toBeInTheDocument();
    expect(api.calls()).toContain(`/api/onchain/asset?chainId=1&contractAddress=${ADDRESS}&tokenId=7`);
  });

  it('prefills the title from the lookup, and for a collection its subtitle', async () => {
    const { user } = renderList([], { 'GET /api/onchain/asset': lookupAnswer });
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.click(screen.getByLabelText('Contract address'));
    await user.paste(ADDRESS);
    await user.type(screen.getByLabelText('Token ID'), '7');
    await user.click(screen.getByRole('button', { name: /Import/ }));
    expect(await screen.findByText('Imported Test NFT #7 (tNFT)')).toBeInTheDocument();
    expect(screen.getByLabelText('Item title')).toHaveValue('Test NFT #7');

    await user.click(screen.getByText('NFT collection'));
    await user.click(screen.getByLabelText('Contract address'));
    await user.paste(ADDRESS);
    await user.click(screen.getByRole('button', { name: /Import/ }));
    await waitFor(() => expect(screen.getByLabelText('Item title')).toHaveValue('Test NFT'));
    expect(screen.getByLabelText('Item subtitle')).toHaveValue('tNFT');
  });

  it('shows a clear error when the lookup fails', async () => {
    const { user } = renderList([], {
      'GET /api/onchain/asset': errorBody(400, 'BAD_REQUEST', 'No RPC is configured for chain 1'),
    });
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.click(screen.getByLabelText('Contract address'));
    await user.paste(ADDRESS);
    await user.type(screen.getByLabelText('Token ID'), '7');
    await user.click(screen.getByRole('button', { name: /Import/ }));
    expect(await screen.findByText('The import failed')).toBeInTheDocument();
    expect(screen.getByText('No RPC is configured for chain 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Item title')).toHaveValue('');
  });
});

describe('ItemEditor Your collections', () => {
  it("lists the site's collections on the allowed chains and fills the collection form from one", async () => {
    const { api, onChange, user } = renderList([], {
      'GET /api/widget/by-owner/7': siteWidget(SITE_COLLECTIONS),
    });
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.click(screen.getByText('NFT collection'));
    await user.click(screen.getByRole('tab', { name: 'Your collections' }));
    const pick = await screen.findByRole('button', { name: /Polygon Apes/ });
    expect(api.calls()).toContain('/api/widget/by-owner/7');
    // The local chain (a fresh install's) is allowed for a collection item too.
    expect(screen.getByRole('button', { name: /Local Test NFT/ })).toBeInTheDocument();
    await user.click(pick);
    expect(pick).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Item title')).toHaveValue('Polygon Apes');
    expect(screen.getByLabelText('Item subtitle')).toHaveValue('Apes on Polygon');
    expect(screen.getByLabelText('Background image URL')).toHaveValue('https://img.example.com/apes-bg.png');
    await user.click(screen.getByRole('button', { name: 'Save item' }));
    expect(onChange).toHaveBeenCalledWith([
      {
        type: 'collection',
        chainId: 137,
        contractAddress: '0x1111111111111111111111111111111111111111',
        title: 'Polygon Apes',
        subtitle: 'Apes on Polygon',
        backgroundImageUrl: 'https://img.example.com/apes-bg.png',
        featured: false,
        variant: 'default',
      },
    ]);
  });

  it('says plainly when the site has no collections configured', async () => {
    const { user } = renderList([], { 'GET /api/widget/by-owner/7': siteWidget(undefined) });
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.click(screen.getByRole('tab', { name: 'Your collections' }));
    expect(await screen.findByText('This site has no NFT collections yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the widget editor' })).toHaveAttribute(
      'href',
      '/admin/widget/edit/7?tab=data.collections',
    );
  });

  it('says plainly when no site is open, without asking the API', async () => {
    const { api, user } = renderList([], {}, {});
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.click(screen.getByRole('tab', { name: 'Your collections' }));
    expect(await screen.findByText('No site to read collections from')).toBeInTheDocument();
    expect(api.calls().filter((call) => call.startsWith('/api/widget'))).toEqual([]);
  });

  it("shows the widget read's error with Retry", async () => {
    const { user } = renderList([], {
      'GET /api/widget/by-owner/7': errorBody(404, 'NOT_FOUND', 'Widget not found'),
    });
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.click(screen.getByRole('tab', { name: 'Your collections' }));
    expect(await screen.findByText('Widget not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
