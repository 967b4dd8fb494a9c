import type { FieldLabels } from '../field-labels';

/** The token editor's words for a token's fields (swap tokens, exchange pairs, token trade). */
export const SWAP_TOKEN_LABELS = {
  address: 'swap.fields.token.address',
  symbol: 'fields.symbol',
  name: 'swap.fields.token.name',
  decimals: 'fields.decimals',
  logoUrl: 'swap.fields.token.logoUrl',
} as const satisfies FieldLabels;

/** A list of tokens (a swap's): each entry a token. */
export const TOKEN_LIST_LABELS = {
  item: 'fields.token',
  label: 'fields.tokens',
  fields: SWAP_TOKEN_LABELS,
} as const satisfies FieldLabels[string];

/** The chain and trade settings of a trading section (swap, exchange, token trade). */
export const TRADE_SETTINGS_LABELS = {
  chainId: 'fields.chain',
  defaultSlippagePercent: 'swap.fields.defaultSlippagePercent',
  allowSlippageChange: 'swap.fields.allowSlippageChange',
  showFees: 'swap.fields.showFees',
} as const satisfies FieldLabels;
