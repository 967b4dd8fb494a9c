import { ORPCError } from '@orpc/server';
import type { PricedSwap, SwapPrice, SwapQuote } from '@suite/shared';
import { isNativeToken } from '@suite/shared/schemas';
import {
  BaseError,
  ContractFunctionRevertedError,
  encodeFunctionData,
  ExecutionRevertedError,
  erc20Abi,
  getAddress,
  parseAbi,
  RpcRequestError,
  zeroAddress,
  type PublicClient,
} from 'viem';
import type { SwapRouterDeployment } from '../config';
import { rpcUnreadable } from '../errors';
import type { Logger } from '../log';
import type { SwapFee, SwapRequest } from './swap-request';

/** The parts of UniswapV2Router02 and of chain/contracts/SwapFeeRouter.sol the provider calls. */
const ROUTER_ABI = parseAbi([
  'function WETH() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
]);
const FEE_ROUTER_ABI = parseAbi([
  'function router() view returns (address)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, uint256 fee, address feeRecipient, uint256 deadline) returns (uint256 amountOut)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, uint256 fee, address feeRecipient, uint256 deadline) payable returns (uint256 amountOut)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, uint256 fee, address feeRecipient, uint256 deadline) returns (uint256 amountOut)',
]);

/** What `route.fills[].source` names, as 0x names its sources. */
const UNISWAP_V2_SOURCE = 'Uniswap V2';
/** The slippage when the client names none (0x's default too). */
const DEFAULT_SLIPPAGE_BPS = 100n;
/** How long a quote's transaction may wait before the router refuses it. */
const QUOTE_DEADLINE_SECONDS = 20 * 60;
const BPS = 10_000n;

type Address = `0x${string}`;

/** A router ready to trade through: its deployment and the WETH its paths go through. */
export interface ReadyRouter extends SwapRouterDeployment {
  weth: Address;
}

/** How long the answer to "is the router there?" is kept: a yes for a minute, a no for a few seconds. */
const READY_TTL_MS = 60_000;
const NOT_READY_TTL_MS = 5_000;

/**
 * Whether each configured router can be traded through: the swap-fee router answers and fronts the
 * configured Uniswap router, which answers its WETH. Checked on the chain and kept a short while, so a
 * chain deployed after the API started is found within seconds.
 */
export class SwapRouters {
  private readonly known = new Map<number, { ready: ReadyRouter | null; until: number }>();

  constructor(
    private readonly deployments: ReadonlyMap<number, SwapRouterDeployment>,
    private readonly clientFor: (chainId: number) => PublicClient,
    private readonly log: Logger,
  ) {}

  /** The router of `chainId` when it is there to trade through; undefined otherwise. */
  async ready(chainId: number): Promise<ReadyRouter | undefined> {
    const deployment = this.deployments.get(chainId);
    if (!deployment) return undefined;
    const cached = this.known.get(chainId);
    if (cached && cached.until > Date.now()) return cached.ready ?? undefined;
    const ready = await this.check(chainId, deployment);
    this.known.set(chainId, { ready, until: Date.now() + (ready ? READY_TTL_MS : NOT_READY_TTL_MS) });
    return ready ?? undefined;
  }

  /** The chains whose router is there now. */
  async readyChainIds(): Promise<number[]> {
    const chainIds = [...this.deployments.keys()];
    const ready = await Promise.all(chainIds.map((chainId) => this.ready(chainId)));
    return chainIds.filter((_, index) => ready[index]);
  }

  private async check(chainId: number, deployment: SwapRouterDeployment): Promise<ReadyRouter | null> {
    const client = this.clientFor(chainId);
    try {
      const fronted = await client.readContract({
        address: deployment.feeRouter,
        abi: FEE_ROUTER_ABI,
        functionName: 'router',
      });
      if (getAddress(fronted) !== getAddress(deployment.router)) {
        this.log.warn(
          { chainId, fronted, router: deployment.router },
          'The swap-fee router fronts another router',
        );
        return null;
      }
      const weth = await client.readContract({
        address: deployment.router,
        abi: ROUTER_ABI,
        functionName: 'WETH',
      });
      return { ...deployment, weth: getAddress(weth) };
    } catch (error) {
      this.log.debug({ err: error, chainId }, 'The swap router is not there (yet)');
      return null;
    }
  }
}

function reverted(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk((cause) => cause instanceof ContractFunctionRevertedError) !== null
  );
}

/**
 * Whether a simulation failed because the transaction reverts (not because the node could not be reached):
 * nodes answer `execution reverted` (code 3), Hardhat an internal error naming the VM's revert.
 */
function simulationReverted(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk(
      (cause) =>
        cause instanceof ExecutionRevertedError ||
        (cause instanceof RpcRequestError && /revert/i.test(cause.details)),
    ) !== null
  );
}

