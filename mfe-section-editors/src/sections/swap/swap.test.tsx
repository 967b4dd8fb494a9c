import { render, screen, waitFor, within } from '@testing-library/react';
import { installBrowserWallet } from '@suite/shared/testing';
import userEvent from '@testing-library/user-event';
import { NATIVE_TOKEN_ADDRESS, SWAP_NOT_CONFIGURED_MESSAGE } from '@suite/shared/schemas';
import { defaultSwapConfig, type SwapConfig } from '@suite/shared/sections';
import { SwapEditor } from './editor';
import { SwapRenderer } from './renderer';
import { formItemOf } from '../../test/test-queries';
import {
  errorBody,
  pickOption,
  priceQueries,
  QUOTES_CONFIGURED as CONFIGURED,
  renderInPage,
  USDC,
  USDC_TO_ETH_PRICE as PRICE,
  type Answer,
} from '../../test/trade-support';

// The token and pair editors mount cards of antd fields inside the section's form: slow in jsdom,
// more so while other suites run beside.
jest.setTimeout(60_000);

// The visitor's browser has a wallet extension (jsdom has none), so the sections offer to connect it.
let uninstallBrowserWallet: () => void = () => undefined;
beforeEach(() => {
  uninstallBrowserWallet = installBrowserWallet();
});
afterEach(() => uninstallBrowserWallet());

/** Ethereum's defaults, selling USDC for ETH. */
const CONFIG: SwapConfig = {
  ...defaultSwapConfig(1),
  title: 'Swap tokens',
  defaultSellToken: USDC,
  defaultBuyToken: NATIVE_TOKEN_ADDRESS,
};

