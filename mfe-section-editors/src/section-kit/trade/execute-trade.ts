import { erc20Abi, type Address, type Hash, type Hex } from 'viem';
import type { Config } from 'wagmi';
import {
  getConnection,
  sendTransaction,
  switchChain,
  waitForTransactionReceipt,
  writeContract,
} from 'wagmi/actions';
import type { SwapQuote, SwapQuoteInput } from '@suite/shared';
import { isNativeToken } from '@suite/shared/schemas';
import { TradeCancelled, TradeError } from './trade-errors';

/**
 * The steps of a trade, in order; `approve` and `approval` only when the quote asks for an allowance,
 * `review` only when the trade is reviewed before it is signed.
 */
export type TradeStep = 'network' | 'quote' | 'approve' | 'approval' | 'review' | 'sign' | 'confirm';

export interface TradeRequest {
  chainId: number;
  sellToken: Address;
  buyToken: Address;
  sellAmount: bigint;
  slippageBps: number;
  taker: Address;
  /** The site traded on: the server takes its swap fee on the quote. */
  siteId?: number;
}

/** A firm quote with liquidity: what the visitor reviews before signing. */
export type FirmQuote = Extract<SwapQuote, { liquidityAvailable: true }>;

/** What a trade needs of the wallet and the API; `wagmiTradeWallet` is the real one. */
export interface TradeWallet {
  chainId: () => number | undefined;
  switchChain: (chainId: number) => Promise<void>;
  approve: (args: { chainId: number; token: Address; spender: Address; amount: bigint }) => Promise<Hash>;
  send: (args: { chainId: number; to: Address; data: Hex; value: bigint; gas?: bigint }) => Promise<Hash>;
  waitForReceipt: (args: { chainId: number; hash: Hash }) => Promise<'success' | 'reverted'>;
  quote: (input: SwapQuoteInput) => Promise<SwapQuote>;
}

function isHex(value: string): value is Hex {
  return /^0x[0-9a-fA-F]*$/.test(value);
}

function isAddress(value: string): value is Address {
  return /^0x[0-9a-fA-F]{40}$/.test(value);
}

async function firmQuote(wallet: TradeWallet, request: TradeRequest) {
  const quote = await wallet.quote({
    chainId: request.chainId,
    sellToken: request.sellToken,
    buyToken: request.buyToken,
    sellAmount: request.sellAmount.toString(),
    taker: request.taker,
    slippageBps: request.slippageBps,
    siteId: request.siteId,
  });
  if (!quote.liquidityAvailable) throw new TradeError('noLiquidity');
  return quote;
}

/**
 * Runs a trade from the visitor's wallet: the right network, a firm quote, an ERC-20 approval of the
 * quote's spender when the quote says the allowance is short (then a fresh quote, since the first may
 * have expired while the approval confirmed), the visitor's review of that firm quote (its amounts and
 * the site's fee) when `review` is given, and the quote's transaction. Resolves with its hash once it
 * is mined; `onStep` reports each step as it starts. `review` resolving false cancels the trade
 * (`TradeCancelled`) before anything is signed.
 */
export async function executeTrade(
  wallet: TradeWallet,
  request: TradeRequest,
  onStep: (step: TradeStep) => void,
  review?: (quote: FirmQuote) => Promise<boolean>,
): Promise<Hash> {
  const { chainId } = request;
  if (wallet.chainId() !== chainId) {
    onStep('network');
    await wallet.switchChain(chainId);
  }
  onStep('quote');
  let quote = await firmQuote(wallet, request);
  // The quote read the visitor's balance: a trade it cannot cover would only spend gas to revert.
  if (quote.issues?.balance) throw new TradeError('lowBalance');
  const allowance = quote.issues?.allowance;
  if (allowance && !isNativeToken(request.sellToken)) {
    if (!isAddress(allowance.spender)) throw new TradeError('noSpender');
    onStep('approve');
    const approval = await wallet.approve({
      chainId,
      token: request.sellToken,
      spender: allowance.spender,
      amount: request.sellAmount,
    });
    onStep('approval');
    if ((await wallet.waitForReceipt({ chainId, hash: approval })) !== 'success') {
      throw new TradeError('approvalFailed');
    }
    onStep('quote');
    quote = await firmQuote(wallet, request);
  }
  const { transaction } = quote;
  if (!isAddress(transaction.to) || !isHex(transaction.data)) {
    throw new TradeError('noTransaction');
  }
  if (review) {
    onStep('review');
    if (!(await review(quote))) throw new TradeCancelled();
  }
  onStep('sign');
  const hash = await wallet.send({
    chainId,
    to: transaction.to,
    data: transaction.data,
    value: BigInt(transaction.value),
    gas: transaction.gas ? BigInt(transaction.gas) : undefined,
  });
  onStep('confirm');
  if ((await wallet.waitForReceipt({ chainId, hash })) !== 'success') {
    throw new TradeError('tradeFailed');
  }
  return hash;
}

/** The page's wagmi wallet (the shared config) and the API's firm quotes. */
export function wagmiTradeWallet(config: Config, quote: TradeWallet['quote']): TradeWallet {
  return {
    chainId: () => getConnection(config).chainId,
    switchChain: async (chainId) => {
      await switchChain(config, { chainId });
    },
    approve: ({ chainId, token, spender, amount }) =>
      writeContract(config, {
        chainId,
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [spender, amount],
      }),
    send: ({ chainId, to, data, value, gas }) => sendTransaction(config, { chainId, to, data, value, gas }),
    waitForReceipt: async ({ chainId, hash }) =>
      (await waitForTransactionReceipt(config, { chainId, hash })).status,
    quote,
  };
}