/**
 * The best of the direct path and the path through WETH for `amountIn` of `from` to `to` (WETH standing
 * for the native currency), by the router's own `getAmountsOut`; null when no pool trades it. A path
 * without a pair makes the router revert; any other failure is the chain's, and answers 502.
 */
async function bestPath(
  client: PublicClient,
  chainId: number,
  router: ReadyRouter,
  from: Address,
  to: Address,
  amountIn: bigint,
  log: Logger,
): Promise<{ path: Address[]; amountOut: bigint } | null> {
  if (from === to || amountIn === 0n) return null;
  const paths: Address[][] = [[from, to]];
  if (from !== router.weth && to !== router.weth) paths.push([from, router.weth, to]);
  const outs = await Promise.all(
    paths.map(async (path) => {
      try {
        const amounts = await client.readContract({
          address: router.router,
          abi: ROUTER_ABI,
          functionName: 'getAmountsOut',
          args: [amountIn, path],
        });
        return amounts[amounts.length - 1] ?? 0n;
      } catch (error) {
        if (reverted(error)) return 0n;
        log.warn({ err: error, chainId, path }, 'Pricing a swap on the router failed');
        throw rpcUnreadable(chainId);
      }
    }),
  );
  let best: { path: Address[]; amountOut: bigint } | null = null;
  for (const [index, path] of paths.entries()) {
    const amountOut = outs[index] ?? 0n;
    if (amountOut > 0n && (!best || amountOut > best.amountOut)) best = { path, amountOut };
  }
  return best;
}

/** What the taker lacks to trade: an approval of the swap-fee router, a balance. */
async function takerIssues(
  client: PublicClient,
  router: ReadyRouter,
  input: SwapRequest,
  sellAmount: bigint,
): Promise<NonNullable<PricedSwap['issues']>> {
  const taker = input.taker ? getAddress(input.taker) : undefined;
  if (!taker) return { allowance: null, balance: null, simulationIncomplete: false };
  const sellToken = getAddress(input.sellToken);
  const native = isNativeToken(sellToken);
  const [balance, allowance] = await Promise.all([
    native
      ? client.getBalance({ address: taker })
      : client.readContract({ address: sellToken, abi: erc20Abi, functionName: 'balanceOf', args: [taker] }),
    native
      ? undefined
      : client.readContract({
          address: sellToken,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [taker, router.feeRouter],
        }),
  ]);
  return {
    allowance:
      allowance !== undefined && allowance < sellAmount
        ? { actual: allowance.toString(), spender: router.feeRouter }
        : null,
    balance:
      balance < sellAmount
        ? { token: input.sellToken, actual: balance.toString(), expected: sellAmount.toString() }
        : null,
    simulationIncomplete: false,
  };
}

/**
 * What the taker holds and would need when the chain's own currency pays both the trade and its `gas`, at
 * the most a wallet offers per gas (the fee its upfront check counts); null when the balance covers it.
 */
async function nativeShortfall(
  client: PublicClient,
  taker: Address,
  sellAmount: bigint,
  gas: bigint,
): Promise<{ actual: string; expected: string } | null> {
  const [balance, fees] = await Promise.all([
    client.getBalance({ address: taker }),
    client.estimateFeesPerGas(),
  ]);
  const needed = sellAmount + gas * fees.maxFeePerGas;
  return balance < needed ? { actual: balance.toString(), expected: needed.toString() } : null;
}

/** The swap-fee router's call for the trade: which function follows from the native side. */
function swapCall(
  input: SwapRequest,
  path: Address[],
  sellAmount: bigint,
  minBuyAmount: bigint,
  fee: SwapFee | null,
  feeAmount: bigint,
  deadline: bigint,
): { data: `0x${string}`; value: bigint } {
  const recipient = fee?.recipient ?? zeroAddress;
  if (isNativeToken(input.sellToken)) {
    return {
      data: encodeFunctionData({
        abi: FEE_ROUTER_ABI,
        functionName: 'swapExactETHForTokens',
        args: [minBuyAmount, path, feeAmount, recipient, deadline],
      }),
      value: sellAmount,
    };
  }
  const functionName = isNativeToken(input.buyToken) ? 'swapExactTokensForETH' : 'swapExactTokensForTokens';
  return {
    data: encodeFunctionData({
      abi: FEE_ROUTER_ABI,
      functionName,
      args: [sellAmount, minBuyAmount, path, feeAmount, recipient, deadline],
    }),
    value: 0n,
  };
}

/** A chain's router, its reader and where to log: what pricing on it needs. */
export interface RouterContext {
  chainId: number;
  client: PublicClient;
  router: ReadyRouter;
  log: Logger;
}

/**
 * The trade priced on the router, in the shape of the 0x-compatible service: the site's fee taken from the
 * sell amount (`fees.integratorFee`), the rest priced by the router's `getAmountsOut` on the best path,
 * what the taker lacks in `issues`. Null when no pool trades the pair.
 */
