import { numberToHex, type EIP1193Parameters, type PublicRpcSchema } from 'viem';
import { hardhat } from 'viem/chains';
import { createConfig, custom, type Config } from 'wagmi';
import { connect } from 'wagmi/actions';
import { mock } from 'wagmi/connectors/mock';
import { LOCAL_TEST_STABLECOIN_ADDRESS } from '@suite/shared';
import { NATIVE_TOKEN_ADDRESS } from '@suite/shared/schemas';
import type { SwapToken } from '@suite/shared/sections';

/** The visitor's address in the wallets below. */
const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** The local chain's own currency, as a trading box lists it. */
export const ETH: SwapToken = {
  address: NATIVE_TOKEN_ADDRESS,
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
  logoUrl: '',
};

/** The local chain's test stablecoin, as a trading box lists it. */
export const TUSDC: SwapToken = {
  address: LOCAL_TEST_STABLECOIN_ADDRESS,
  symbol: 'tUSDC',
  name: 'Test USD Coin',
  decimals: 6,
  logoUrl: '',
};

type ChainAnswer = (method: string) => unknown;

/**
 * The visitor's wallet, connected on the local chain, whose node answers by `answer` (the chain's id
 * and block number besides): an unexpected call fails.
 */
export async function connectedWallet(answer: ChainAnswer): Promise<Config> {
  const answers = async ({ method }: EIP1193Parameters<PublicRpcSchema>): Promise<unknown> => {
    if (method === 'eth_chainId') return numberToHex(hardhat.id);
    if (method === 'eth_blockNumber') return numberToHex(100);
    const answered = answer(method);
    if (answered === undefined) throw new Error(`Unexpected RPC call ${method}`);
    return answered;
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

/**
 * The visitor's wallet on the local chain, holding 1 ETH, gas at a 1 gwei base fee and a 1 gwei tip
 * (or a node that cannot say its fees).
 */
export function walletWithOneEther({ feesUnread = false } = {}): Promise<Config> {
  const gwei = 1_000_000_000n;
  return connectedWallet((method) => {
    if (method === 'eth_getBalance') return numberToHex(10n ** 18n);
    if (feesUnread) throw new Error(`The node does not answer ${method}`);
    if (method === 'eth_getBlockByNumber') {
      return { number: numberToHex(100), baseFeePerGas: numberToHex(gwei), transactions: [] };
    }
    return method === 'eth_maxPriorityFeePerGas' ? numberToHex(gwei) : undefined;
  });
}
