import {
  defaultBaseToken,
  defaultExchangeConfig,
  defaultSwapConfig,
  presetSwapTokens,
  sameAddress,
  type ExchangeConfig,
  type SwapConfig,
  type SwapToken,
  type WalletSwapVariant,
} from '@suite/shared/sections';
import type { WalletToken } from './token-list';

/** The tokens the wallet imported on its chain, as the trading sections list tokens. */
function importedSwapTokens(tokens: readonly WalletToken[], listed: readonly SwapToken[]): SwapToken[] {
  return tokens.flatMap((token) =>
    token.imported &&
    token.address &&
    !listed.some((preset) => sameAddress(preset.address, token.address ?? ''))
      ? [
          {
            address: token.address,
            symbol: token.symbol,
            name: token.name,
            decimals: token.decimals,
            logoUrl: '',
          },
        ]
      : [],
  );
}

/**
 * The swap section's config for the wallet's Swap: on the wallet's chain, in the wallet's swap
 * variant, offering the chain's currency and stablecoins and the tokens imported into the wallet;
 * the currency is sold for the first stablecoin to begin with.
 */
export function walletSwapConfig(
  chainId: number,
  variant: WalletSwapVariant,
  tokens: readonly WalletToken[],
): SwapConfig {
  const presets = presetSwapTokens(chainId);
  const offered = [...presets, ...importedSwapTokens(tokens, presets)];
  return {
    ...defaultSwapConfig(chainId),
    variant,
    tokens: offered,
    defaultSellToken: offered[0]?.address ?? '',
    defaultBuyToken: offered[1]?.address ?? '',
  };
}

/**
 * The exchange section's config for the wallet's Exchange: on the wallet's chain, the currency and
 * then each imported token priced in the chain's first stablecoin.
 */
export function walletExchangeConfig(chainId: number, tokens: readonly WalletToken[]): ExchangeConfig {
  const config = defaultExchangeConfig(chainId);
  const quote = defaultBaseToken(chainId);
  const bases = importedSwapTokens(tokens, [...config.pairs.map((pair) => pair.base), quote]);
  return { ...config, pairs: [...config.pairs, ...bases.map((base) => ({ base, quote }))] };
}
