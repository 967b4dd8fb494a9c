import type { FieldLabels } from '../../section-kit/field-labels';
import { PAGE_ITEM_LABELS } from '../../section-kit/page-items/item-labels';

/** The featured section editor's words for its fields: its form and the preview's messages use them. */
export const FEATURED_LABELS = {
  title: 'fields.title',
  items: PAGE_ITEM_LABELS,
} as const satisfies FieldLabels;
