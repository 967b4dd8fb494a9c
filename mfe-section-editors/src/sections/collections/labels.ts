import type { FieldLabels } from '../field-labels';
import { PAGE_ITEM_LABELS } from '../items/item-labels';

/** The collections section editor's words for its fields: its form and the preview's messages use them. */
export const COLLECTIONS_LABELS = {
  title: 'Title',
  hideTitle: 'Title on the page',
  variant: 'Layout',
  items: PAGE_ITEM_LABELS,
} as const satisfies FieldLabels;
