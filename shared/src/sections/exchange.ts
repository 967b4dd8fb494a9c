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
import { coded, validationMessage } from '@suite/shared';

/** The fill-amount buttons of the market box: shares of the visitor's balance (seed 000 §9). */
export const EXCHANGE_FILL_PERCENTS = [25, 50, 75, 100] as const;
export const EXCHANGE_PAIRS_MAX = 20;

/** A market: `base` is what is bought and sold, `quote` what its price is written in (ETH/USDC). */
export const ExchangePairSchema = z
  .object({ base: SwapTokenSchema, quote: SwapTokenSchema })
  .refine((pair) => !sameAddress(pair.base.address, pair.quote.address), {
    path: ['quote'],
    ...coded('quoteTokenDiffers'),
  });
export type ExchangePair = z.infer<typeof ExchangePairSchema>;

export function pairLabel(pair: ExchangePair): string {
  return `${pair.base.symbol}/${pair.quote.symbol}`;
}

export const ExchangeConfigSchema = z
  .object({
    ...TradeTextShape,
    ...TradeSettingsShape,
    /** The markets visitors switch between; the first opens. */
    pairs: z
      .array(ExchangePairSchema)
      .min(1, coded('addOnePair'))
      .max(EXCHANGE_PAIRS_MAX, coded('atMostPairs', { max: EXCHANGE_PAIRS_MAX })),
  })
  .superRefine((config, context) => {
    const seen = new Set<string>();
    for (const pair of config.pairs) {
      const key = `${pair.base.address}/${pair.quote.address}`.toLowerCase();
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          path: ['pairs'],
          message: validationMessage('listedTwice', { name: pairLabel(pair) }),
        });
        return;
      }
      seen.add(key);
    }
  });
export type ExchangeConfig = z.infer<typeof ExchangeConfigSchema>;

/** A new exchange section: the chain's currency against its first stablecoin. */
export function defaultExchangeConfig(chainId = DEFAULT_SWAP_CHAIN_ID): ExchangeConfig {
  return {
    title: '',
    subtitle: '',
    chainId,
    pairs: [{ base: nativeSwapToken(chainId), quote: defaultBaseToken(chainId) }],
    defaultSlippagePercent: DEFAULT_SLIPPAGE_PERCENT,
    allowSlippageChange: true,
    showFees: true,
  };
}

export const EXCHANGE_DEFAULTS: ExchangeConfig = defaultExchangeConfig();
