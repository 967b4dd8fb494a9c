import type { FieldLabels } from '../field-labels';

/** The token editor's words for a token's fields (swap tokens, exchange pairs, token trade). */
export const SWAP_TOKEN_LABELS = {
  address: 'swap.fields.token.address',
  symbol: 'fields.symbol',
  name: 'swap.fields.token.name',
  decimals: 'fields.decimals',
  logoUrl: 'swap.fields.token.logoUrl',
} as const satisfies FieldLabels;

/** The title and subtitle of a trading section (swap, exchange, token trade). */
export const TRADE_TEXT_LABELS = {
  title: 'fields.title',
  subtitle: 'fields.subtitle',
} as const satisfies FieldLabels;

/** The chain and trade settings of a trading section (swap, exchange, token trade). */
export const TRADE_SETTINGS_LABELS = {
  chainId: 'fields.chain',
  defaultSlippagePercent: 'swap.fields.defaultSlippagePercent',
  allowSlippageChange: 'swap.fields.allowSlippageChange',
  showFees: 'swap.fields.showFees',
} as const satisfies FieldLabels;

/** The swap section editor's words for its fields: its form and the preview's messages use them. */
export const SWAP_LABELS = {
  ...TRADE_TEXT_LABELS,
  variant: 'fields.variant',
  ...TRADE_SETTINGS_LABELS,
  tokens: { item: 'fields.token', label: 'fields.tokens', fields: SWAP_TOKEN_LABELS },
  defaultSellToken: 'swap.fields.defaultSellToken',
  defaultBuyToken: 'swap.fields.defaultBuyToken',
} as const satisfies FieldLabels;
