import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeAbiParameters, numberToHex, type EIP1193Parameters, type PublicRpcSchema } from 'viem';
import { hardhat } from 'viem/chains';
import { createConfig, custom, WagmiContext, type Config } from 'wagmi';
import { connect, disconnect } from 'wagmi/actions';
import { mock } from 'wagmi/connectors/mock';
import { LOCAL_TEST_STABLECOIN_ADDRESS } from '@suite/shared';
import { SuiteProviders } from '@suite/shared/react';
import { WalletProviders } from '@suite/shared/wallet';
import { fakeApi } from '@suite/shared/testing';
import { TokenAmountInput, type FillButtonColours } from './token-amount-input';

// antd and wagmi's first render are slow in jsdom, more so while other suites run beside.
jest.setTimeout(60_000);

const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TUSDC = {
  address: LOCAL_TEST_STABLECOIN_ADDRESS,
  symbol: 'tUSDC',
  name: 'Test USD Coin',
  decimals: 6,
  logoUrl: '',
};
const COLOURS: FillButtonColours = {
  active: '#aa0000',
  activeText: '#ffffff',
  inactive: '#eeeeee',
  inactiveText: '#111111',
};

/** The visitor's wallet on the local chain, holding 4 tUSDC. */
async function walletWithFourTokens(): Promise<Config> {
  const answers = async ({ method }: EIP1193Parameters<PublicRpcSchema>): Promise<unknown> => {
    if (method === 'eth_chainId') return numberToHex(hardhat.id);
    if (method === 'eth_blockNumber') return numberToHex(100);
    if (method === 'eth_call') return encodeAbiParameters([{ type: 'uint256' }], [4_000_000n]);
    throw new Error(`Unexpected RPC call ${method}`);
  };
  const config = createConfig({
    chains: [hardhat],
    connectors: [mock({ accounts: [ME] })],
    transports: { [hardhat.id]: custom({ request: answers }) },
  });
  const [connector] = config.connectors;
  if (!connector) throw new Error('no mock connector');
  await connect(config, { connector });
  return config;
}

function AmountBox({ colours }: { colours?: FillButtonColours }) {
  const [amount, setAmount] = useState('');
  return (
    <TokenAmountInput
      label="You pay"
      chainId={hardhat.id}
      token={TUSDC}
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
