import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeAbiParameters, encodeEventTopics, erc20Abi, numberToHex, padHex } from 'viem';
import { hardhat } from 'viem/chains';
import type { Config } from 'wagmi';
import { disconnect } from 'wagmi/actions';
import { LOCAL_TEST_STABLECOIN_ADDRESS } from '@suite/shared';
import { fakeApi, installBrowserWallet } from '@suite/shared/testing';
import { ME, mockWallet, type NodeAnswers } from '../../../test/wallet-on-node';
import { onWallet, renderWallet } from '../../../test/wallet-section';
import { SectionScopeProvider } from '../../../section-kit/section-scope';

// antd's tables and dialogs are slow in jsdom, more so while other suites run beside.
jest.setTimeout(120_000);

const FRIEND = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

let uninstallBrowserWallet: () => void = () => undefined;

beforeEach(() => {
  // The connect prompt asks which wallets the deployment offers; none beyond the browser's, which is there.
  fakeApi({});
  localStorage.clear();
  uninstallBrowserWallet = installBrowserWallet();
});

afterEach(() => uninstallBrowserWallet());

/** Puts text in a field the way a paste does: one change, not one per character. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('WalletRenderer, before a wallet is connected', () => {
  it('says no wallet can connect in a browser without one, instead of a button that cannot work', () => {
    uninstallBrowserWallet();
    renderWallet({ variant: 'default' });
    expect(
      screen.getByText('No browser wallet found: install one such as MetaMask, then reload.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Connect wallet' })).not.toBeInTheDocument();
  });

  it('offers to connect, with the network selector, the actions, the search and the three tabs', () => {
    renderWallet({ variant: 'default' });
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Network: Ethereum' })).toBeInTheDocument();
    const actions = screen.getByRole('group', { name: 'Wallet actions' });
    for (const name of ['Send', 'Receive', 'Scan', 'Import token']) {
      expect(within(actions).getByRole('button', { name })).toBeDisabled();
    }
    // Quotes need no wallet: trading asks for one.
    for (const name of ['Swap', 'Exchange']) {
      expect(within(actions).getByRole('button', { name })).toBeEnabled();
    }
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs', 'Activity']);
    expect(screen.getByText('Connect a wallet to see your tokens')).toBeInTheDocument();
  });

  it('lists the suite chains, the local one included, and switches the view to the one picked', async () => {
    const user = renderWallet({ variant: 'default' });
    await user.click(screen.getByRole('button', { name: 'Network: Ethereum' }));
    const networks = await screen.findByRole('list', { name: 'Networks' });
    expect(within(networks).getByRole('button', { name: /Local chain/ })).toBeInTheDocument();
    await user.click(within(networks).getByRole('button', { name: /Polygon/ }));
    expect(await screen.findByRole('button', { name: 'Network: Polygon' })).toBeInTheDocument();
  });

  it('honours the glass hide flags', () => {
    renderWallet({
      variant: 'glass',
      glassSettings: { hideNFTs: true, hideActivity: true, hideSendAction: true },
    });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens']);
    const actions = screen.getByRole('group', { name: 'Wallet actions' });
    expect(within(actions).queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Receive' })).toBeInTheDocument();
  });

  it('honours the custom visibility flags', () => {
    renderWallet({
      variant: 'custom',
      customSettings: {
        hideSearch: true,
        hideNetworkSelector: true,
        hideSendButton: true,
        hideReceiveButton: true,
        hideScanButton: true,
        hideImportToken: true,
        hideSwapAction: true,
        hideExchangeAction: true,
        hideActivity: true,
      },
    });
    expect(screen.queryByRole('textbox', { name: 'Search' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Network:/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Wallet actions' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs']);
  });

  it.each([
    ['left', 'flex-start'],
    ['center', 'center'],
    ['right', 'flex-end'],
  ])('aligns the buttons of the custom grid %s, two to a line', (alignment, justifyContent) => {
    renderWallet({
      variant: 'custom',
      customSettings: {
        // Three buttons: the last one alone on its line, where the alignment puts it.
        hideScanButton: true,
        hideImportToken: true,
        hideExchangeAction: true,
        layout: { actionButtonsLayout: 'grid', actionButtonsAlignment: alignment, spacing: 2 },
      },
    });
    const actions = screen.getByRole('group', { name: 'Wallet actions' });
    expect(actions).toHaveStyle({ display: 'flex', flexWrap: 'wrap', gap: '16px', justifyContent });
    for (const button of within(actions).getAllByRole('button')) {
      expect(button).toHaveStyle({ flex: '0 0 calc((100% - 16px) / 2)' });
    }
  });

  it('draws the parts in the custom order', () => {
    renderWallet({
      variant: 'custom',
      customSettings: { layout: { componentOrder: ['content', 'tabs', 'search', 'actions', 'balance'] } },
    });
    const balance = screen.getByRole('region', { name: 'Wallet balance' });
    const content = screen.getByRole('region', { name: 'Tokens' });
    expect(content.compareDocumentPosition(balance) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('falls back silently to the site theme when the settings fail to parse, still hiding what was hidden', () => {
    renderWallet({ variant: 'custom', customSettings: { primaryTextColor: 'url(x)', hideNFTs: true } });
    expect(screen.queryByText('This section is not configured yet')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'Activity']);
  });
});

/**
 * A wallet connected to the local chain through wagmi's mock connector; the chain's answers come
 * from a table: 1.5 ETH, 2.5 tUSDC, and one tUSDC transfer received from a friend.
 */
