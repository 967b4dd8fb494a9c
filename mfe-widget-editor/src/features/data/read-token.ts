import { BaseError, erc20Abi, getAddress, HttpRequestError, TimeoutError, type PublicClient } from 'viem';
import type { WidgetToken } from '@suite/shared';

/** Whether `error` says the network's RPC could not be reached (not that no token answered). */
export function isUnreachable(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null
  );
}

/**
 * An ERC-20's name, symbol and decimals, read on chain; null when no ERC-20 answers at the address.
 * Throws when the network itself could not be reached (`isUnreachable`).
 */
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
  } catch (error) {
    if (isUnreachable(error)) throw error;
    return null;
  }
}
