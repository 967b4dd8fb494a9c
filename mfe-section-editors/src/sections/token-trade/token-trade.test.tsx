import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NATIVE_TOKEN_ADDRESS, SWAP_NOT_CONFIGURED_MESSAGE } from '@suite/shared/schemas';
import { defaultTokenTradeConfig, type TokenTradeConfig } from '@suite/shared/sections';
import {
  priceQueries,
  QUOTES_CONFIGURED,
  renderInPage,
  USDC,
  USDC_TO_ETH_PRICE,
} from '../../test/trade-support';
import { TokenTradeEditor } from './editor';
import { TokenTradeRenderer } from './renderer';

// The token and pair editors mount cards of antd fields inside the section's form: slow in jsdom,
// more so while other suites run beside.
jest.setTimeout(60_000);

const CONFIG: TokenTradeConfig = { ...defaultTokenTradeConfig(1), title: 'Get ETH' };

/** 1 ETH sells for 3,200 USDC; 100 USDC buys 0.03125 ETH. */
function priceOf(url: URL) {
  const sellsEth = url.searchParams.get('sellToken') === NATIVE_TOKEN_ADDRESS;
  const body = sellsEth
    ? {
        ...USDC_TO_ETH_PRICE,
        sellToken: NATIVE_TOKEN_ADDRESS.toLowerCase(),
        buyToken: USDC.toLowerCase(),
        sellAmount: url.searchParams.get('sellAmount'),
        buyAmount: String((BigInt(url.searchParams.get('sellAmount') ?? '0') * 3200n) / 10n ** 12n),
        minBuyAmount: '1',
        issues: { allowance: null, balance: null, simulationIncomplete: false },
      }
    : USDC_TO_ETH_PRICE;
  return { status: 200, body };
}

describe('TokenTradeRenderer', () => {
  it('shows the token, its market price and a Buy box paid in the base token', async () => {
    const { urls, user } = renderInPage(<TokenTradeRenderer data={CONFIG} />, {
      ...QUOTES_CONFIGURED,
      'GET /api/swap/price': priceOf,
    });
    expect(await screen.findByRole('heading', { name: 'Get ETH' })).toBeInTheDocument();
    expect(screen.getByText('ETH on Ethereum')).toBeInTheDocument();
    expect(await screen.findByText('1 ETH = 3,200 USDC')).toBeInTheDocument();

    await user.type(screen.getByLabelText('You pay'), '100');
    expect(await screen.findByRole('region', { name: 'Quote' })).toHaveTextContent('1 USDC = 0.0003125 ETH');
    expect(screen.getByLabelText('You receive')).toHaveValue('0.03125');
    expect(priceQueries(urls).at(-1)).toMatchObject({
      sellToken: USDC,
      buyToken: NATIVE_TOKEN_ADDRESS,
      sellAmount: '100000000',
    });
  });

  it('sells the token for the base token on the Sell side', async () => {
    const { urls, user } = renderInPage(<TokenTradeRenderer data={CONFIG} />, {
      ...QUOTES_CONFIGURED,
      'GET /api/swap/price': priceOf,
    });
    await user.click(await screen.findByText('Sell ETH'));
    await user.type(screen.getByLabelText('You pay'), '2');
    expect(await screen.findByRole('region', { name: 'Quote' })).toHaveTextContent('1 ETH = 3,200 USDC');
    expect(screen.getByLabelText('You receive')).toHaveValue('6,400');
    expect(priceQueries(urls).at(-1)).toMatchObject({
      sellToken: NATIVE_TOKEN_ADDRESS,
      buyToken: USDC,
      sellAmount: '2000000000000000000',
    });
  });

  it('says plainly that trading is not available without a quote service', async () => {
    renderInPage(<TokenTradeRenderer data={CONFIG} />, {
      'GET /api/swap/status': { status: 200, body: { configured: false } },
    });
    expect(await screen.findByText(SWAP_NOT_CONFIGURED_MESSAGE)).toBeInTheDocument();
  });
});

function renderEditor(data?: Record<string, unknown>) {
  const onChange = jest.fn();
  const onSave = jest.fn();
  render(<TokenTradeEditor data={data} onChange={onChange} onSave={onSave} onCancel={jest.fn()} />);
  return { onChange, onSave, user: userEvent.setup({ delay: null }) };
}

describe('TokenTradeEditor', () => {
  it('starts with the chain currency against its first stablecoin, and saves', async () => {
    const { onSave, user } = renderEditor();
    expect(screen.getByText('ETH · native currency · 18 decimals')).toBeInTheDocument();
    expect(screen.getByText('USDC · 0xA0b8…eB48 · 6 decimals')).toBeInTheDocument();
    // The form checks its starting values first: Save turns enabled once they pass.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(defaultTokenTradeConfig(1));
  });

  it('refuses a base token equal to the traded token', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Change base token' }));
    const editor = within(screen.getByRole('group', { name: 'Base token' }));
    await user.clear(editor.getByLabelText('Token address'));
    await user.paste(NATIVE_TOKEN_ADDRESS);
    await user.click(editor.getByRole('button', { name: 'Save token' }));
    expect(await screen.findByText('The base token must differ from the traded token')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