function localChain(
  options: { refuseSignature?: boolean; unreachable?: () => boolean; empty?: boolean } = {},
): Promise<Config> {
  const transfer = {
    address: LOCAL_TEST_STABLECOIN_ADDRESS,
    topics: encodeEventTopics({ abi: erc20Abi, eventName: 'Transfer', args: { from: FRIEND, to: ME } }),
    data: encodeAbiParameters([{ type: 'uint256' }], [1_000_000n]),
    blockNumber: numberToHex(90),
    transactionHash: padHex('0xab', { size: 32 }),
    transactionIndex: '0x0',
    blockHash: padHex('0xcd', { size: 32 }),
    logIndex: '0x0',
    removed: false,
  };
  const answers: NodeAnswers = async ({ method, params }) => {
    switch (method) {
      case 'eth_chainId':
        return numberToHex(hardhat.id);
      case 'eth_blockNumber':
        return numberToHex(100);
      case 'eth_getBalance':
        if (options.unreachable?.()) throw new Error('The node is down');
        return numberToHex(options.empty ? 0n : 1_500_000_000_000_000_000n);
      // Gas at a 1 gwei base fee and a 1 gwei tip.
      case 'eth_getBlockByNumber':
        return { number: numberToHex(100), baseFeePerGas: numberToHex(1_000_000_000n), transactions: [] };
      case 'eth_maxPriorityFeePerGas':
        return numberToHex(1_000_000_000n);
      case 'eth_call':
        // balanceOf(ME) on tUSDC: 2.5 tUSDC.
        return encodeAbiParameters([{ type: 'uint256' }], [options.empty ? 0n : 2_500_000n]);
      case 'eth_getLogs': {
        const [filter] = params;
        const topics = 'topics' in filter ? (filter.topics ?? []) : [];
        // Received: the query whose `to` topic is the owner.
        return topics[2] ? [transfer] : [];
      }
      default:
        throw new Error(`Unexpected RPC call ${method}`);
    }
  };
  return mockWallet(answers, { features: { reconnect: true, signMessageError: options.refuseSignature } });
}

describe('WalletRenderer, when the balance cannot be read', () => {
  it('says why, and reads it again on Retry', async () => {
    let down = true;
    const config = await localChain({ unreachable: () => down });
    try {
      const user = renderWallet({ variant: 'default' }, onWallet(config));
      const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 20_000 });
      expect(screen.getByText(/^The balance could not be read/)).toBeInTheDocument();
      down = false;
      await user.click(retry);
      expect(await screen.findByRole('heading', { name: '1.5 ETH' })).toBeInTheDocument();
    } finally {
      await disconnect(config);
    }
  });
});

