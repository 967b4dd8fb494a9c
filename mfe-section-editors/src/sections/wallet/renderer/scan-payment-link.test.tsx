import { screen, within } from '@testing-library/react';
import { defineChain, encodeAbiParameters, getAddress, numberToHex } from 'viem';
import { hardhat } from 'viem/chains';
import type { Config } from 'wagmi';
import { disconnect } from 'wagmi/actions';
import { stablecoinsOf } from '@suite/shared';
import { fakeApi, installBrowserWallet } from '@suite/shared/testing';
import { mockWallet, type NodeAnswers } from '../../../test/wallet-on-node';
import { onWallet, renderWallet } from '../../../test/wallet-section';

// antd's tables and dialogs are slow in jsdom, more so while other suites run beside.
jest.setTimeout(120_000);

const FRIEND = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
/** A token no list of the wallet holds. */
const UNLISTED = getAddress('0x000000000000000000000000000000000000beef');

// Optimism as the wallet reaches it here: read token by token (no multicall contract to stand in for).
const optimism = defineChain({
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://optimism.test'] } },
});

/** Each chain's node: 1 ETH and 2.5 of every token held, gas at 1 gwei. */
function node(chainId: number) {
  const answers: NodeAnswers = async ({ method }) => {
    switch (method) {
      case 'eth_chainId':
        return numberToHex(chainId);
      case 'eth_blockNumber':
        return numberToHex(100);
      case 'eth_getBalance':
        return numberToHex(10n ** 18n);
      case 'eth_getBlockByNumber':
        return { number: numberToHex(100), baseFeePerGas: numberToHex(1_000_000_000n), transactions: [] };
      case 'eth_maxPriorityFeePerGas':
        return numberToHex(1_000_000_000n);
      case 'eth_call':
        return encodeAbiParameters([{ type: 'uint256' }], [2_500_000n]);
      default:
        throw new Error(`Unexpected RPC call ${method}`);
    }
  };
  return answers;
}

let config: Config;
let uninstallBrowserWallet: () => void = () => undefined;

beforeEach(async () => {
  fakeApi({});
  localStorage.clear();
  uninstallBrowserWallet = installBrowserWallet();
  config = await mockWallet(node(hardhat.id), { others: [{ chain: optimism, node: node(optimism.id) }] });
});

afterEach(async () => {
  await disconnect(config);
  uninstallBrowserWallet();
});

/** The wallet on the local chain; pastes `link` in Scan and gives the Send dialog it opens. */
async function scan(link: string) {
  const user = renderWallet({ variant: 'default' }, onWallet(config));
  await within(screen.getByRole('region', { name: 'Tokens' })).findByText('tUSDC');
  await user.click(screen.getByRole('button', { name: 'Scan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Scan QR code' });
  await user.click(within(dialog).getByLabelText('Paste an address'));
  await user.paste(link);
  await user.click(within(dialog).getByRole('button', { name: 'Use address' }));
  return { user, send: await screen.findByRole('dialog', { name: 'Send' }) };
}

describe('A scanned payment link', () => {
  it("opens Send in the link's token of the link's chain, with its amount in that token's units", async () => {
    const [usdc] = stablecoinsOf(optimism.id);
    if (!usdc) throw new Error('No stablecoin on Optimism');
    const { send } = await scan(`ethereum:${usdc.address}@10/transfer?address=${FRIEND}&uint256=2500000`);
    // 2,500,000 base units of a 6-decimal token.
    expect(
      await within(send).findByLabelText(`Amount (${usdc.symbol})`, {}, { timeout: 10_000 }),
    ).toHaveValue('2.5');
    expect(within(send).getByLabelText('Recipient address')).toHaveValue(FRIEND);
    expect(screen.getByRole('button', { name: 'Network: Optimism' })).toBeInTheDocument();
  });

  it('refuses a token the wallet does not list, rather than sending the native coin, and offers to import it', async () => {
    const { user, send } = await scan(`ethereum:${UNLISTED}@31337/transfer?address=${FRIEND}&uint256=1`);
    expect(
      await within(send).findByText(
        "This code asks for a payment in a token that is not in your wallet's list: nothing else is sent in its place.",
      ),
    ).toBeInTheDocument();
    expect(within(send).queryByLabelText('Recipient address')).not.toBeInTheDocument();
    await user.click(within(send).getByRole('button', { name: 'Import token' }));
    const importing = await screen.findByRole('dialog', { name: 'Import token' });
    expect(within(importing).getByLabelText('Token contract address')).toHaveValue(UNLISTED);
  });

  it("takes the native amount of a plain link's value, in wei", async () => {
    const { send } = await scan(`ethereum:${FRIEND}?value=1.5e17`);
    expect(await within(send).findByLabelText('Amount (ETH)')).toHaveValue('0.15');
  });
});
