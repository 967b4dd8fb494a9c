import * as z from 'zod/v4';
import { OptionalHttpUrlSchema } from './section-parts';
import { WALLET_SWAP_VARIANTS } from './wallet';
import {
  atMostChars,
  coded,
  LOCAL_CHAIN_ID,
  LOCAL_TEST_TOKEN,
  LOCAL_WETH,
  stablecoinsOf,
  validationMessage,
} from '@suite/shared';
import { AddressSchema, NATIVE_TOKEN_ADDRESS, requiredText, SWAP_CHAIN_IDS } from '@suite/shared/schemas';

/**
 * What the swap, token-trade and exchange sections share: the chain they trade on, the tokens
 * (address, symbol and decimals, since amounts are typed in units and sent in base units), the
 * default slippage and whether fees are shown.
 */

export const DEFAULT_SWAP_CHAIN_ID = 1;
export const TOKEN_DECIMALS_MAX = 36;
export const SLIPPAGE_PERCENT_MIN = 0.01;
export const SLIPPAGE_PERCENT_MAX = 50;
export const DEFAULT_SLIPPAGE_PERCENT = 1;
export const SWAP_TOKENS_MAX = 50;

const SLIPPAGE_MESSAGE = coded('slippageBetween', { min: SLIPPAGE_PERCENT_MIN, max: SLIPPAGE_PERCENT_MAX });

export const SwapChainIdSchema = z
  .number(coded('chainRequired'))
  .int(coded('chainRequired'))
  .refine((chainId) => SWAP_CHAIN_IDS.includes(chainId), coded('swapsNotOffered'));

export const SlippagePercentSchema = z
  .number(coded('slippageRequired'))
  .min(SLIPPAGE_PERCENT_MIN, SLIPPAGE_MESSAGE)
  .max(SLIPPAGE_PERCENT_MAX, SLIPPAGE_MESSAGE);

/** The slippage a quote is asked with, in basis points (1% = 100). */
export function slippageBps(percent: number): number {
  return Math.round(percent * 100);
}

/** A token a section offers: where it lives and how its amounts are written. */
export const SwapTokenSchema = z.object({
  address: AddressSchema,
  symbol: requiredText(12, coded('symbolRequired')),
  name: z.string().trim().max(60, atMostChars(60)),
  decimals: z
    .number(coded('decimalsRequired'))
    .int(coded('decimalsWhole'))
    .min(0, coded('decimalsBetween', { max: TOKEN_DECIMALS_MAX }))
    .max(TOKEN_DECIMALS_MAX, coded('decimalsBetween', { max: TOKEN_DECIMALS_MAX })),
  logoUrl: OptionalHttpUrlSchema,
});
export type SwapToken = z.infer<typeof SwapTokenSchema>;

export function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

const NATIVE_CURRENCIES: Record<number, { symbol: string; name: string }> = {
  1: { symbol: 'ETH', name: 'Ether' },
  10: { symbol: 'ETH', name: 'Ether' },
  56: { symbol: 'BNB', name: 'BNB' },
  137: { symbol: 'POL', name: 'POL' },
  8453: { symbol: 'ETH', name: 'Ether' },
  42161: { symbol: 'ETH', name: 'Ether' },
  43114: { symbol: 'AVAX', name: 'Avalanche' },
  81457: { symbol: 'ETH', name: 'Ether' },
};

/** The chain's own currency (ETH, BNB, POL, AVAX), as quote services name it. */
export function nativeSwapToken(chainId: number): SwapToken {
  const currency = NATIVE_CURRENCIES[chainId] ?? { symbol: 'ETH', name: 'Ether' };
  return { address: NATIVE_TOKEN_ADDRESS, ...currency, decimals: 18, logoUrl: '' };
}

/**
 * The tokens an editor offers ready-made on a chain: its currency, then its stablecoins (and on the local
 * chain the other tokens its Uniswap V2 pools trade: WETH and tTKN).
 */
