import { screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { hardhat } from 'viem/chains';
import { WagmiContext, type Config } from 'wagmi';
import { disconnect } from 'wagmi/actions';
import { NATIVE_TOKEN_ADDRESS } from '@suite/shared/schemas';
import { MarketOrderBox } from './market-order-box';
import { renderInPage } from '../../test/trade-support';
import { ETH, TUSDC, walletWithOneEther } from '../../test/wallet-on-node';

// antd and wagmi's first render are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

/** A quote service on the local chain: 1 ETH buys 3,000 tUSDC, and the balance covers the amount. */
const ANSWERS = {
  'GET /api/swap/status': { status: 200, body: { configured: true, chainIds: [hardhat.id] } },
  'GET /api/swap/price': (url: URL) => {
    const sellAmount = BigInt(url.searchParams.get('sellAmount') ?? '0');
    const buyAmount = ((sellAmount * 3000n) / 10n ** 12n).toString();
    return {
      status: 200,
      body: {
        liquidityAvailable: true,
        sellToken: NATIVE_TOKEN_ADDRESS,
        buyToken: TUSDC.address,
        sellAmount: sellAmount.toString(),
        buyAmount,
        minBuyAmount: buyAmount,
        totalNetworkFee: null,
        fees: { integratorFee: null, zeroExFee: null, gasFee: null },
        issues: { allowance: null, balance: null, simulationIncomplete: false },
        route: { fills: [] },
      },
    };
  },
};

describe('MarketOrderBox paying in the chain’s own currency', () => {
  let config: Config;
  beforeEach(async () => {
    config = await walletWithOneEther();
  });
  afterEach(async () => {
    await disconnect(config);
  });

  function renderBox() {
    return renderInPage(
      <MarketOrderBox
        chainId={hardhat.id}
        token={TUSDC}
        baseToken={ETH}
        defaultSide="buy"
        defaultSlippagePercent={1}
        allowSlippageChange={false}
        showFees={false}
      />,
      ANSWERS,
      {
        wrap: (node) => (
          // A cache of each test's own: one test's fees are not another's.
          <QueryClientProvider client={new QueryClient()}>
            <WagmiContext.Provider value={config}>{node}</WagmiContext.Provider>
          </QueryClientProvider>
        ),
      },
    );
  }

  it('says an amount that leaves too little for the network fee, and does not offer the trade', async () => {
    const { user } = renderBox();
    const amount = screen.getByLabelText('You pay');
    // 1 ETH held; 300,000 gas at 2.2 gwei (0.00066 ETH) is kept for the fee.
    await user.type(amount, '0.9999');
    expect(
      await screen.findByText('This leaves too little ETH for the network fee: lower the amount'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy tUSDC' })).toBeDisabled();

    await user.clear(amount);
    await user.type(amount, '0.99934');
    await waitFor(() => expect(screen.getByLabelText('You receive')).toHaveValue('2,998.02'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy tUSDC' })).toBeEnabled());
    expect(screen.queryByText(/too little ETH/)).not.toBeInTheDocument();
  });
});
