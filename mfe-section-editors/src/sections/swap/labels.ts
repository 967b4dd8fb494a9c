import type { FieldLabels } from '../../section-kit/field-labels';
import { HEADING_LABELS } from '../../section-kit/fields/heading-fields';
import { TOKEN_LIST_LABELS, TRADE_SETTINGS_LABELS } from '../../section-kit/trade/trade-labels';

/** The swap section editor's words for its fields: its form and the preview's messages use them. */
export const SWAP_LABELS = {
  ...HEADING_LABELS,
  variant: 'fields.variant',
  ...TRADE_SETTINGS_LABELS,
  tokens: TOKEN_LIST_LABELS,
  defaultSellToken: 'swap.fields.defaultSellToken',
  defaultBuyToken: 'swap.fields.defaultBuyToken',
} as const satisfies FieldLabels;
