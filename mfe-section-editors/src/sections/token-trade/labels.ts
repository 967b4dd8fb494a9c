import type { FieldLabels } from '../../section-kit/field-labels';
import { HEADING_LABELS } from '../../section-kit/fields/heading-fields';
import { SWAP_TOKEN_LABELS, TRADE_SETTINGS_LABELS } from '../../section-kit/trade/trade-labels';

/** The token trade section editor's words for its fields: its form and the preview's messages use them. */
export const TOKEN_TRADE_LABELS = {
  ...HEADING_LABELS,
  ...TRADE_SETTINGS_LABELS,
  token: { label: 'tokenTrade.fields.token.group', fields: SWAP_TOKEN_LABELS },
  baseToken: { label: 'fields.baseToken', fields: SWAP_TOKEN_LABELS },
  defaultSide: 'tokenTrade.fields.defaultSide',
} as const satisfies FieldLabels;
