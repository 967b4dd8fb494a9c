import { createPublicClient, custom, http } from 'viem';
import { hardhat } from 'viem/chains';
import { isUnreachable, readToken } from './read-token';

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('readToken', () => {
  it('answers null when no ERC-20 answers at the address', async () => {
    // A node that answers every call with empty data: no contract there.
    const client = createPublicClient({
      chain: hardhat,
      transport: custom({ request: async () => '0x' }),
    });
    expect(await readToken(client, 31337, TOKEN)).toBeNull();
  });

  it("throws, said as unreachable, when the network's RPC cannot be reached", async () => {
    const client = createPublicClient({
      chain: hardhat,
      transport: http('http://127.0.0.1:9', { retryCount: 0, timeout: 2_000 }),
    });
    const failure = await readToken(client, 31337, TOKEN).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).not.toBeNull();
    expect(isUnreachable(failure)).toBe(true);
  });
});
