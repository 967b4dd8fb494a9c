import type { SiteTradeSettings } from '@suite/shared';
import { offeredTokens } from '@suite/shared/schemas';
import { sameAddress, type ExchangeConfig, type SwapConfig, type SwapToken } from '@suite/shared/sections';

/**
 * What the trading sections offer once the site's Data → Tokens applies (`offeredTokens`: on a chain
 * where the site lists tokens, only those and the chain's currency). Outside a site (settings null)
 * a section offers its own tokens. Each answers null when too little is left to trade.
 */

function isOffered(token: SwapToken, offered: readonly SwapToken[]): boolean {
  return offered.some((candidate) => sameAddress(candidate.address, token.address));
}

/**
 * A swap config offering only the site's tokens; a default token the site does not offer gives way to
 * the first offered one. Null when fewer than two tokens are left.
 */
export function siteSwapConfig(config: SwapConfig, settings: SiteTradeSettings | null): SwapConfig | null {
  if (!settings) return config;
  const tokens = offeredTokens(config.tokens, settings, config.chainId);
  const [first, second] = tokens;
  if (!first || !second) return null;
  const has = (address: string) => tokens.some((token) => sameAddress(token.address, address));
  const other = (address: string) =>
    tokens.find((token) => !sameAddress(token.address, address))?.address ?? second.address;
  const sell = has(config.defaultSellToken) ? config.defaultSellToken : other(config.defaultBuyToken);
  const buy =
    has(config.defaultBuyToken) && !sameAddress(config.defaultBuyToken, sell)
      ? config.defaultBuyToken
      : other(sell);
  return { ...config, tokens, defaultSellToken: sell, defaultBuyToken: buy };
}

/** Whether the site offers both tokens of a market (a token-trade's token and base, an exchange pair). */
export function siteOffersPair(
  tokens: readonly [SwapToken, SwapToken],
  settings: SiteTradeSettings | null,
  chainId: number,
): boolean {
  if (!settings) return true;
  const offered = offeredTokens(tokens, settings, chainId);
  return tokens.every((token) => isOffered(token, offered));
}

/** An exchange config keeping the pairs the site offers both tokens of; null when none is left. */
export function siteExchangeConfig(
  config: ExchangeConfig,
  settings: SiteTradeSettings | null,
): ExchangeConfig | null {
  const pairs = config.pairs.filter((pair) =>
    siteOffersPair([pair.base, pair.quote], settings, config.chainId),
  );
  return pairs.length > 0 ? { ...config, pairs } : null;
}
