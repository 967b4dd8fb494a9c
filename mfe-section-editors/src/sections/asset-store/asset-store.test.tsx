import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListedNft } from '@suite/shared';
import { PUBLIC_CHECKOUT_MESSAGES } from '@suite/shared/schemas';
import type { AssetStoreConfig } from '@suite/shared/sections';
import { errorBody, ok, paged, renderInSite } from '../../test/render-in-site';
import { lookupAnswer, NFT_ADDRESS, NFT_IMAGE, nftAnswer } from '../../test/nft-test-data';
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
  listings: [],
};

const CHECKOUT_ID = '11111111-1111-4111-8111-111111111111';
const SOLD_OUT_ID = '22222222-2222-4222-8222-222222222222';

const PAY_ORIGIN = 'https://admin.example.com';

function publicCheckout(
  id: string,
  total: string,
  unavailableReason: string | null,
  marketplaceFees: { recipient: string; percentage: number; amount: string }[] = [],
  sold: ListedNft[] = [],
) {
  return ok({
    id,
    title: 'NFT sale',
    description: '',
    requireEmail: false,
    requireAddress: false,
    editable: false,
    items: [],
    total,
    receiverAddress: `0x${'ab'.repeat(20)}`,
    networks: [{ chainId: 31337, requiredConfirmations: 1 }],
    unavailableReason,
    marketplaceFees,
    listing: null,
    sold,
    // The server names where buyers pay (its PUBLIC_APP_URL), whatever page the site is drawn on.
    payUrl: `${PAY_ORIGIN}/c/${id}?site=7`,
  });
}

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

  it("shows a visitor the owner's price of each listed NFT and Buy, which opens its checkout", async () => {
    renderInSite(
      <AssetStoreRenderer
        data={{
          ...CONFIG,
          listings: [
            { tokenId: '10', checkoutId: CHECKOUT_ID },
            { tokenId: '7', checkoutId: SOLD_OUT_ID },
          ],
        }}
      />,
      {
        'GET /api/user/authenticated/account': errorBody(401, 'UNAUTHORIZED'),
        'GET /api/onchain/nft': nftAnswer,
        [`GET /api/checkouts/${CHECKOUT_ID}/public`]: publicCheckout(CHECKOUT_ID, '49.5', null, [
          { recipient: `0x${'cd'.repeat(20)}`, percentage: 2.5, amount: '1.2375' },
        ]),
        [`GET /api/checkouts/${SOLD_OUT_ID}/public`]: publicCheckout(
          SOLD_OUT_ID,
          '10',
          PUBLIC_CHECKOUT_MESSAGES.itemsUnavailable,
        ),
      },
    );
    expect(await screen.findByLabelText('Price of Ape #10')).toHaveTextContent('$49.50');
    // The site's marketplace fee is said beside the price; Buy names the site that sells it and the NFT.
    expect(screen.getByText('+ 2.5% marketplace fee')).toBeInTheDocument();
    const buy = screen.getByRole('link', { name: 'Buy Ape #10' });
    expect(buy).toHaveAttribute('href', `${PAY_ORIGIN}/c/${CHECKOUT_ID}?site=7&token=10`);
    expect(buy).toHaveAttribute('target', '_blank');
    // A checkout that cannot be paid: its reason, and no way to buy.
    expect(
      await screen.findByText('Some items of this checkout are no longer for sale.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Ape #7' })).toBeDisabled();
    // Unlisted NFTs have no price.
    expect(screen.queryByLabelText('Price of Ape #5')).not.toBeInTheDocument();
  });

  it('says why a price could not be read, and reads it again on Retry', async () => {
    let readable = false;
    renderInSite(
      <AssetStoreRenderer data={{ ...CONFIG, listings: [{ tokenId: '10', checkoutId: CHECKOUT_ID }] }} />,
      {
        'GET /api/user/authenticated/account': errorBody(401, 'UNAUTHORIZED'),
        'GET /api/onchain/nft': nftAnswer,
        [`GET /api/checkouts/${CHECKOUT_ID}/public`]: () =>
          readable
            ? publicCheckout(CHECKOUT_ID, '49.5', null, [])
            : errorBody(503, 'SERVICE_UNAVAILABLE', 'The database is restarting'),
      },
    );
    expect(
      await screen.findByText('The price could not be read: The database is restarting'),
    ).toBeInTheDocument();
    readable = true;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Price of Ape #10')).toHaveTextContent('$49.50');
  });

  it('shows an NFT a paid order names as sold, without price or Buy, and its neighbours at the same checkout for sale', async () => {
    renderInSite(
      <AssetStoreRenderer
        data={{
          ...CONFIG,
          listings: [
            { tokenId: '10', checkoutId: CHECKOUT_ID },
            { tokenId: '7', checkoutId: CHECKOUT_ID },
          ],
        }}
      />,
      {
        'GET /api/user/authenticated/account': errorBody(401, 'UNAUTHORIZED'),
        'GET /api/onchain/nft': nftAnswer,
        // One read for both listings: the checkout names the store's sold NFTs.
        [`GET /api/checkouts/${CHECKOUT_ID}/public`]: publicCheckout(
          CHECKOUT_ID,
          '49.5',
          null,
          [],
          [{ chainId: 1, contractAddress: NFT_ADDRESS.toLowerCase(), tokenId: '7' }],
        ),
      },
    );
    expect(await screen.findByLabelText('Price of Ape #10')).toHaveTextContent('$49.50');
    expect(screen.getByRole('link', { name: 'Buy Ape #10' })).toBeInTheDocument();
    const sold = screen.getAllByRole('listitem').find((item) => within(item).queryByText('Ape #7'));
    if (!sold) throw new Error('Ape #7 is not shown');
    expect(within(sold).getByText('Sold')).toBeInTheDocument();
    expect(within(sold).queryByLabelText('Price of Ape #7')).not.toBeInTheDocument();
    expect(within(sold).queryByRole('link', { name: 'Buy Ape #7' })).not.toBeInTheDocument();
  });

  it('says what is missing while incomplete', () => {
    renderInSite(<AssetStoreRenderer data={{ ...CONFIG, tokenIds: [] }} />);
    expect(screen.getByText('Token IDs: Add at least one token ID')).toBeInTheDocument();
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

  it("lists an NFT for sale through one of the site's checkouts, and names a listing whose token left the store", async () => {
    const { onSave, user } = renderEditor(
      {
        'GET /api/checkouts/by-site/7': paged([{ id: CHECKOUT_ID, title: 'Ape sale' }]),
        [`GET /api/checkouts/${CHECKOUT_ID}`]: ok({ id: CHECKOUT_ID, title: 'Ape sale' }),
      },
      { ...CONFIG, title: 'The vault' },
    );
    expect(screen.getByText('No NFT is for sale yet: the store only shows them.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Token to sell' }));
    await user.click(
      await waitFor(() => {
        const option = document.querySelector('.ant-select-item-option[title="Token #7"]');
        if (!(option instanceof HTMLElement)) throw new Error('No option Token #7');
        return option;
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Ape sale' }));
    await user.click(screen.getByRole('button', { name: 'Add listing' }));
    const listings = screen.getByRole('region', { name: 'Listings' });
    expect(await within(listings).findByText(/Token #7 · checkout Ape sale/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      ...CONFIG,
      title: 'The vault',
      listings: [{ tokenId: '7', checkoutId: CHECKOUT_ID }],
    });

    // Token 7 taken out of the store: its listing says so, and Save waits.
    const seven = [...document.querySelectorAll<HTMLElement>('.ant-select-selection-item')].find(
      (tag) => tag.getAttribute('title') === '7',
    );
    const remove = seven?.querySelector<HTMLElement>('.ant-select-selection-item-remove');
    if (!remove) throw new Error('Expected the tag of token 7');
    await user.click(remove);
    expect(
      await within(listings).findByText("Token 7 is not one of the store's token IDs"),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  });
});
