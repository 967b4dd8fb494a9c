import { erc20Abi, type Address } from 'viem';
import { useBalance, useConnection, useReadContract } from 'wagmi';
import { isNativeToken } from '@suite/shared/schemas';
import type { SwapToken } from '@suite/shared/sections';

function isAddress(value: string): value is Address {
  return /^0x[0-9a-fA-F]{40}$/.test(value);
}

/**
 * The connected wallet's balance of a token on the section's chain, in base units; undefined while no
 * wallet is connected or the balance is being read.
 */
export function useTokenBalance(chainId: number, token: Pick<SwapToken, 'address'>): bigint | undefined {
  const { address } = useConnection();
  const native = isNativeToken(token.address);
  const nativeBalance = useBalance({ address, chainId, query: { enabled: Boolean(address) && native } });
  const tokenBalance = useReadContract({
    chainId,
    address: isAddress(token.address) ? token.address : undefined,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: address ? [address] : undefined,
    query: { enabled: Boolean(address) && !native },
  });
  if (!address) return undefined;
  return native ? nativeBalance.data?.value : tokenBalance.data;
}
