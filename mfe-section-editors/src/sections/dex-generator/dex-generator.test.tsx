import type { ReactNode } from 'react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { readContract, writeContract } from 'wagmi/actions';
import { LOCAL_DEX } from '@suite/shared';
import { DEX_TOKENS_MAX } from '@suite/shared/sections';
import { renderInSite } from '../../test/render-in-site';
import { renderWithWalletConnected } from '../../test/connected-wallet';
import { confirmTransaction, walletOnChain } from '../../section-kit/contract/wallet-actions';
import { SETTINGS, SITE } from '../../test/site-trade-answers';
import { formItemOf } from '../../test/test-queries';
import { DexGeneratorEditor } from './editor';
import { dexFrameSandbox, DexGeneratorRenderer } from './renderer';

// The chain and the wallet are the page's: reads, writes and the wallet prompt are stood in for.
jest.mock('wagmi/actions', () => ({
  ...jest.requireActual<typeof import('wagmi/actions')>('wagmi/actions'),
  readContract: jest.fn(),
  writeContract: jest.fn(),
}));
jest.mock('../../section-kit/contract/wallet-actions', () => ({
  walletOnChain: jest.fn(),
  confirmTransaction: jest.fn(),
}));

// antd's forms are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

const ROUTER = '0x1111111111111111111111111111111111111111';
const FACTORY = '0x2222222222222222222222222222222222222222';
const PAIR = '0x3333333333333333333333333333333333333333';
const TKA = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const TKB = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const VISITOR: `0x${string}` = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH: `0x${string}` = `0x${'cd'.repeat(32)}`;

const DEX = {
  title: 'Our DEX',
  description: 'Trade our tokens',
  chainId: 1,
  source: 'contracts',
  url: '',
  factoryAddress: FACTORY,
  routerAddress: ROUTER,
  tokens: [
    { address: TKA, symbol: 'TKA', decimals: 18 },
    { address: TKB, symbol: 'TKB', decimals: 6 },
  ],
  feeBps: 30,
};

function change(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
}

/** The site's trade settings as the API answers them: Data → Networks lists `chainIds` (none: every one). */
function siteOffering(chainIds: number[]) {
  return {
    [`GET /api/sites/${SITE}/public/trade-settings`]: { status: 200, body: { ...SETTINGS, chainIds } },
  };
}

