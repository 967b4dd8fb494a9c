import type { FieldLabels } from '../field-labels';
import { PAGE_ITEM_LABELS } from '../items/item-labels';

/** The call-to-action editor's words for its fields: its form and the preview's messages use them. */
export const CALL_TO_ACTION_LABELS = {
  variant: 'Variant',
  title: 'Title',
  subtitle: 'Subtitle',
  button: { fields: { title: 'Button title', url: 'Button URL', openInNewPage: 'Where it opens' } },
  items: PAGE_ITEM_LABELS,
} as const satisfies FieldLabels;
