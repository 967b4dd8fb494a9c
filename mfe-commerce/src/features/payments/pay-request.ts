import { erc20Abi, getAddress, isHex, zeroAddress, type Address, type Hash } from 'viem';
import type { Config } from 'wagmi';
import { readContract, switchChain, waitForTransactionReceipt, writeContract } from 'wagmi/actions';
import { ERC20_FEE_PROXY_ABI, paymentDueUnits, paymentProxyCalls, type PaymentRequest } from '@suite/shared';

/** Where a wallet payment is: each step waits for the customer's wallet or for the chain. */
export type PayRequestStep = 'switching' | 'approving' | 'wallet' | 'mining';

export const PAY_REQUEST_STEP_TEXT: Record<PayRequestStep, string> = {
  switching: 'Approve the network switch in your wallet…',
  approving: 'Allow the payment contract to send this amount, in your wallet…',
  wallet: 'Confirm the payment in your wallet…',
  mining: 'Payment sent. Waiting for the network…',
};

/** What a refusal in the wallet means at each step. */
export const PAY_REQUEST_DECLINED: Record<PayRequestStep, string> = {
  switching: 'The network switch was declined in your wallet. Nothing was sent.',
  approving: 'The allowance was declined in your wallet. Nothing was sent.',
  wallet: 'The payment was declined in your wallet. Nothing was sent.',
  mining: 'The payment could not be confirmed by the network.',
};

/** A payment that reverted on chain (nothing moved). */
export class PaymentReverted extends Error {
  constructor(readonly hash: Hash) {
    super('The payment transaction was reverted by the network: nothing was paid.');
  }
}

/**
 * Pays what is missing of a payment request from the connected wallet, as the request says: the
 * token's allowance for the payment proxy (asked only when short, for the price and the marketplace
 * fees together), then the proxy's `transferFromWithReferenceAndFee` with the request's reference,
 * which binds the transfer to this request and no other: the price with the first fee in one call,
 * then one call per further fee recipient (`paymentProxyCalls`). Resolves with the mined
 * transactions' hashes; `onStep` follows the wallet.
 */
export async function payRequest(
  config: Config,
  account: { address: Address; chainId: number | undefined },
  payment: PaymentRequest,
  onStep: (step: PayRequestStep) => void,
): Promise<Hash[]> {
  const units = paymentDueUnits(payment);
  if (units <= 0n) throw new Error('Nothing is left to pay.');
  if (!isHex(payment.reference)) throw new Error('This payment has no valid reference.');
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
    onStep('approving');
    const approval = await writeContract(config, {
      address: token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [proxy, units],
      chainId,
    });
    const approved = await waitForTransactionReceipt(config, { hash: approval, chainId });
    if (approved.status !== 'success') throw new Error('The allowance transaction was reverted.');
  }
  const hashes: Hash[] = [];
  for (const call of paymentProxyCalls(payment)) {
    onStep('wallet');
    const hash = await writeContract(config, {
      address: proxy,
      abi: ERC20_FEE_PROXY_ABI,
      functionName: 'transferFromWithReferenceAndFee',
      args: [
        token,
        getAddress(call.to),
        call.amount,
        payment.reference,
        call.feeAmount,
        call.feeAddress ? getAddress(call.feeAddress) : zeroAddress,
      ],
      chainId,
    });
    onStep('mining');
    const receipt = await waitForTransactionReceipt(config, { hash, chainId });
    if (receipt.status !== 'success') throw new PaymentReverted(hash);
    hashes.push(hash);
  }
  return hashes;
}
