import * as z from 'zod/v4';
import { CHAINS, EXCLUDED_CHAIN_IDS, LOCAL_CHAIN_ID } from '../constants/chains';
import { AddressSchema, WidgetIdSchema } from './common';
import { atLeast, atMost, coded, required } from '../i18n/validation';

/** What the API answers (503) and the swap sections show when the server has no quote service. */
export const SWAP_NOT_CONFIGURED_MESSAGE = 'Swaps are not available: no quote service is configured';

/** How 0x-compatible APIs name a chain's native currency (ETH, BNB, POL…) in sellToken / buyToken. */
export const NATIVE_TOKEN_ADDRESS = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

export function isNativeToken(address: string): boolean {
  return address.toLowerCase() === NATIVE_TOKEN_ADDRESS.toLowerCase();
}

/**
 * Chains a swap, token-trade or exchange section may trade on: the suite's active main networks (a
 * 0x-compatible quote service has no liquidity on a test network), and the local chain, which has its own
 * Uniswap V2 deployment and the API's built-in quote provider. Which of them a server can quote right now
 * is `SwapStatus.chainIds`.
 */
export const SWAP_CHAIN_IDS: readonly number[] = [
  ...CHAINS.filter((chain) => !chain.testnet && !EXCLUDED_CHAIN_IDS.includes(chain.id)).map(
    (chain) => chain.id,
  ),
  LOCAL_CHAIN_ID,
];

export const SWAP_SLIPPAGE_BPS_MAX = 10_000;
/** The swap box asks for a new price this long after the amount stops changing. */
export const SWAP_QUOTE_DEBOUNCE_MS = 500;
/** A shown price is refreshed this often while it stays on screen. */
export const SWAP_PRICE_REFRESH_MS = 15_000;

/** The largest number a contract call carries (2^256 − 1). */
const UINT256_MAX = 2n ** 256n - 1n;

const UintSchema = z.string().regex(/^\d+$/, coded('wholeNumber'));

/** What the swap box asks: sell `sellAmount` base units of `sellToken` for `buyToken` on `chainId`. */
export const SwapPriceInputSchema = z
  .object({
    chainId: z.coerce
      .number(coded('chainId'))
      .int(coded('chainId'))
      .refine((chainId) => SWAP_CHAIN_IDS.includes(chainId), coded('swapsNotOffered')),
    sellToken: AddressSchema,
    buyToken: AddressSchema,
    sellAmount: z
      .string(required)
      .trim()
      .regex(/^[1-9]\d{0,77}$/, coded('baseUnits'))
      // A contract call carries at most a uint256: a larger amount could not even be asked of a pool.
      .refine((value) => !/^\d+$/.test(value) || BigInt(value) <= UINT256_MAX, coded('tooLarge')),
    /** The wallet that will trade; optional for an indicative price. */
    taker: z.preprocess((value) => (value === '' ? undefined : value), AddressSchema.optional()),
    slippageBps: z.coerce
      .number(coded('basisPoints'))
      .int(coded('wholeBasisPoints'))
      .min(0, atLeast(0))
      .max(SWAP_SLIPPAGE_BPS_MAX, atMost(SWAP_SLIPPAGE_BPS_MAX))
      .optional(),
    /**
     * The site (widget) the visitor trades on: its swap fee (Fees → swap) is taken on the trade and shown
     * in `fees.integratorFee`. The server reads the fee itself; an unknown site answers 404.
     */
    siteId: z.preprocess((value) => (value === '' ? undefined : value), WidgetIdSchema.optional()),
  })
  .refine((input) => input.sellToken.toLowerCase() !== input.buyToken.toLowerCase(), {
    path: ['buyToken'],
    ...coded('differsFromSellToken'),
  });
export type SwapPriceInput = z.input<typeof SwapPriceInputSchema>;

/** A firm quote is for one wallet: the taker is required. */
export const SwapQuoteInputSchema = SwapPriceInputSchema.safeExtend({ taker: AddressSchema });
export type SwapQuoteInput = z.input<typeof SwapQuoteInputSchema>;

const FeeSchema = z.object({ amount: UintSchema, token: AddressSchema, type: z.string() }).nullable();

const PricedSwapFields = {
  liquidityAvailable: z.literal(true),
  sellToken: AddressSchema,
  buyToken: AddressSchema,
  sellAmount: UintSchema,
  buyAmount: UintSchema,
  /** The least the taker receives with the slippage asked for. */
  minBuyAmount: UintSchema,
  /** The network fee in the chain's native currency (wei), when the service estimated it. */
  totalNetworkFee: UintSchema.nullable().optional(),
  fees: z
    .object({
      integratorFee: FeeSchema.optional(),
      zeroExFee: FeeSchema.optional(),
      gasFee: FeeSchema.optional(),
    })
    .optional(),
  issues: z
    .object({
      /** The taker must first approve `spender` to spend the sell token; null when no approval is needed. */
      allowance: z.object({ actual: UintSchema, spender: AddressSchema }).nullable().optional(),
      balance: z
        .object({ token: AddressSchema, actual: UintSchema, expected: UintSchema })
        .nullable()
        .optional(),
      simulationIncomplete: z.boolean().optional(),
    })
    .optional(),
  route: z
    .object({
      fills: z.array(z.object({ source: z.string(), proportionBps: z.coerce.string() })).optional(),
    })
    .optional(),
};

const NoLiquiditySchema = z.object({ liquidityAvailable: z.literal(false) });

/** An indicative price (0x `GET …/price`), or no liquidity for the pair. */
export const SwapPriceSchema = z.discriminatedUnion('liquidityAvailable', [
  z.object(PricedSwapFields),
  NoLiquiditySchema,
]);
export type SwapPrice = z.infer<typeof SwapPriceSchema>;
export type PricedSwap = Extract<SwapPrice, { liquidityAvailable: true }>;

export const SwapTransactionSchema = z.object({
  to: AddressSchema,
  data: z.string().regex(/^0x[0-9a-fA-F]*$/, 'Must be hex data'),
  value: UintSchema,
  gas: UintSchema.nullable().optional(),
  gasPrice: UintSchema.nullable().optional(),
});
export type SwapTransaction = z.infer<typeof SwapTransactionSchema>;

/** A firm quote (0x `GET …/quote`): the price plus the transaction the taker's wallet sends. */
export const SwapQuoteSchema = z.discriminatedUnion('liquidityAvailable', [
  z.object({ ...PricedSwapFields, transaction: SwapTransactionSchema }),
  NoLiquiditySchema,
]);
export type SwapQuote = z.infer<typeof SwapQuoteSchema>;

/**
 * Whether this server can quote swaps, and on which chains: the chains of a configured router (the local
 * chain's Uniswap V2 by default) and, when a 0x-compatible service is configured, every main network of
 * `SWAP_CHAIN_IDS`. The sections say so plainly instead of showing a broken box.
 */
export const SwapStatusSchema = z.object({
  /** Some chain can be quoted. */
  configured: z.boolean(),
  chainIds: z.array(z.number().int()),
});
export type SwapStatus = z.infer<typeof SwapStatusSchema>;
