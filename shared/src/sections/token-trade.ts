import * as z from 'zod/v4';
import {
  DEFAULT_SLIPPAGE_PERCENT,
  DEFAULT_SWAP_CHAIN_ID,
  defaultBaseToken,
  nativeSwapToken,
  sameAddress,
  SwapTokenSchema,
  TradeSettingsShape,
  TradeTextShape,
} from './swap';
import { coded } from '@suite/shared';

export const TOKEN_TRADE_SIDES = ['buy', 'sell'] as const;
export type TokenTradeSide = (typeof TOKEN_TRADE_SIDES)[number];

/** One token visitors buy and sell, priced in a base token (a stablecoin, or the chain's currency). */
export const TokenTradeConfigSchema = z
  .object({
    ...TradeTextShape,
    ...TradeSettingsShape,
    token: SwapTokenSchema,
    baseToken: SwapTokenSchema,
    /** The tab the box opens on. */
    defaultSide: z.enum(TOKEN_TRADE_SIDES, coded('pickBuyOrSell')),
  })
  .refine((config) => !sameAddress(config.token.address, config.baseToken.address), {
    path: ['baseToken'],
    ...coded('baseTokenDiffers'),
  });
export type TokenTradeConfig = z.infer<typeof TokenTradeConfigSchema>;

/** A new token-trade section: the chain's currency against its first stablecoin. */
export function defaultTokenTradeConfig(chainId = DEFAULT_SWAP_CHAIN_ID): TokenTradeConfig {
  return {
    title: '',
    subtitle: '',
    chainId,
    token: nativeSwapToken(chainId),
    baseToken: defaultBaseToken(chainId),
    defaultSide: 'buy',
    defaultSlippagePercent: DEFAULT_SLIPPAGE_PERCENT,
    allowSlippageChange: true,
    showFees: true,
  };
}

export const TOKEN_TRADE_DEFAULTS: TokenTradeConfig = defaultTokenTradeConfig();
