import { CHAINS } from '@suite/shared';
import {
  createConfig,
  createStorage,
  fallback,
  http,
  injected,
  unstable_connector,
  type Config,
} from 'wagmi';
import { safeStorage } from '../react/safe-storage';
import type { Chain } from 'viem';
import { arbitrum, avalanche, base, blast, bsc, hardhat, mainnet, optimism, polygon } from 'viem/chains';

// viem's `hardhat` chain is id 31337 with its RPC on http://127.0.0.1:8545: the local chain.
const VIEM_CHAINS: readonly Chain[] = [
  mainnet,
  optimism,
  bsc,
  polygon,
  base,
  arbitrum,
  avalanche,
  blast,
  hardhat,
];

function suiteChains(): [Chain, ...Chain[]] {
  const chains = CHAINS.map((info) => {
    const chain = VIEM_CHAINS.find((candidate) => candidate.id === info.id);
    if (!chain) throw new Error(`No chain definition for chain id ${info.id}`);
    return chain;
  });
  const [first, ...rest] = chains;
  if (!first) throw new Error('CHAINS is empty');
  return [first, ...rest];
}

/**
 * Wallets connect through the browser's injected provider only (EIP-1193 `window.ethereum`). The
 * connection is remembered in `safeStorage`: wagmi's default reads `window.localStorage` unguarded,
 * which throws in an embed on a site whose browser blocks third-party storage.
 *
 * Reads of a chain (balances, allowances, a payment's receipt) go through the visitor's own wallet
 * when it is on that chain: the RPC the visitor chose, the same node their transactions go to, so a
 * payment just sent is seen at once. Only a chain the wallet is not on (or no wallet) is read
 * through the chain's public RPC (viem's chain definition).
 */
export function createSuiteWagmiConfig(): Config {
  const chains = suiteChains();
  return createConfig({
    chains,
    connectors: [injected()],
    multiInjectedProviderDiscovery: false,
    storage: createStorage({ storage: safeStorage('local') }),
    transports: Object.fromEntries(
      chains.map((chain) => [chain.id, fallback([unstable_connector(injected), http()])]),
    ),
  });
}

let pageConfig: Config | undefined;

/**
 * The page's one wagmi config. `@suite/shared/wallet` is a federation singleton, so every remote in
 * the page (even ones mounted separately in a foreign host) sees the same wallet connection.
 */
export function suiteWagmiConfig(): Config {
  pageConfig ??= createSuiteWagmiConfig();
  return pageConfig;
}
