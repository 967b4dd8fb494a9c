import * as z from 'zod/v4';
import { isNativeToken } from './swap';
import { FeeSchema, WidgetTokenSchema, type WidgetToken } from './widget-settings';

/**
 * What a site's trading sections (swap, token-trade, exchange, the wallet) read of its widget settings,
 * publicly: the swap fee shown before a visitor confirms (the server takes it on every quote itself),
 * the tokens of Data → Tokens and the networks of Data → Networks.
 */
export const SiteTradeSettingsSchema = z.object({
  /** Fees → swap: who receives it and its share of each trade, in percent; null for none. */
  swapFee: FeeSchema.nullable(),
  /** Data → Tokens: on a chain where the site lists any, its sections offer no other token. */
  tokens: z.array(WidgetTokenSchema),
  /** Data → Networks; empty means every network of the list. */
  chainIds: z.array(z.number().int()),
});
export type SiteTradeSettings = z.infer<typeof SiteTradeSettingsSchema>;

/** Whether the site works on `chainId` (Data → Networks; none chosen means every network). */
export function isNetworkOffered(settings: Pick<SiteTradeSettings, 'chainIds'>, chainId: number): boolean {
  return settings.chainIds.length === 0 || settings.chainIds.includes(chainId);
}

/** The tokens of Data → Tokens on `chainId`. */
export function siteTokensOn(settings: Pick<SiteTradeSettings, 'tokens'>, chainId: number): WidgetToken[] {
  return settings.tokens.filter((token) => token.chainId === chainId);
}

/**
 * Of the tokens a section lists on `chainId`, those the site offers: every one when Data → Tokens lists
 * none on that chain; otherwise only those it lists, and the chain's own currency (which Data → Tokens
 * cannot import, having no address).
 */
export function offeredTokens<Token extends { address: string }>(
  sectionTokens: readonly Token[],
  settings: Pick<SiteTradeSettings, 'tokens'>,
  chainId: number,
): Token[] {
  const listed = siteTokensOn(settings, chainId).map((token) => token.address.toLowerCase());
  if (listed.length === 0) return [...sectionTokens];
  return sectionTokens.filter(
    (token) => isNativeToken(token.address) || listed.includes(token.address.toLowerCase()),
  );
}
