import { erc20Abi, getAddress, type PublicClient } from 'viem';
import type { WidgetToken } from '@suite/shared';

/** An ERC-20's name, symbol and decimals, read on chain; null when no ERC-20 answers at the address. */
export async function readToken(
  client: PublicClient,
  chainId: number,
  address: string,
): Promise<WidgetToken | null> {
  const contract = { address: getAddress(address), abi: erc20Abi } as const;
  try {
    const [name, symbol, decimals] = await Promise.all([
      client.readContract({ ...contract, functionName: 'name' }),
      client.readContract({ ...contract, functionName: 'symbol' }),
      client.readContract({ ...contract, functionName: 'decimals' }),
    ]);
    return { chainId, address: contract.address, name, symbol, decimals };
  } catch {
    return null;
  }
}