describe('DexGeneratorEditor', () => {
  function renderEditor(data?: Record<string, unknown>) {
    const handlers = { onChange: jest.fn(), onSave: jest.fn(), onCancel: jest.fn() };
    renderInSite(<DexGeneratorEditor data={data} {...handlers} />);
    return { ...handlers, user: userEvent.setup({ delay: null }) };
  }

  it('needs a valid router and two tokens for a swap box', async () => {
    const { user } = renderEditor(DEX);
    expect(screen.getByText("0.30% per swap, as the DEX's contracts charge it")).toBeInTheDocument();
    change(screen.getByLabelText('Router address'), '0x12');
    expect(
      await screen.findByText('Must be a valid address (0x followed by 40 hex characters)'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove token 2' }));
    expect(await screen.findByText('Add at least two tokens to trade')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('refuses a token listed twice, and saves the DEX', async () => {
    const { user, onSave } = renderEditor(DEX);
    const second = screen.getByRole('group', { name: 'Token 2' });
    change(within(second).getByLabelText('Address'), TKA.toLowerCase());
    expect(await screen.findByText('This token is already listed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    change(within(second).getByLabelText('Address'), TKB);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(DEX);
  });

  it('says beside the later token when the one above it is changed to its address, and clears it', async () => {
    renderEditor(DEX);
    const first = within(screen.getByRole('group', { name: 'Token 1' })).getByLabelText('Address');
    const second = formItemOf(
      within(screen.getByRole('group', { name: 'Token 2' })).getByLabelText('Address'),
    );
    change(first, TKB);
    await waitFor(() => expect(second).toHaveTextContent('This token is already listed'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    change(first, TKA);
    await waitFor(() => expect(second).not.toHaveTextContent('This token is already listed'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('adds a token row with 18 decimals', async () => {
    const { user, onChange } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add token' }));
    const first = screen.getByRole('group', { name: 'Token 1' });
    expect(within(first).getByLabelText('Decimals')).toHaveValue('18');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ tokens: [{ address: '', symbol: '', decimals: 18 }] }),
    );
  });

  it('says why Add token is off once the list is full', () => {
    const full = Array.from({ length: DEX_TOKENS_MAX }, (_, index) => ({
      address: `0x${(index + 1).toString(16).padStart(40, '0')}`,
      symbol: `T${index}`,
      decimals: 18,
    }));
    renderEditor({ ...DEX, tokens: full });
    expect(screen.getByRole('button', { name: 'Add token' })).toBeDisabled();
    expect(screen.getByText(`At most ${DEX_TOKENS_MAX}: remove one to add another`)).toBeInTheDocument();
  });

  it('offers the local DEX only on the local chain', () => {
    renderEditor({ ...DEX, chainId: 1 });
    expect(screen.queryByRole('button', { name: 'Use it' })).not.toBeInTheDocument();
  });

  it("fills in the local chain's Uniswap V2 deployment, and its tokens when none are listed", async () => {
    const { user, onSave } = renderEditor({ ...DEX, chainId: LOCAL_DEX.chainId });
    expect(
      screen.getByText('The local chain has a Uniswap V2 deployment with pools of tUSDC, tTKN and WETH.'),
    ).toBeInTheDocument();
    // Tokens listed stay as they are.
    await user.click(screen.getByRole('button', { name: 'Use it' }));
    expect(screen.getByLabelText('Router address')).toHaveValue(LOCAL_DEX.router);
    expect(screen.getByLabelText('Factory address')).toHaveValue(LOCAL_DEX.factory);
    expect(screen.getAllByLabelText('Symbol')).toHaveLength(2);
    // With none listed, the pools' tokens come too.
    await user.click(screen.getByRole('button', { name: 'Remove token 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove token 1' }));
    await user.click(screen.getByRole('button', { name: 'Use it' }));
    const symbols = screen.getAllByLabelText('Symbol').map((input) => input.getAttribute('value'));
    expect(symbols).toEqual(['tUSDC', 'tTKN', 'WETH']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        chainId: LOCAL_DEX.chainId,
        routerAddress: LOCAL_DEX.router,
        factoryAddress: LOCAL_DEX.factory,
        tokens: [
          expect.objectContaining({ symbol: 'tUSDC', decimals: 6 }),
          expect.objectContaining({ symbol: 'tTKN', decimals: 18 }),
          expect.objectContaining({ symbol: 'WETH', decimals: 18 }),
        ],
      }),
    );
  });

  it('warns when the site does not offer trading on the chosen network', async () => {
    renderInSite(
      <DexGeneratorEditor data={DEX} onChange={jest.fn()} onSave={jest.fn()} onCancel={jest.fn()} />,
      siteOffering([8453]),
    );
    expect(await screen.findByRole('note')).toHaveTextContent(
      "This site's Data → Networks leaves out Ethereum",
    );
  });

  it('says beside DEX URL that it is required once the source is switched to an embedded app', async () => {
    const { user } = renderEditor(DEX);
    await user.click(screen.getByRole('radio', { name: 'Its own app, embedded' }));
    await waitFor(() =>
      expect(formItemOf(screen.getByLabelText('DEX URL'))).toHaveTextContent(
        'The URL of the DEX is required',
      ),
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("says beside the contracts' fields what a swap box still needs, and drops it with that source", async () => {
    const { user } = renderEditor({
      ...DEX,
      source: 'url',
      url: 'https://dex.example.com',
      routerAddress: '',
      factoryAddress: '',
      tokens: [],
    });
    await user.click(screen.getByRole('radio', { name: 'A swap box on its contracts' }));
    await waitFor(() =>
      expect(formItemOf(screen.getByLabelText('Router address'))).toHaveTextContent(
        'The router address is required',
      ),
    );
    expect(formItemOf(screen.getByLabelText('Factory address'))).toHaveTextContent(
      'The factory address is required',
    );
    expect(screen.getByText('Add at least two tokens to trade')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    // An embedded DEX needs no tokens: that message goes with the source.
    await user.click(screen.getByRole('radio', { name: 'Its own app, embedded' }));
    await waitFor(() => expect(screen.queryByText('Add at least two tokens to trade')).toBeNull());
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('needs the URL of an embedded DEX', async () => {
    const { user } = renderEditor({ ...DEX, source: 'url', url: 'https://dex.example.com' });
    const url = screen.getByLabelText('DEX URL');
    change(url, 'ftp://dex.example.com');
    expect(await screen.findByText('Must be a valid http(s) URL')).toBeInTheDocument();
    change(url, '');
    expect(await screen.findByText('The URL of the DEX is required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'A swap box on its contracts' }));
    expect(screen.getByLabelText('Router address')).toHaveValue(ROUTER);
  });
});

describe('DexGeneratorRenderer', () => {
  // The visitor's wallet is connected: Send transaction is offered (without one, Connect wallet is).
  const renderOnSite = renderWithWalletConnected(VISITOR);
  const renderConnected = (ui: ReactNode) => renderOnSite(ui, siteOffering([]));

  beforeEach(() => jest.resetAllMocks());

  it('embeds a DEX app in a sandbox that never keeps the admin origin', async () => {
    renderConnected(
      <DexGeneratorRenderer data={{ ...DEX, source: 'url', url: 'https://dex.example.com/swap' }} />,
    );
    const frame = await screen.findByTitle('Our DEX');
    expect(frame).toHaveAttribute('src', 'https://dex.example.com/swap');
    expect(frame.getAttribute('sandbox')).toContain('allow-same-origin');
    expect(screen.getByText('Pool fee 0.30% per swap')).toBeInTheDocument();
    expect(dexFrameSandbox('http://localhost/admin', 'http://localhost')).not.toContain('allow-same-origin');
  });

  it('quotes through the router once the amount stops changing, and swaps from the wallet', async () => {
    jest.mocked(readContract).mockImplementation(async (_config, parameters) => {
      if (parameters.functionName === 'getPair') return PAIR;
      if (parameters.functionName === 'getAmountsOut') return [10n ** 18n, 2_500_000n];
      if (parameters.functionName === 'allowance') return 0n;
      throw new Error(`Unexpected read ${parameters.functionName}`);
    });
    jest.mocked(walletOnChain).mockResolvedValue(VISITOR);
    jest.mocked(writeContract).mockResolvedValue(HASH);
    jest.mocked(confirmTransaction).mockResolvedValue('confirmed');
    const invalidated = jest.spyOn(QueryClient.prototype, 'invalidateQueries');
    const user = userEvent.setup({ delay: null });
    renderConnected(<DexGeneratorRenderer data={DEX} />);
    const section = screen.getByRole('region', { name: 'Our DEX' });
    expect(within(section).getByRole('list', { name: 'Tokens' })).toHaveTextContent('TKATKB');

    await user.type(await within(section).findByLabelText('Amount of TKA'), '1');
    expect(await within(section).findByText('2.5 TKB')).toBeInTheDocument();
    expect(jest.mocked(readContract).mock.calls.map(([, call]) => call.functionName)).toEqual([
      'getPair',
      'getAmountsOut',
    ]);

    await user.click(within(section).getByRole('button', { name: 'Swap' }));
    expect(await within(section).findByText('Swap confirmed')).toBeInTheDocument();
    const writes = jest.mocked(writeContract).mock.calls.map(([, call]) => [call.functionName, call.args]);
    expect(writes[0]).toEqual(['approve', [ROUTER, 10n ** 18n]]);
    expect(writes[1]?.[0]).toBe('swapExactTokensForTokens');
    // 0.5% slippage at most: 2.5 TKB quoted, at least 2.4875 TKB accepted.
    expect(writes[1]?.[1]).toEqual([10n ** 18n, 2_487_500n, [TKA, TKB], VISITOR, expect.any(BigInt)]);
    // The amount is spent and the wallet's balances are read again.
    expect(within(section).getByLabelText('Amount of TKA')).toHaveValue('');
    expect(invalidated).toHaveBeenCalled();
    // A new amount is another swap: the last one's confirmation goes.
    await user.type(within(section).getByLabelText('Amount of TKA'), '1234.5');
    expect(within(section).queryByText('Swap confirmed')).not.toBeInTheDocument();
    jest.mocked(readContract).mockImplementation(async (_config, parameters) => {
      if (parameters.functionName === 'getPair') return PAIR;
      if (parameters.functionName === 'getAmountsOut') return [10n ** 18n, 1_234_567_891n];
      throw new Error(`Unexpected read ${parameters.functionName}`);
    });
    // What it buys, in the visitor's locale.
    expect(await within(section).findByText('1,234.56 TKB')).toBeInTheDocument();
  });

  it('says a swap whose confirmation timed out is not confirmed yet, and empties the amount', async () => {
    jest.mocked(readContract).mockImplementation(async (_config, parameters) => {
      if (parameters.functionName === 'getPair') return PAIR;
      if (parameters.functionName === 'getAmountsOut') return [10n ** 18n, 2_500_000n];
      if (parameters.functionName === 'allowance') return 10n ** 18n;
      throw new Error(`Unexpected read ${parameters.functionName}`);
    });
    jest.mocked(walletOnChain).mockResolvedValue(VISITOR);
    jest.mocked(writeContract).mockResolvedValue(HASH);
    jest.mocked(confirmTransaction).mockResolvedValue('unconfirmed');
    const user = userEvent.setup({ delay: null });
    renderConnected(<DexGeneratorRenderer data={DEX} />);
    const section = screen.getByRole('region', { name: 'Our DEX' });
    await user.type(await within(section).findByLabelText('Amount of TKA'), '1');
    expect(await within(section).findByText('2.5 TKB')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Swap' }));
    expect(
      await within(section).findByText(
        'Not confirmed yet: the transaction may still go through. Check it before sending it again.',
      ),
    ).toBeInTheDocument();
    expect(within(section).queryByText('The swap failed on chain')).not.toBeInTheDocument();
    // The same swap is not one tap away.
    expect(within(section).getByLabelText('Amount of TKA')).toHaveValue('');
    expect(within(section).getByRole('button', { name: 'Swap' })).toBeDisabled();
  });

  it('says when the pair has no pool, and offers no swap', async () => {
    jest.mocked(readContract).mockResolvedValue('0x0000000000000000000000000000000000000000');
    const user = userEvent.setup({ delay: null });
    renderConnected(<DexGeneratorRenderer data={DEX} />);
    await user.type(await screen.findByLabelText('Amount of TKA'), '1');
    expect(await screen.findByText('This pair has no pool on this DEX yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Swap' })).toBeDisabled();
  });

  it('says plainly the site does not offer trading on a network Data → Networks leaves out', async () => {
    renderOnSite(<DexGeneratorRenderer data={DEX} />, siteOffering([8453]));
    expect(await screen.findByText('This site does not offer trading on Ethereum')).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount of TKA')).not.toBeInTheDocument();
    cleanup();
    renderOnSite(
      <DexGeneratorRenderer data={{ ...DEX, source: 'url', url: 'https://dex.example.com/swap' }} />,
      siteOffering([8453]),
    );
    expect(await screen.findByText('This site does not offer trading on Ethereum')).toBeInTheDocument();
    expect(screen.queryByTitle('Our DEX')).not.toBeInTheDocument();
    expect(readContract).not.toHaveBeenCalled();
  });

  it('says what is missing while the section is incomplete', () => {
    renderConnected(<DexGeneratorRenderer data={{ ...DEX, tokens: [] }} />);
    expect(screen.getByText('This section is not configured yet')).toBeInTheDocument();
  });
});