describe('SwapRenderer', () => {
  it('says plainly that swaps are not available when the server has no quote service', async () => {
    renderInPage(<SwapRenderer data={CONFIG} />, {
      'GET /api/swap/status': { status: 200, body: { configured: false } },
    });
    expect(await screen.findByText(SWAP_NOT_CONFIGURED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByLabelText('You pay')).not.toBeInTheDocument();
  });

  it('shows the live quote of the amount typed, asked once the typing stops', async () => {
    const { urls, user } = renderInPage(<SwapRenderer data={CONFIG} />, {
      ...CONFIGURED,
      'GET /api/swap/price': { status: 200, body: PRICE },
    });
    expect(await screen.findByRole('heading', { name: 'Swap tokens' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('You pay'), '100');
    const quote = await screen.findByRole('region', { name: 'Quote' });
    expect(quote).toHaveTextContent('1 USDC = 0.0003125 ETH');
    expect(quote).toHaveTextContent('Minimum received0.0309375 ETH');
    expect(quote).toHaveTextContent('Network fee0.00042 ETH');
    expect(quote).toHaveTextContent('Service fee0.15 USDC');
    expect(screen.getByLabelText('You receive')).toHaveValue('0.03125');
    expect(
      screen.getByText('Your wallet will first ask you to approve USDC for this trade.'),
    ).toBeInTheDocument();

    // Debounced: one request for "100", none for "1" and "10".
    expect(priceQueries(urls)).toEqual([
      {
        chainId: '1',
        sellToken: USDC,
        buyToken: NATIVE_TOKEN_ADDRESS,
        sellAmount: '100000000',
        slippageBps: '100',
      },
    ]);
    // No wallet yet: the button connects one first.
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeEnabled();
  });

  it('hides the fees when the owner turns them off', async () => {
    const { user } = renderInPage(<SwapRenderer data={{ ...CONFIG, showFees: false }} />, {
      ...CONFIGURED,
      'GET /api/swap/price': { status: 200, body: PRICE },
    });
    await user.type(await screen.findByLabelText('You pay'), '100');
    const quote = await screen.findByRole('region', { name: 'Quote' });
    expect(quote).not.toHaveTextContent('Network fee');
    expect(quote).not.toHaveTextContent('Service fee');
  });

  it('says why an amount is not one, without asking for a price', async () => {
    const { urls, user } = renderInPage(<SwapRenderer data={CONFIG} />, CONFIGURED);
    const pay = await screen.findByLabelText('You pay');
    await user.type(pay, '1.1234567');
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 6 decimals');
    await user.clear(pay);
    await user.type(pay, 'abc');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a number, such as 1.5');
    expect(priceQueries(urls)).toEqual([]);
  });

  it('shows when there is no liquidity, and the reason the service refused a trade', async () => {
    let answer: Answer = { status: 200, body: { liquidityAvailable: false } };
    const { user } = renderInPage(<SwapRenderer data={CONFIG} />, {
      ...CONFIGURED,
      'GET /api/swap/price': () => answer,
    });
    const pay = await screen.findByLabelText('You pay');
    await user.type(pay, '5');
    expect(await screen.findByText(/No liquidity for this trade right now/)).toBeInTheDocument();
    answer = errorBody(
      422,
      'UNPROCESSABLE_CONTENT',
      'The quote service refused this trade: TOKEN_NOT_SUPPORTED',
    );
    await user.type(pay, '0');
    expect(
      await screen.findByText('The quote service refused this trade: TOKEN_NOT_SUPPORTED'),
    ).toBeInTheDocument();
    // A 503 that is not "no quote service" (a busy database) is an error to try again, not the end.
    answer = errorBody(
      503,
      'SERVICE_UNAVAILABLE',
      'The database is busy: try again in a moment',
      'databaseBusy',
    );
    await user.type(pay, '0');
    expect(await screen.findByText(/The database is busy/)).toBeInTheDocument();
    expect(screen.queryByText(SWAP_NOT_CONFIGURED_MESSAGE)).not.toBeInTheDocument();
  });

  it('lets the visitor pick only the listed tokens, and switches them', async () => {
    const { user } = renderInPage(<SwapRenderer data={CONFIG} />, CONFIGURED);
    await user.click(await screen.findByRole('button', { name: 'Switch the tokens' }));
    const pay = screen.getByRole('combobox', { name: 'You pay: token' });
    expect(within(pay.closest('.ant-select') ?? pay).getByText('ETH')).toBeInTheDocument();
  });

  it('says what is missing while the section is incomplete', () => {
    render(<SwapRenderer data={{ ...CONFIG, tokens: CONFIG.tokens.slice(0, 1) }} />);
    expect(screen.getByText('This section is not configured yet')).toBeInTheDocument();
  });
});

function renderEditor(data?: Record<string, unknown>) {
  const onChange = jest.fn();
  const onSave = jest.fn();
  render(<SwapEditor data={data} onChange={onChange} onSave={onSave} onCancel={jest.fn()} />);
  return { onChange, onSave, user: userEvent.setup({ delay: null }) };
}

/** Picks a default token: the option in the open list, not the other select's token of that name. */
async function pickDefault(user: ReturnType<typeof userEvent.setup>, label: string, symbol: string) {
  await user.click(screen.getByLabelText(label));
  const titled = await screen.findAllByTitle(symbol);
  const option = titled.find((element) => element.classList.contains('ant-select-item-option'));
  if (!option) throw new Error(`No option ${symbol} in the open list`);
  await user.click(option);
}

describe('SwapEditor', () => {
  it('starts on Ethereum with its currency and stablecoins, and saves', async () => {
    const { onSave, user } = renderEditor();
    const tokens = screen.getByRole('list', { name: 'Tokens' });
    expect(within(tokens).getByText('ETH · native currency · 18 decimals')).toBeInTheDocument();
    expect(within(tokens).getByText('USDC · 0xA0b8…eB48 · 6 decimals')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Title'));
    await user.paste('Trade');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Trade', chainId: 1, variant: 'Classic' }),
    );
  });

  it('bounds the slippage with a message beside it', async () => {
    const { user } = renderEditor();
    const slippage = screen.getByLabelText('Default slippage');
    await user.clear(slippage);
    await user.paste('60');
    expect(await screen.findByText('Slippage must be between 0.01% and 50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(slippage);
    await user.paste('0.5');
    expect(await screen.findByText('Between 0.01% and 50%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('checks a new token before adding it', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add token' }));
    const editor = within(screen.getByRole('group', { name: 'New token' }));
    await user.click(editor.getByLabelText('Token address'));
    await user.paste('0x123');
    await user.clear(editor.getByLabelText('Decimals'));
    await user.click(editor.getByRole('button', { name: 'Save token' }));
    expect(
      await editor.findByText('Must be a valid address (0x followed by 40 hex characters)'),
    ).toBeInTheDocument();
    expect(editor.getByText('Symbol is required')).toBeInTheDocument();
    expect(editor.getByText('Decimals are required')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('adds a token typed in', async () => {
    const { onChange, user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add token' }));
    const editor = within(screen.getByRole('group', { name: 'New token' }));
    await user.click(editor.getByLabelText('Token address'));
    await user.paste('0x6B175474E89094C44Da98b954EedeAC495271d0F');
    await user.click(editor.getByLabelText('Symbol'));
    await user.paste('DAI');
    await user.click(editor.getByRole('button', { name: 'Save token' }));
    expect(await screen.findByText('DAI · 0x6B17…1d0F · 18 decimals')).toBeInTheDocument();
    const last = onChange.mock.lastCall?.[0] as SwapConfig;
    expect(last.tokens.at(-1)).toEqual({
      address: '0x6B175474E89094C44Da98b954EedeAC495271d0F',
      symbol: 'DAI',
      name: '',
      decimals: 18,
      logoUrl: '',
    });
  });

  it('needs two tokens, and the defaults among them', async () => {
    const { user } = renderEditor({
      ...defaultSwapConfig(1),
      tokens: defaultSwapConfig(1).tokens.slice(0, 2),
    });
    const usdc = within(screen.getByRole('listitem', { name: 'USDC · 0xA0b8…eB48 · 6 decimals' }));
    await user.click(usdc.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Add at least two tokens')).toBeInTheDocument();
    expect(await screen.findByText('Pick one of the listed tokens')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('says beside the token bought by default when the one sold by default is picked the same, and clears it', async () => {
    const { user } = renderEditor();
    const buy = formItemOf(screen.getByLabelText('Token bought by default'));
    expect(buy).not.toHaveTextContent('Pick a token different from the sell token');
    await pickDefault(user, 'Token sold by default', 'USDC');
    await waitFor(() => expect(buy).toHaveTextContent('Pick a token different from the sell token'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await pickDefault(user, 'Token sold by default', 'ETH');
    await waitFor(() => expect(buy).not.toHaveTextContent('Pick a token different from the sell token'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('replaces the tokens with those of a new chain', async () => {
    const { onChange, user } = renderEditor();
    await pickOption(user, 'Chain', 'Polygon');
    const tokens = within(screen.getByRole('list', { name: 'Tokens' }));
    expect(await tokens.findByText('POL · native currency · 18 decimals')).toBeInTheDocument();
    const last = onChange.mock.lastCall?.[0] as SwapConfig;
    expect(last.chainId).toBe(137);
    expect(last.defaultSellToken).toBe(NATIVE_TOKEN_ADDRESS);
    expect(last.tokens.every((token) => token.symbol !== 'ETH')).toBe(true);
  });
});
