import { erc20Abi, type Address } from 'viem';
import { useBalance, useConnection, useEstimateFeesPerGas, useReadContract } from 'wagmi';
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

/**
 * The gas a trade is given room for when the chain's own currency is spent whole: above a Uniswap V2
 * swap's (about 150,000), below what a wallet would refuse to estimate.
 */
const TRADE_GAS_RESERVE_UNITS = 300_000n;

/** The gas of a plain transfer of the chain's own currency (the wallet's Send). */
export const PLAIN_TRANSFER_GAS = 21_000n;

/**
 * What a fill button keeps back of a token's balance for the trade's network fee, in base units: for
 * the chain's own currency, `gas` (a trade's `TRADE_GAS_RESERVE_UNITS` unless told) at the chain's
 * current maximum fee per gas (so 100% leaves the fee in the wallet); nothing for any other token, nor
 * when the fee cannot be read. Undefined while the fee is read; nothing unless `needed` (the box has
 * fill buttons, an amount is typed).
 */
export function useNetworkFeeReserve(
  chainId: number,
  token: Pick<SwapToken, 'address'>,
  { needed, gas = TRADE_GAS_RESERVE_UNITS }: { needed: boolean; gas?: bigint },
): bigint | undefined {
  const { address } = useConnection();
  // A box without fill buttons (the amount received, a box without shares) asks the node nothing.
  const native = needed && isNativeToken(token.address);
  // One retry, not three: the buttons wait on it.
  const fees = useEstimateFeesPerGas({ chainId, query: { enabled: Boolean(address) && native, retry: 1 } });
  if (!native) return 0n;
  // A node that cannot say its fees: nothing is kept back (the wallet still says when a trade
  // leaves too little), rather than fill buttons off without a word.
  if (fees.isError) return 0n;
  const perGas = fees.data?.maxFeePerGas ?? fees.data?.gasPrice;
  return perGas === undefined ? undefined : perGas * gas;
}

/**
 * Whether selling `amount` of the chain's own currency leaves less of the balance than the trade's
 * network fee (`useNetworkFeeReserve`), so the wallet would refuse to send it. False for any other token,
 * while the balance or the fee is read, and for an amount past the balance (the quote says that one).
 */
export function useLeavesNoFee(
  chainId: number,
  token: Pick<SwapToken, 'address'>,
  amount: bigint | null,
): boolean {
  const native = isNativeToken(token.address);
  const balance = useTokenBalance(chainId, token);
  const reserve = useNetworkFeeReserve(chainId, token, { needed: native && amount !== null });
  if (!native || amount === null || balance === undefined || !reserve) return false;
  return amount <= balance && amount > balance - reserve;
}
