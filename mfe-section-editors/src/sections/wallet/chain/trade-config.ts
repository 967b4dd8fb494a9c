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

/**
 * The wallet's tokens on its chain that `listed` does not have yet, as the trading sections list
 * tokens: the site's (Data → Tokens, with the logo its owner gave) and those the visitor imported;
 * each once.
 */
function walletSwapTokens(tokens: readonly WalletToken[], listed: readonly SwapToken[]): SwapToken[] {
  const offered: SwapToken[] = [];
  for (const token of tokens) {
    const address = token.address;
    if (!address || [...listed, ...offered].some((known) => sameAddress(known.address, address))) continue;
    offered.push({
      address,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      logoUrl: token.logo ?? '',
    });
  }
  return offered;
}

/**
 * A preset token (the chain's currency, its stablecoins) with the logo the site's owner gave it where
 * Data → Tokens lists it too: the presets carry none of their own.
 */
function withOwnerLogo(preset: SwapToken, tokens: readonly WalletToken[]): SwapToken {
  const listed = tokens.find(
    (token) =>
      token.logo !== undefined && token.address !== undefined && sameAddress(token.address, preset.address),
  );
  return listed?.logo ? { ...preset, logoUrl: listed.logo } : preset;
}

/**
 * The swap section's config for the wallet's Swap: on the wallet's chain, in the wallet's swap
 * variant, offering the chain's currency and stablecoins, the site's tokens and the tokens imported
 * into the wallet; the currency is sold for the first stablecoin to begin with.
 */
export function walletSwapConfig(
  chainId: number,
  variant: WalletSwapVariant,
  tokens: readonly WalletToken[],
): SwapConfig {
  const presets = presetSwapTokens(chainId).map((preset) => withOwnerLogo(preset, tokens));
  const offered = [...presets, ...walletSwapTokens(tokens, presets)];
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
 * then each of the site's tokens and the imported ones but the stablecoins, priced in the chain's
 * first stablecoin.
 */
export function walletExchangeConfig(chainId: number, tokens: readonly WalletToken[]): ExchangeConfig {
  const defaults = defaultExchangeConfig(chainId);
  const quote = withOwnerLogo(defaultBaseToken(chainId), tokens);
  const config = {
    ...defaults,
    pairs: defaults.pairs.map((pair) => ({
      base: withOwnerLogo(pair.base, tokens),
      quote: withOwnerLogo(pair.quote, tokens),
    })),
  };
  const bases = walletSwapTokens(
    tokens.filter((token) => !token.stablecoin),
    [...config.pairs.map((pair) => pair.base), quote],
  );
  return { ...config, pairs: [...config.pairs, ...bases.map((base) => ({ base, quote }))] };
}
