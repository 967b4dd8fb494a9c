import type { FieldLabels } from '../field-labels';
import { ACTION_LABELS } from '../section-parts/action-labels';

/** The cards editor's words for its fields: its form and the preview's messages use them. */
export const CARD_LABELS = {
  cards: {
    item: 'Card',
    label: 'Cards',
    fields: {
      id: 'Card ID',
      title: 'Title',
      description: 'Description',
      image: 'Image URL',
      actions: ACTION_LABELS,
      layout: { label: 'Layout', fields: {} },
    },
  },
  gridSettings: { label: 'Layout Settings', fields: {} },
} as const satisfies FieldLabels;
