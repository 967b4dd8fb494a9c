import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { encodeAbiParameters, numberToHex } from 'viem';
import { hardhat } from 'viem/chains';
import { WagmiContext, type Config } from 'wagmi';
import { disconnect } from 'wagmi/actions';
import type { SwapToken } from '@suite/shared/sections';
import { SuiteProviders } from '@suite/shared/react';
import { WalletProviders } from '@suite/shared/wallet';
import { fakeApi } from '@suite/shared/testing';
import { TokenAmountInput, type FillButtonColours } from './token-amount-input';
import { connectedWallet, ETH, TUSDC, walletWithOneEther } from '../../test/wallet-on-node';

// antd and wagmi's first render are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

const COLOURS: FillButtonColours = {
  active: '#aa0000',
  activeText: '#ffffff',
  inactive: '#eeeeee',
  inactiveText: '#111111',
};

/** The visitor's wallet on the local chain, holding 4 tUSDC. */
function walletWithFourTokens(): Promise<Config> {
  return connectedWallet((method) =>
    method === 'eth_call' ? encodeAbiParameters([{ type: 'uint256' }], [4_000_000n]) : undefined,
  );
}

function AmountBox({ colours, token = TUSDC }: { colours?: FillButtonColours; token?: SwapToken }) {
  const [amount, setAmount] = useState('');
  return (
    <TokenAmountInput
      label="You pay"
      chainId={hardhat.id}
      token={token}
      amount={amount}
      onAmountChange={setAmount}
      fillPercents={[25, 50, 75, 100]}
      fillColours={colours}
    />
  );
}

describe('TokenAmountInput’s fill buttons', () => {
  let config: Config;
  beforeEach(async () => {
    fakeApi({});
    config = await walletWithFourTokens();
  });
  afterEach(async () => {
    await disconnect(config);
  });

  function renderBox(colours?: FillButtonColours) {
    render(
      <SuiteProviders>
        <WalletProviders>
          <WagmiContext.Provider value={config}>
            <AmountBox colours={colours} />
          </WagmiContext.Provider>
        </WalletProviders>
      </SuiteProviders>,
    );
    return userEvent.setup({ delay: null });
  }

  it('draws the share picked in the active colours and the others in the inactive ones, until the amount is typed', async () => {
    const user = renderBox(COLOURS);
    const group = screen.getByRole('group', { name: 'You pay: share of your balance' });
    const half = within(group).getByRole('button', { name: '50%' });
    await waitFor(() => expect(half).toBeEnabled());
    for (const button of within(group).getAllByRole('button')) {
      expect(button).toHaveStyle({ background: '#eeeeee', color: '#111111' });
      expect(button).toHaveAttribute('aria-pressed', 'false');
    }
    await user.click(half);
    expect(screen.getByLabelText('You pay')).toHaveValue('2');
    expect(half).toHaveAttribute('aria-pressed', 'true');
    expect(half).toHaveStyle({ background: '#aa0000', color: '#ffffff' });
    expect(within(group).getByRole('button', { name: '25%' })).toHaveStyle({ background: '#eeeeee' });
    // Another amount typed: no share is the active one any more.
    await user.type(screen.getByLabelText('You pay'), '5');
    expect(half).toHaveAttribute('aria-pressed', 'false');
    expect(half).toHaveStyle({ background: '#eeeeee' });
  });

  it('marks the share picked as the primary button where no colours are set', async () => {
    const user = renderBox();
    const group = screen.getByRole('group', { name: 'You pay: share of your balance' });
    const all = within(group).getByRole('button', { name: '100%' });
    await waitFor(() => expect(all).toBeEnabled());
    await user.click(all);
    expect(screen.getByLabelText('You pay')).toHaveValue('4');
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveClass('ant-btn-primary');
  });
});

describe('TokenAmountInput’s fill buttons on the chain’s own currency', () => {
  let config: Config;
  beforeEach(async () => {
    fakeApi({});
    config = await walletWithOneEther();
  });
  afterEach(async () => {
    await disconnect(config);
  });

  function renderEther(config: Config, box = <AmountBox token={ETH} />) {
    render(
      <SuiteProviders>
        <WalletProviders>
          {/* A cache of each test's own: one test's fees are not another's. */}
          <QueryClientProvider client={new QueryClient()}>
            <WagmiContext.Provider value={config}>{box}</WagmiContext.Provider>
          </QueryClientProvider>
        </WalletProviders>
      </SuiteProviders>,
    );
    return userEvent.setup({ delay: null });
  }

  it('keeps the network fee back on 100%, and fills a smaller share whole', async () => {
    const user = renderEther(config);
    const group = screen.getByRole('group', { name: 'You pay: share of your balance' });
    const all = within(group).getByRole('button', { name: '100%' });
    await waitFor(() => expect(all).toBeEnabled());
    await user.click(all);
    // 300,000 gas at 2.2 gwei (the base fee with 20% headroom, and the tip): 0.00066 ETH kept.
    expect(screen.getByLabelText('You pay')).toHaveValue('0.99934');
    await user.click(within(group).getByRole('button', { name: '50%' }));
    expect(screen.getByLabelText('You pay')).toHaveValue('0.5');
  });

  it('asks the node no fee for a box without fill buttons (the amount received)', async () => {
    await disconnect(config);
    const asked: string[] = [];
    const watched = await connectedWallet((method) => {
      asked.push(method);
      return method === 'eth_getBalance' ? numberToHex(10n ** 18n) : undefined;
    });
    renderEther(watched, <TokenAmountInput label="You receive" chainId={hardhat.id} token={ETH} amount="" />);
    expect(await screen.findByText(/^Balance: 1/)).toBeInTheDocument();
    expect(asked).not.toContain('eth_getBlockByNumber');
    expect(asked).not.toContain('eth_maxPriorityFeePerGas');
    await disconnect(watched);
  });

  it('fills the whole balance when the node cannot say its fees, rather than leaving the buttons off', async () => {
    await disconnect(config);
    const unread = await walletWithOneEther({ feesUnread: true });
    const user = renderEther(unread);
    const all = within(screen.getByRole('group', { name: 'You pay: share of your balance' })).getByRole(
      'button',
      {
        name: '100%',
      },
    );
    await waitFor(() => expect(all).toBeEnabled(), { timeout: 10_000 });
    await user.click(all);
    expect(screen.getByLabelText('You pay')).toHaveValue('1');
    await disconnect(unread);
  });
});
