import type { FieldLabels } from '../../section-kit/field-labels';
import { HEADING_LABELS } from '../../section-kit/fields/heading-fields';
import { SWAP_TOKEN_LABELS, TRADE_SETTINGS_LABELS } from '../../section-kit/trade/trade-labels';

/** The exchange section editor's words for its fields: its form and the preview's messages use them. */
export const EXCHANGE_LABELS = {
  ...HEADING_LABELS,
  ...TRADE_SETTINGS_LABELS,
  pairs: {
    item: 'exchange.fields.pairs.entry',
    label: 'exchange.fields.pairs.list',
    fields: {
      base: { label: 'fields.baseToken', fields: SWAP_TOKEN_LABELS },
      quote: { label: 'exchange.fields.pairs.quote.group', fields: SWAP_TOKEN_LABELS },
    },
  },
} as const satisfies FieldLabels;
