/** The buyer's wallet address in the pay page's tests. */
export const BUYER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

/**
 * wagmi with the buyer's wallet as the edge: connected on the local chain, with enough of every token.
 * For `jest.mock('wagmi', …)`, whose factory cannot reach this module's imports.
 */
export function buyerWagmi() {
  // One config for the page, as wagmi's provider gives: effects that follow it do not run again per render.
  const config = {};
  return {
    ...jest.requireActual<typeof import('wagmi')>('wagmi'),
    useConfig: () => config,
    useConnection: () => ({ address: BUYER, chainId: 31337, isConnected: true, status: 'connected' }),
    useReadContract: () => ({ data: 10n ** 30n, isLoading: false, error: null }),
    useDisconnect: () => ({ mutate: () => undefined }),
    useSwitchChain: () => ({ mutateAsync: async () => undefined, isPending: false }),
  };
}

/**
 * wagmi's actions with what the node answers of a sent transaction as the edge (its receipt, the
 * transaction, its sender's nonce, the blocks a replacement is looked for in: each a `jest.fn()` the
 * test answers). For `jest.mock('wagmi/actions', …)`.
 */
export function sentTransactionReads() {
  return {
    ...jest.requireActual<typeof import('wagmi/actions')>('wagmi/actions'),
    getTransactionReceipt: jest.fn(),
    getTransaction: jest.fn(),
    getTransactionCount: jest.fn(),
    getBlockNumber: jest.fn(),
    getBlock: jest.fn(),
  };
}
