import type { FieldLabels } from '../field-labels';
import { SWAP_TOKEN_LABELS, TRADE_SETTINGS_LABELS, TRADE_TEXT_LABELS } from '../swap/labels';

/** The exchange section editor's words for its fields: its form and the preview's messages use them. */
export const EXCHANGE_LABELS = {
  ...TRADE_TEXT_LABELS,
  ...TRADE_SETTINGS_LABELS,
  pairs: {
    item: 'Pair',
    label: 'Pairs',
    fields: {
      base: { label: 'Base token', fields: SWAP_TOKEN_LABELS },
      quote: { label: 'Quote token', fields: SWAP_TOKEN_LABELS },
    },
  },
} as const satisfies FieldLabels;
