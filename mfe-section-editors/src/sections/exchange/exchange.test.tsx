import { render, screen, within } from '@testing-library/react';
import { installBrowserWallet } from '@suite/shared/testing';
import userEvent from '@testing-library/user-event';
import { NATIVE_TOKEN_ADDRESS, SWAP_NOT_CONFIGURED_MESSAGE } from '@suite/shared/schemas';
import { defaultExchangeConfig, presetSwapTokens, type ExchangeConfig } from '@suite/shared/sections';
import {
  pickOption,
  priceQueries,
  QUOTES_CONFIGURED,
  renderInPage,
  USDC,
  USDC_TO_ETH_PRICE,
} from '../../test/trade-support';
import { ExchangeEditor } from './editor';
import { PairEditor } from './pair-editor';
import { ExchangeRenderer } from './renderer';

// The token and pair editors mount cards of antd fields inside the section's form: slow in jsdom,
// more so while other suites run beside.
jest.setTimeout(60_000);

// The visitor's browser has a wallet extension (jsdom has none), so the sections offer to connect it.
let uninstallBrowserWallet: () => void = () => undefined;
beforeEach(() => {
  uninstallBrowserWallet = installBrowserWallet();
});
afterEach(() => uninstallBrowserWallet());

const CONFIG: ExchangeConfig = defaultExchangeConfig(1);
const USDT = presetSwapTokens(1).find((token) => token.symbol === 'USDT');

/** Any sale of 1 unit of the base fetches 3,200 of the quote token; other asks get the USDC → ETH price. */
function priceOf(url: URL) {
  const sellAmount = url.searchParams.get('sellAmount') ?? '0';
  if (url.searchParams.get('sellToken') === NATIVE_TOKEN_ADDRESS && sellAmount === '1000000000000000000') {
    return {
      status: 200,
      body: {
        ...USDC_TO_ETH_PRICE,
        sellToken: NATIVE_TOKEN_ADDRESS.toLowerCase(),
        buyToken: url.searchParams.get('buyToken')?.toLowerCase(),
        sellAmount,
        buyAmount: '3200000000',
        minBuyAmount: '3168000000',
      },
    };
  }
  return { status: 200, body: USDC_TO_ETH_PRICE };
}

describe('ExchangeRenderer', () => {
  it('shows the pair, its price and a market box with the fill-amount buttons', async () => {
    const { urls, user } = renderInPage(<ExchangeRenderer data={CONFIG} />, {
      ...QUOTES_CONFIGURED,
      'GET /api/swap/price': priceOf,
    });
    const market = await screen.findByRole('region', { name: 'Market' });
    expect(within(market).getByRole('heading', { name: 'ETH/USDC' })).toBeInTheDocument();
    expect(await within(market).findByText('1 ETH = 3,200 USDC')).toBeInTheDocument();
    expect(within(market).getByText('Ethereum')).toBeInTheDocument();

    const fill = screen.getByRole('group', { name: 'You pay: share of your balance' });
    const buttons = within(fill).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['25%', '50%', '75%', '100%']);
    // No wallet connected: there is no balance to take a share of.
    for (const button of buttons) expect(button).toBeDisabled();

    await user.type(screen.getByLabelText('You pay'), '100');
    expect(await screen.findByRole('region', { name: 'Quote' })).toHaveTextContent('1 USDC = 0.0003125 ETH');
    expect(priceQueries(urls).at(-1)).toMatchObject({ sellToken: USDC, sellAmount: '100000000' });
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeInTheDocument();
  });

  it("shows the pair's tokens by their logos and names, as the owner gave them", async () => {
    const [pair] = CONFIG.pairs;
    if (!pair) throw new Error('The default exchange has no pair');
    const base = { ...pair.base, name: 'Wrapped Ether', logoUrl: 'https://tokens.example/weth.png' };
    renderInPage(<ExchangeRenderer data={{ ...CONFIG, pairs: [{ ...pair, base }] }} />, {
      ...QUOTES_CONFIGURED,
      'GET /api/swap/price': priceOf,
    });
    const market = await screen.findByRole('region', { name: 'Market' });
    expect(within(market).getByRole('heading', { name: 'ETH/USDC' })).toBeInTheDocument();
    expect(within(market).getByText(`Wrapped Ether / ${pair.quote.name}`)).toBeInTheDocument();
    const logos = () =>
      [...document.querySelectorAll('img')].filter((img) => img.src === 'https://tokens.example/weth.png');
    // In the market bar and beside the base token's amount box.
    expect(logos().length).toBeGreaterThanOrEqual(2);
    expect(screen.getByTitle('Wrapped Ether')).toHaveTextContent('ETH');
  });

  it('switches between the listed pairs', async () => {
    const [pair] = CONFIG.pairs;
    if (!pair || !USDT) throw new Error('Ethereum has no USDT preset');
    const pairs = [pair, { base: pair.base, quote: USDT }];
    const { urls, user } = renderInPage(<ExchangeRenderer data={{ ...CONFIG, pairs }} />, {
      ...QUOTES_CONFIGURED,
      'GET /api/swap/price': priceOf,
    });
    await screen.findByRole('region', { name: 'Market' });
    await pickOption(user, 'Pair', 'ETH/USDT');
    expect(await screen.findByText('1 ETH = 3,200 USDT')).toBeInTheDocument();
    expect(priceQueries(urls).at(-1)).toMatchObject({ buyToken: USDT?.address });
  });

  it('says plainly that trading is not available without a quote service', async () => {
    renderInPage(<ExchangeRenderer data={CONFIG} />, {
      'GET /api/swap/status': { status: 200, body: { configured: false } },
    });
    expect(await screen.findByText(SWAP_NOT_CONFIGURED_MESSAGE)).toBeInTheDocument();
  });
});

function renderEditor(data?: Record<string, unknown>) {
  const onChange = jest.fn();
  render(<ExchangeEditor data={data} onChange={onChange} onSave={jest.fn()} onCancel={jest.fn()} />);
  return { onChange, user: userEvent.setup({ delay: null }) };
}

describe('ExchangeEditor', () => {
  it('refuses a pair of one token with itself', async () => {
    const [pair] = CONFIG.pairs;
    if (!pair) throw new Error('the defaults have a pair');
    const onSave = jest.fn();
    render(
      <PairEditor
        pair={{ base: pair.base, quote: pair.base }}
        chainId={1}
        onSave={onSave}
        onCancel={jest.fn()}
      />,
    );
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save pair' }));
    expect(await screen.findByText('The quote token must differ from the base token')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("holds Save while a pair is open, and the pair's Save while one of its tokens is being changed", async () => {
    const { user } = renderEditor();
    await user.click(
      within(screen.getByRole('list', { name: 'Pairs' })).getByRole('button', { name: 'Edit' }),
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription(
      'Save or cancel the open item first',
    );
    await user.click(screen.getByRole('button', { name: 'Change base token' }));
    const savePair = screen.getByRole('button', { name: 'Save pair' });
    expect(savePair).toBeDisabled();
    expect(savePair).toHaveAccessibleDescription('Save or cancel the open item first');
    await user.click(screen.getByRole('button', { name: 'Save token' }));
    expect(savePair).toBeEnabled();
    await user.click(savePair);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByText('Save or cancel the open item first')).not.toBeInTheDocument();
  });

  it('needs at least one pair', async () => {
    const { onChange, user } = renderEditor();
    const pairs = within(screen.getByRole('list', { name: 'Pairs' }));
    expect(pairs.getByText('ETH/USDC')).toBeInTheDocument();
    await user.click(pairs.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Add at least one pair')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ pairs: [] }));
  });
});
