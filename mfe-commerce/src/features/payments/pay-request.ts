import { erc20Abi, getAddress, isAddressEqual, isHex, type Address, type Hash } from 'viem';
import type { Config } from 'wagmi';
import { readContract, switchChain, waitForTransactionReceipt, writeContract } from 'wagmi/actions';
import { ERC20_FEE_PROXY_ABI, type PaymentRequest } from '@suite/shared';
import { paymentDueUnits, paymentProxyArgs, paymentProxyCalls } from '@suite/shared/schemas';

/**
 * Where a wallet payment is: each step waits for the customer's wallet or for the chain. The page
 * says it as `payment.steps.{step}`, and what a refusal in the wallet means there as
 * `payment.declined.{step}` (catalog).
 */
export type PayRequestStep = 'switching' | 'resettingAllowance' | 'approving' | 'wallet' | 'mining';

/** Why a payment stopped outside the wallet's own refusals; told as `payment.failures.{reason}`. */
type PayRequestFailureReason = 'nothingToPay' | 'noReference' | 'allowanceReverted' | 'reverted';

/** A payment that could not be made or reverted on chain (nothing moved). */
export class PayRequestFailure extends Error {
  constructor(
    readonly reason: PayRequestFailureReason,
    /** The payment's transaction that reverted, which the API is told (the order then says so). */
    readonly hash?: Hash,
  ) {
    super(`The payment request failed: ${reason}`);
  }
}

/**
 * The tokens whose `approve` reverts from one non-zero allowance to another: Tether's USDT on Ethereum
 * (it requires the allowance to be 0 first). For these only, a leftover allowance short of the amount
 * is set to 0 before the new one — an extra wallet prompt and gas every other token is spared.
 */
const TOKENS_RESET_BEFORE_APPROVE: readonly { chainId: number; address: Address }[] = [
  { chainId: 1, address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' },
];

/**
 * Pays what is missing of a payment request from the connected wallet, as the request says: the
 * token's allowance for the payment proxy (asked only when short, for the price and the marketplace
 * fees together; a short one left over is set to 0 first where the token needs it,
 * `TOKENS_RESET_BEFORE_APPROVE`), then the proxy's `transferFromWithReferenceAndFee` with the
 * request's reference, which binds the transfer to this request and no other: the price with the
 * first fee in one call, then one call per further fee recipient (`paymentProxyCalls`). Resolves
 * with the mined transactions' hashes; `onStep` follows the wallet, `onSent` is told each payment's
 * hash as soon as the wallet sends it, before it is mined.
 */
export async function payRequest(
  config: Config,
  account: { address: Address; chainId: number | undefined },
  payment: PaymentRequest,
  onStep: (step: PayRequestStep) => void,
  onSent?: (hash: Hash) => void,
): Promise<Hash[]> {
  const units = paymentDueUnits(payment);
  if (units <= 0n) throw new PayRequestFailure('nothingToPay');
  if (!isHex(payment.reference)) throw new PayRequestFailure('noReference');
  const { chainId } = payment;
  const token = getAddress(payment.tokenAddress);
  const proxy = getAddress(payment.proxyAddress);
  if (account.chainId !== chainId) {
    onStep('switching');
    await switchChain(config, { chainId });
  }
  const allowance = await readContract(config, {
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [account.address, proxy],
    chainId,
  });
  if (allowance < units) {
    const approve = async (value: bigint) => {
      const approval = await writeContract(config, {
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [proxy, value],
        chainId,
      });
      const approved = await waitForTransactionReceipt(config, { hash: approval, chainId });
      if (approved.status !== 'success') throw new PayRequestFailure('allowanceReverted');
    };
    // A leftover allowance (approved for a payment then declined) goes to 0 first, as wallets do.
    const resetFirst = TOKENS_RESET_BEFORE_APPROVE.some(
      (known) => known.chainId === chainId && isAddressEqual(known.address, token),
    );
    if (allowance > 0n && resetFirst) {
      onStep('resettingAllowance');
      await approve(0n);
    }
    onStep('approving');
    await approve(units);
  }
  const hashes: Hash[] = [];
  for (const call of paymentProxyCalls(payment)) {
    onStep('wallet');
    const hash = await writeContract(config, {
      address: proxy,
      abi: ERC20_FEE_PROXY_ABI,
      functionName: 'transferFromWithReferenceAndFee',
      args: paymentProxyArgs(payment, call),
      chainId,
    });
    onSent?.(hash);
    onStep('mining');
    const receipt = await waitForTransactionReceipt(config, { hash, chainId });
    if (receipt.status !== 'success') throw new PayRequestFailure('reverted', receipt.transactionHash);
    // The mined one: viem follows a transaction the wallet replaced (sped up) to its replacement's receipt.
    hashes.push(receipt.transactionHash);
  }
  return hashes;
}