describe('WalletRenderer, with an empty wallet', () => {
  it('says the zero balances filter, not a search, left every token out', async () => {
    const config = await localChain({ empty: true });
    try {
      const user = renderWallet({ variant: 'default' }, onWallet(config));
      const table = screen.getByRole('region', { name: 'Tokens' });
      expect(await within(table).findByText('tUSDC')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Filters' }));
      await user.click(screen.getByRole('switch', { name: 'Hide zero balances' }));
      expect(
        await within(table).findByText(
          'No token here has a balance: turn off Hide zero balances to see them all.',
        ),
      ).toBeInTheDocument();
    } finally {
      await disconnect(config);
    }
  });
});

describe('WalletRenderer, with a wallet connected', () => {
  let config: Config;

  beforeEach(async () => {
    config = await localChain();
  });
  afterEach(async () => {
    await disconnect(config);
  });

  const connected = (node: ReactNode) => onWallet(config)(node);

  it('shows the balance, the stablecoins and each token with its Send', async () => {
    renderWallet({ variant: 'default' }, connected);
    expect(await screen.findByRole('heading', { name: '1.5 ETH' })).toBeInTheDocument();
    expect(await screen.findByText('$2.50 in stablecoins')).toBeInTheDocument();
    const table = screen.getByRole('region', { name: 'Tokens' });
    expect(within(table).getByText('tUSDC')).toBeInTheDocument();
    expect(within(table).getByText('2.5')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Send tUSDC' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Network: Local chain' })).toBeInTheDocument();
  });

  it("shows the stablecoins in the site's Currency, as its other prices", async () => {
    renderWallet({ variant: 'default' }, (node) => (
      <SectionScopeProvider currency="USDC">{connected(node)}</SectionScopeProvider>
    ));
    expect(await screen.findByText('2.50 USDC in stablecoins')).toBeInTheDocument();
  });

  it('hides the balance and every send action when the settings say so', async () => {
    renderWallet(
      { variant: 'custom', customSettings: { hideBalance: true, hideSendAction: true } },
      connected,
    );
    const table = screen.getByRole('region', { name: 'Tokens' });
    expect(await within(table).findByText('2.5')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '1.5 ETH' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Send tUSDC' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('checks the send form beside each field', async () => {
    const user = renderWallet({ variant: 'default' }, connected);
    const tokens = screen.getByRole('region', { name: 'Tokens' });
    // The table takes clicks once the balances are read.
    await within(tokens).findByText('2.5');
    await user.click(within(tokens).getByRole('button', { name: 'Send tUSDC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send' });
    await fill(user, within(dialog).getByLabelText('Recipient address'), '0x123');
    expect(
      await within(dialog).findByText('Enter a valid address: 0x followed by 40 hexadecimal characters'),
    ).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Recipient address'), FRIEND);
    await fill(user, within(dialog).getByLabelText('Amount (tUSDC)'), '3');
    expect(await within(dialog).findByText('The amount is more than your balance')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Review' })).toBeDisabled();
    await fill(user, within(dialog).getByLabelText('Amount (tUSDC)'), '1.250001');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    // Every digit of what is sent, as the page writes numbers.
    expect(await within(dialog).findByText('1.250001 tUSDC')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirm send' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText('Amount (tUSDC)')).toHaveValue('1.250001');
  });

  it("keeps the transfer's network fee back when sending the chain's own currency", async () => {
    const user = renderWallet({ variant: 'default' }, connected);
    const tokens = screen.getByRole('region', { name: 'Tokens' });
    await within(tokens).findByText('2.5');
    await user.click(within(tokens).getByRole('button', { name: 'Send ETH' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send' });
    await fill(user, within(dialog).getByLabelText('Recipient address'), FRIEND);
    // All of the 1.5 ETH held: nothing left for the 21,000 gas of the transfer.
    await fill(user, within(dialog).getByLabelText('Amount (ETH)'), '1.5');
    expect(
      await within(dialog).findByText('This leaves too little ETH for the network fee: lower the amount'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Review' })).toBeDisabled();
    await fill(user, within(dialog).getByLabelText('Amount (ETH)'), '1.49');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Review' })).toBeEnabled());
  });

  it('shows the address to receive on, copies it, and draws its QR code', async () => {
    const user = renderWallet({ variant: 'default' }, connected);
    await user.click(screen.getByRole('button', { name: 'Receive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receive' });
    expect(within(dialog).getByText(ME)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Copy address' }));
    expect(await within(dialog).findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(ME);
    expect(await within(dialog).findByRole('img', { name: `QR code of ${ME}` })).toBeInTheDocument();
  });

  it('says when the browser cannot scan, and takes a pasted address into Send', async () => {
    const user = renderWallet({ variant: 'default' }, connected);
    await user.click(screen.getByRole('button', { name: 'Scan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan QR code' });
    expect(
      within(dialog).getByText('This browser has no camera access. Paste the address below instead.'),
    ).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Paste an address'), 'hello');
    await user.click(within(dialog).getByRole('button', { name: 'Use address' }));
    expect(
      within(dialog).getByText('That is not a wallet address: 0x followed by 40 hexadecimal characters'),
    ).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Paste an address'), `ethereum:${FRIEND}`);
    await user.click(within(dialog).getByRole('button', { name: 'Use address' }));
    const send = await screen.findByRole('dialog', { name: 'Send' });
    expect(within(send).getByLabelText('Recipient address')).toHaveValue(FRIEND);
  });

  it('sends nothing from a scanned link for a chain the wallet is not on, and says so', async () => {
    const user = renderWallet({ variant: 'default' }, connected);
    await user.click(screen.getByRole('button', { name: 'Scan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan QR code' });
    await fill(user, within(dialog).getByLabelText('Paste an address'), `ethereum:${FRIEND}@424242`);
    await user.click(within(dialog).getByRole('button', { name: 'Use address' }));
    const send = await screen.findByRole('dialog', { name: 'Send' });
    expect(
      await within(send).findByText(/^This code asks for a payment on Chain 424242, and the wallet is on /),
    ).toBeInTheDocument();
    expect(
      within(send).getByText("This site's wallet does not offer Chain 424242: pay from a wallet that does."),
    ).toBeInTheDocument();
    expect(within(send).queryByLabelText('Recipient address')).not.toBeInTheDocument();
  });

  it('lists the native and token transfers the API reads, and says what it cannot list', async () => {
    const transfer = {
      id: padHex('0xab', { size: 32 }),
      kind: 'native',
      token: null,
      symbol: 'ETH',
      decimals: 18,
      direction: 'received',
      counterparty: FRIEND,
      value: '10000000000000000',
      blockNumber: 90,
      timestamp: '2026-01-02T03:04:05.000Z',
      transactionHash: padHex('0xab', { size: 32 }),
    };
    const transfers = [
      transfer,
      {
        ...transfer,
        id: 'b',
        kind: 'erc20',
        symbol: 'tUSDC',
        decimals: 6,
        value: '1000000',
        direction: 'sent',
      },
    ];
    const searches: (string | null)[] = [];
    // The API pages the transfers whose symbol holds the search.
    const api = fakeApi({
      'GET /api/onchain/activity': (request) => {
        const search = new URL(request.url).searchParams.get('search');
        searches.push(search);
        const items = transfers.filter((row) =>
          row.symbol.toLowerCase().includes(search?.toLowerCase() ?? ''),
        );
        return {
          status: 200,
          body: {
            items,
            page: 1,
            pageSize: 10,
            total: items.length,
            nativeSource: 'none',
            notes: ['Token transfers of the listed tokens over the last 5,000 blocks.'],
            nativeNote: 'Native transfers need a block explorer API on this network',
          },
        };
      },
    });
    const user = renderWallet({ variant: 'default' }, connected);
    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    const activity = screen.getByRole('region', { name: 'Activity' });
    expect(await within(activity).findByText('0.01 ETH')).toBeInTheDocument();
    expect(within(activity).getByText('Received')).toBeInTheDocument();
    expect(within(activity).getByText('Sent')).toBeInTheDocument();
    expect(within(activity).getByText('1 tUSDC')).toBeInTheDocument();
    expect(
      within(activity).getByText('Native transfers need a block explorer API on this network'),
    ).toBeInTheDocument();
    expect(within(activity).getByText(/over the last 5,000 blocks/)).toBeInTheDocument();
    expect(api.calls).toContain('GET /api/onchain/activity');
    // The search is the API's, over every page, once the typing pauses.
    await user.type(screen.getByPlaceholderText('Search by name or symbol'), 'usdc');
    await waitFor(() => expect(within(activity).queryByText('0.01 ETH')).not.toBeInTheDocument());
    expect(within(activity).getByText('1 tUSDC')).toBeInTheDocument();
    expect(searches.at(-1)).toBe('usdc');
    expect(searches).not.toContain('u');
    await user.clear(screen.getByPlaceholderText('Search by name or symbol'));
    await user.type(screen.getByPlaceholderText('Search by name or symbol'), 'WETH');
    expect(await within(activity).findByText('No transfer matches your search.')).toBeInTheDocument();
  });

  it('says nothing of the activity while its first page is read', async () => {
    let answer: (value: Response) => void = () => undefined;
    globalThis.fetch = () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      });
    const user = renderWallet({ variant: 'default' }, connected);
    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    const activity = screen.getByRole('region', { name: 'Activity' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(activity).queryByText('No transfers yet')).not.toBeInTheDocument();
    answer(
      new Response(
        JSON.stringify({ items: [], page: 1, pageSize: 10, total: 0, nativeSource: 'none', notes: [] }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      ),
    );
    expect(await within(activity).findByText('No transfers yet')).toBeInTheDocument();
  });

  it('remembers NFTs per address and sorts them into favorites and hidden', async () => {
    localStorage.setItem(
      `suite.wallet.nfts.${ME.toLowerCase()}`,
      JSON.stringify([{ chainId: hardhat.id, address: FRIEND, tokenId: '7', collectionName: 'Apes' }]),
    );
    const user = renderWallet({ variant: 'default' }, connected);
    await user.click(screen.getByRole('tab', { name: 'NFTs' }));
    const collected = await screen.findByRole('list', { name: 'Collected NFTs' });
    await user.click(within(collected).getByRole('button', { name: 'Add Apes #7 to favorites' }));
    await user.click(screen.getByRole('tab', { name: 'Favorites' }));
    expect(await screen.findByRole('list', { name: 'Favorites NFTs' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide Apes #7' }));
    await user.click(screen.getByRole('tab', { name: 'Hidden' }));
    expect(await screen.findByRole('list', { name: 'Hidden NFTs' })).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(`suite.wallet.nfts.${ME.toLowerCase()}`) ?? '[]')).toEqual([
        expect.objectContaining({ tokenId: '7', favorite: true, hidden: true }),
      ]),
    );
  });
});

const savedNone = () => ({ status: 200, body: { tokens: [], nfts: [], updatedAt: null } });

describe('WalletRenderer on a site', () => {
  const SITE = '7';
  const NFT = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707';
  let config: Config;

  function siteApi(
    tokens: unknown[] = [],
    savedAssets: () => { status: number; body: unknown } = savedNone,
    settings: () => { status: number; body: unknown } = () => ({
      status: 200,
      body: { swapFee: null, tokens, chainIds: [hardhat.id, 10] },
    }),
  ) {
    return fakeApi({
      'GET /api/sites/7/public/trade-settings': settings,
      [`GET /api/sites/7/public/wallets/${ME}/assets`]: savedAssets,
      [`GET /api/sites/7/public/wallets/${ME}/nfts`]: {
        status: 200,
        body: {
          items: [
            {
              chainId: hardhat.id,
              contractAddress: NFT,
              tokenId: '3',
              standard: 'erc721',
              balance: '1',
              collectionName: 'Site apes',
            },
          ],
          unreadable: [],
        },
      },
      [`PUT /api/sites/7/public/wallets/${ME}/assets`]: { status: 200, body: { ok: true } },
    });
  }

  async function connectWith(options: { refuseSignature?: boolean } = {}) {
    config = await localChain(options);
  }
  afterEach(async () => {
    await disconnect(config);
  });

  const onSite = (node: ReactNode) => onWallet(config, SITE)(node);

  it("offers only the site's networks and shows an NFT it owns without importing it", async () => {
    siteApi();
    await connectWith();
    const user = renderWallet({ variant: 'default' }, onSite);
    await user.click(screen.getByRole('button', { name: 'Network: Local chain' }));
    const networks = await screen.findByRole('list', { name: 'Networks' });
    await waitFor(() =>
      expect(
        within(networks)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Optimism', expect.stringContaining('Local chain')]),
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('tab', { name: 'NFTs' }));
    const collected = await screen.findByRole('list', { name: 'Collected NFTs' });
    expect(within(collected).getByText('Site apes')).toBeInTheDocument();
    // Found owned, not imported: it is hidden rather than removed.
    expect(within(collected).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it("shows the site's tokens with the logos its owner gave them (Data → Tokens)", async () => {
    const logo = 'https://cdn.example.com/tusdc.png';
    siteApi([
      {
        chainId: hardhat.id,
        address: LOCAL_TEST_STABLECOIN_ADDRESS,
        name: 'Test USD Coin',
        symbol: 'tUSDC',
        decimals: 6,
        logoURI: logo,
      },
    ]);
    await connectWith();
    renderWallet({ variant: 'default' }, onSite);
    const table = await screen.findByRole('region', { name: 'Tokens' });
    const row = (await within(table).findByText('tUSDC')).closest('tr');
    if (!row) throw new Error('No row for tUSDC');
    await waitFor(() => expect(row.querySelector('img')).toHaveAttribute('src', logo));
    // The native currency has no logo of the owner's: its letter stands in.
    const native = within(table).getByText('ETH', { selector: 'strong' }).closest('tr');
    expect(native?.querySelector('img')).toBeNull();
  });

  it('changes nothing before the saved lists are read, which would write over them, and reads them on Retry', async () => {
    let readable = false;
    const api = siteApi([], () =>
      readable ? savedNone() : { status: 503, body: { message: 'The database is restarting' } },
    );
    await connectWith();
    const user = renderWallet({ variant: 'default' }, onSite);
    expect(await screen.findByText('Your imported tokens and NFTs could not be read')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'NFTs' }));
    const collected = await screen.findByRole('list', { name: 'Collected NFTs' });
    const star = await within(collected).findByRole('button', { name: /to favorites$/ });
    expect(star).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Import NFT' })).toBeDisabled();

    readable = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(star).toBeEnabled());
    expect(api.calls.filter((call) => call.startsWith('PUT'))).toEqual([]);
  });

  it("says when the site's settings cannot be read, and reads them again on Retry", async () => {
    let readable = false;
    siteApi([], savedNone, () =>
      readable
        ? { status: 200, body: { swapFee: null, tokens: [], chainIds: [hardhat.id, 10] } }
        : { status: 503, body: { message: 'The database is restarting' } },
    );
    await connectWith();
    const user = renderWallet({ variant: 'default' }, onSite);
    const warning = (
      await screen.findByText("This site's networks and tokens could not be read: every network is offered")
    ).closest('[role="alert"]');
    if (!(warning instanceof HTMLElement)) throw new Error('No warning');
    readable = true;
    await user.click(within(warning).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(
        screen.queryByText("This site's networks and tokens could not be read: every network is offered"),
      ).not.toBeInTheDocument(),
    );
  });

  it('says nothing was saved when the signature is refused', async () => {
    siteApi();
    await connectWith({ refuseSignature: true });
    const user = renderWallet({ variant: 'default' }, onSite);
    await user.click(screen.getByRole('tab', { name: 'NFTs' }));
    const collected = await screen.findByRole('list', { name: 'Collected NFTs' });
    await user.click(await within(collected).findByRole('button', { name: /to favorites$/ }));
    expect(
      await screen.findByText('You refused the signature in your wallet: nothing was saved.'),
    ).toBeInTheDocument();
  });
});