async function priceOnRouter(
  { chainId, client, router, log }: RouterContext,
  input: SwapRequest,
  fee: SwapFee | null,
): Promise<{ price: PricedSwap; path: Address[]; feeAmount: bigint } | null> {
  const sellAmount = BigInt(input.sellAmount);
  const feeAmount = fee ? (sellAmount * fee.bps) / BPS : 0n;
  const onRouter = (token: string) => (isNativeToken(token) ? router.weth : getAddress(token));
  const best = await bestPath(
    client,
    chainId,
    router,
    onRouter(input.sellToken),
    onRouter(input.buyToken),
    sellAmount - feeAmount,
    log,
  );
  if (!best) return null;
  const slippageBps = input.slippageBps === undefined ? DEFAULT_SLIPPAGE_BPS : BigInt(input.slippageBps);
  let issues: NonNullable<PricedSwap['issues']>;
  try {
    issues = await takerIssues(client, router, input, sellAmount);
  } catch (error) {
    log.warn({ err: error, chainId }, "Reading the taker's balance or allowance failed");
    throw rpcUnreadable(chainId);
  }
  return {
    path: best.path,
    feeAmount,
    price: {
      liquidityAvailable: true,
      sellToken: input.sellToken,
      buyToken: input.buyToken,
      sellAmount: sellAmount.toString(),
      buyAmount: best.amountOut.toString(),
      minBuyAmount: ((best.amountOut * (BPS - slippageBps)) / BPS).toString(),
      totalNetworkFee: null,
      fees: {
        integratorFee: fee ? { amount: feeAmount.toString(), token: input.sellToken, type: 'volume' } : null,
        zeroExFee: null,
        gasFee: null,
      },
      issues,
      route: { fills: [{ source: UNISWAP_V2_SOURCE, proportionBps: '10000' }] },
    },
  };
}

/** An indicative price from the router (0x `GET …/price`). */
export async function routerPrice(
  context: RouterContext,
  input: SwapRequest,
  fee: SwapFee | null,
): Promise<SwapPrice> {
  const priced = await priceOnRouter(context, input, fee);
  return priced ? priced.price : { liquidityAvailable: false };
}

/**
 * A firm quote from the router (0x `GET …/quote`): the price and the transaction that calls the swap-fee
 * router with the fee, its recipient, `minBuyAmount` and a deadline; the output goes to the taker. Its gas
 * is estimated once the taker may trade (nothing in `issues`); a trade the chain would refuse is flagged
 * `simulationIncomplete` with no gas.
 */
export async function routerQuote(
  context: RouterContext,
  input: SwapRequest & { taker: string },
  fee: SwapFee | null,
): Promise<SwapQuote> {
  const { chainId, client, router, log } = context;
  const priced = await priceOnRouter(context, input, fee);
  if (!priced) return { liquidityAvailable: false };
  const { price, path, feeAmount } = priced;
  const sellAmount = BigInt(price.sellAmount);
  const issues = { ...price.issues };
  try {
    const block = await client.getBlock();
    // The later of the chain's clock and ours: a local chain whose time was moved on stays tradable.
    const now = BigInt(Math.max(Math.floor(Date.now() / 1000), Number(block.timestamp)));
    const deadline = now + BigInt(QUOTE_DEADLINE_SECONDS);
    const minBuyAmount = BigInt(price.minBuyAmount);
    const { data, value } = swapCall(input, path, sellAmount, minBuyAmount, fee, feeAmount, deadline);
    const gasPrice = await client.getGasPrice();
    let gas: bigint | null = null;
    // The wallet can only be simulated once it may trade; the swap box asks again after approving.
    if (!issues.allowance && !issues.balance) {
      try {
        gas = await client.estimateGas({
          account: getAddress(input.taker),
          to: router.feeRouter,
          data,
          value,
        });
      } catch (error) {
        if (!simulationReverted(error)) throw error;
        issues.simulationIncomplete = true;
      }
    }
    if (gas !== null && isNativeToken(input.sellToken)) {
      // The chain's own currency pays the trade and its gas: a wallet short of both would refuse to send.
      const short = await nativeShortfall(client, getAddress(input.taker), sellAmount, gas);
      if (short) {
        issues.balance = { token: input.sellToken, ...short };
        gas = null;
      }
    }
    return {
      ...price,
      issues,
      totalNetworkFee: gas === null ? null : (gas * gasPrice).toString(),
      transaction: {
        to: router.feeRouter,
        data,
        value: value.toString(),
        gas: gas === null ? null : gas.toString(),
        gasPrice: gasPrice.toString(),
      },
    };
  } catch (error) {
    if (error instanceof ORPCError) throw error;
    log.warn({ err: error, chainId }, 'Building a swap on the router failed');
    throw rpcUnreadable(chainId);
  }
}
