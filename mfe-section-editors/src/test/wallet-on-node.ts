import { numberToHex, type Chain, type EIP1193Parameters, type PublicRpcSchema } from 'viem';
import { hardhat } from 'viem/chains';
import { createConfig, custom, type Config } from 'wagmi';
import { connect } from 'wagmi/actions';
import { mock, type MockParameters } from 'wagmi/connectors/mock';
import { LOCAL_TEST_STABLECOIN_ADDRESS } from '@suite/shared';
import { NATIVE_TOKEN_ADDRESS } from '@suite/shared/schemas';
import type { SwapToken } from '@suite/shared/sections';

/** The visitor's address in the wallets below. */
export const ME = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

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

/** A chain's node as a test stands in for it: one JSON-RPC request in, its answer out. */
export type NodeAnswers = (request: EIP1193Parameters<PublicRpcSchema>) => Promise<unknown>;

export interface MockWalletOptions {
  /** The chains besides the local one, each with its node (the wallet connects on the local chain). */
  others?: readonly { chain: Chain; node: NodeAnswers }[];
  /** The mock connector's own ways: a refused signature, reconnecting. */
  features?: MockParameters['features'];
  /** How often the chain is polled (a receipt awaited): short, so a test sees the node's next answer. */
  pollingInterval?: number;
  /** 0: a failing node fails at once, instead of after viem's retries. */
  retryCount?: number;
}

/**
 * The visitor's wallet (wagmi's mock connector, `ME`), connected on the local chain, each chain read
 * through the node the test gives it.
 */
export async function mockWallet(local: NodeAnswers, options: MockWalletOptions = {}): Promise<Config> {
  const { others = [], features, pollingInterval, retryCount } = options;
  const transport = (request: NodeAnswers) => custom({ request }, { retryCount });
  const config = createConfig({
    chains: [hardhat, ...others.map(({ chain }) => chain)],
    connectors: [mock({ accounts: [ME], features })],
    ...(pollingInterval === undefined ? {} : { pollingInterval }),
    transports: Object.fromEntries([
      [hardhat.id, transport(local)],
      ...others.map(({ chain, node }) => [chain.id, transport(node)]),
    ]),
  });
  const [connector] = config.connectors;
  if (!connector) throw new Error('no mock connector');
  await connect(config, { connector, chainId: hardhat.id });
  return config;
}

/**
 * The visitor's wallet, connected on the local chain, whose node answers by `answer` (the chain's id
 * and block number besides): an unexpected call fails.
 */
export function connectedWallet(answer: ChainAnswer): Promise<Config> {
  return mockWallet(async ({ method }) => {
    if (method === 'eth_chainId') return numberToHex(hardhat.id);
    if (method === 'eth_blockNumber') return numberToHex(100);
    const answered = answer(method);
    if (answered === undefined) throw new Error(`Unexpected RPC call ${method}`);
    return answered;
  });
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
