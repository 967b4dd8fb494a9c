import type { FieldLabels } from '../../section-kit/field-labels';
import { PAGE_ITEM_LABELS } from '../../section-kit/page-items/item-labels';

/** The call-to-action editor's words for its fields: its form and the preview's messages use them. */
export const CALL_TO_ACTION_LABELS = {
  variant: 'fields.variant',
  title: 'fields.title',
  subtitle: 'fields.subtitle',
  button: {
    fields: {
      title: 'callToAction.fields.button.title',
      url: 'callToAction.fields.button.url',
      openInNewPage: 'callToAction.fields.button.openInNewPage',
    },
  },
  items: PAGE_ITEM_LABELS,
} as const satisfies FieldLabels;