export function presetSwapTokens(chainId: number): SwapToken[] {
  const localDexTokens =
    chainId === LOCAL_CHAIN_ID
      ? [LOCAL_WETH, LOCAL_TEST_TOKEN].map((token) => ({ ...token, logoUrl: '' }))
      : [];
  return [
    nativeSwapToken(chainId),
    ...stablecoinsOf(chainId).map((coin) => ({
      address: coin.address,
      symbol: coin.symbol,
      name: coin.name,
      decimals: coin.decimals,
      // A swap token's logo is an http(s) URL a site carries anywhere; the stablecoins' logos are
      // paths of the suite's own API (`logoURI`), so a preset has none.
      logoUrl: '',
    })),
    ...localDexTokens,
  ];
}

/** The stablecoin a new token-trade or exchange prices in on a chain (its first), else the currency. */
export function defaultBaseToken(chainId: number): SwapToken {
  const [native, stablecoin] = presetSwapTokens(chainId);
  return stablecoin ?? native ?? nativeSwapToken(chainId);
}

/** The settings every trading section has, spread into each one's schema. */
export const TradeSettingsShape = {
  chainId: SwapChainIdSchema,
  defaultSlippagePercent: SlippagePercentSchema,
  /** Visitors may change the slippage within the bounds. */
  allowSlippageChange: z.boolean(),
  /** The network fee and the service's fees are shown under the quote. */
  showFees: z.boolean(),
};

const TitleSchema = z.string().trim().max(120, atMostChars(120));
const SubtitleSchema = z.string().trim().max(300, atMostChars(300));
export const TradeTextShape = { title: TitleSchema, subtitle: SubtitleSchema };

export const SWAP_VARIANTS = WALLET_SWAP_VARIANTS;
export type SwapVariant = (typeof SWAP_VARIANTS)[number];

export const SwapConfigSchema = z
  .object({
    ...TradeTextShape,
    variant: z.enum(SWAP_VARIANTS, coded('variantRequired')),
    ...TradeSettingsShape,
    /** The tokens visitors may pick from: the section offers no others. */
    tokens: z
      .array(SwapTokenSchema)
      .min(2, coded('addTwoTokens'))
      .max(SWAP_TOKENS_MAX, coded('atMostTokens', { max: SWAP_TOKENS_MAX })),
    defaultSellToken: z.string(coded('pickSellToken')).min(1, coded('pickSellToken')),
    defaultBuyToken: z.string(coded('pickBuyToken')).min(1, coded('pickBuyToken')),
  })
  .superRefine((config, context) => {
    const seen = new Set<string>();
    for (const token of config.tokens) {
      const key = token.address.toLowerCase();
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['tokens'],
          message: validationMessage('listedTwice', { name: token.symbol }),
        });
        break;
      }
      seen.add(key);
    }
    const listed = (address: string) => config.tokens.some((token) => sameAddress(token.address, address));
    if (config.defaultSellToken && !listed(config.defaultSellToken)) {
      context.addIssue({
        code: 'custom',
        path: ['defaultSellToken'],
        message: validationMessage('pickListedToken'),
      });
    }
    if (config.defaultBuyToken && !listed(config.defaultBuyToken)) {
      context.addIssue({
        code: 'custom',
        path: ['defaultBuyToken'],
        message: validationMessage('pickListedToken'),
      });
    } else if (sameAddress(config.defaultSellToken, config.defaultBuyToken)) {
      context.addIssue({
        code: 'custom',
        path: ['defaultBuyToken'],
        message: validationMessage('pickOtherThanSellToken'),
      });
    }
  });
export type SwapConfig = z.infer<typeof SwapConfigSchema>;

/** A new swap section: Ether for the chain's first stablecoin, on Ethereum. */
export function defaultSwapConfig(chainId = DEFAULT_SWAP_CHAIN_ID): SwapConfig {
  const tokens = presetSwapTokens(chainId);
  return {
    title: '',
    subtitle: '',
    variant: 'Classic',
    chainId,
    defaultSlippagePercent: DEFAULT_SLIPPAGE_PERCENT,
    allowSlippageChange: true,
    showFees: true,
    tokens,
    defaultSellToken: tokens[0]?.address ?? '',
    defaultBuyToken: tokens[1]?.address ?? '',
  };
}

export const SWAP_DEFAULTS: SwapConfig = defaultSwapConfig();
