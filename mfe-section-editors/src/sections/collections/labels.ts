import type { FieldLabels } from '../../section-kit/field-labels';
import { PAGE_ITEM_LABELS } from '../../section-kit/page-items/item-labels';

/** The collections section editor's words for its fields: its form and the preview's messages use them. */
export const COLLECTIONS_LABELS = {
  title: 'fields.title',
  hideTitle: 'collections.fields.hideTitle',
  variant: 'fields.layout',
  items: PAGE_ITEM_LABELS,
} as const satisfies FieldLabels;
