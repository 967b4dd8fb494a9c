import { numberToHex } from 'viem';
import { getBlockNumber } from 'wagmi/actions';
import { createSuiteWagmiConfig } from './wagmi-config';

const LOCAL_CHAIN = 31337;

/** A browser wallet (EIP-1193) on `chainId` whose node is at block `block`; it logs what it is asked. */
function installWallet(chainId: number, block: bigint): string[] {
  const asked: string[] = [];
  const provider = {
    request: async ({ method }: { method: string }) => {
      asked.push(method);
      if (method === 'eth_chainId') return numberToHex(chainId);
      if (method === 'eth_blockNumber') return numberToHex(block);
      if (method === 'eth_accounts') return [];
      throw new Error(`${method} is not supported here`);
    },
    on: () => undefined,
    removeListener: () => undefined,
  };
  Object.defineProperty(window, 'ethereum', { configurable: true, value: provider });
  return asked;
}

describe('the wallet config’s chain reads', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'ethereum');
  });

  it("read a chain through the visitor's wallet when it is on that chain", async () => {
    installWallet(LOCAL_CHAIN, 4242n);
    const config = createSuiteWagmiConfig();
    await expect(getBlockNumber(config, { chainId: LOCAL_CHAIN, cacheTime: 0 })).resolves.toBe(4242n);
  });

  it('leave the wallet out of reads of a chain it is not on', async () => {
    const asked = installWallet(1, 4242n);
    const config = createSuiteWagmiConfig();
    const block = await getBlockNumber(config, { chainId: LOCAL_CHAIN, cacheTime: 0 }).catch(() => null);
    expect(block).not.toBe(4242n);
    expect(asked).toContain('eth_chainId');
    expect(asked).not.toContain('eth_blockNumber');
  });
});
