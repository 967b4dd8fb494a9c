import type { FieldLabels } from '../field-labels';

/** The token editor's words for a token's fields (swap tokens, exchange pairs, token trade). */
export const SWAP_TOKEN_LABELS = {
  address: 'Token address',
  symbol: 'Symbol',
  name: 'Name',
  decimals: 'Decimals',
  logoUrl: 'Logo URL',
} as const satisfies FieldLabels;

/** The title and subtitle of a trading section (swap, exchange, token trade). */
export const TRADE_TEXT_LABELS = { title: 'Title', subtitle: 'Subtitle' } as const satisfies FieldLabels;

/** The chain and trade settings of a trading section (swap, exchange, token trade). */
export const TRADE_SETTINGS_LABELS = {
  chainId: 'Chain',
  defaultSlippagePercent: 'Default slippage',
  allowSlippageChange: 'Visitors may change the slippage',
  showFees: 'Show fees',
} as const satisfies FieldLabels;

/** The swap section editor's words for its fields: its form and the preview's messages use them. */
export const SWAP_LABELS = {
  ...TRADE_TEXT_LABELS,
  variant: 'Variant',
  ...TRADE_SETTINGS_LABELS,
  tokens: { item: 'Token', label: 'Tokens', fields: SWAP_TOKEN_LABELS },
  defaultSellToken: 'Token sold by default',
  defaultBuyToken: 'Token bought by default',
} as const satisfies FieldLabels;
