import type { FieldLabels } from '../../section-kit/field-labels';
import { HEADING_LABELS } from '../../section-kit/fields/heading-fields';

/** The showcase section editor's words for its fields: its form and the preview's messages use them. */
export const SHOWCASE_LABELS = {
  ...HEADING_LABELS,
  layout: 'fields.layout',
  columns: 'fields.columns',
  showCaptions: 'showcase.fields.showCaptions',
  items: {
    item: 'fields.item',
    label: 'fields.items',
    fields: {
      kind: 'showcase.fields.items.kind',
      url: 'showcase.fields.items.url',
      chainId: 'fields.chain',
      contractAddress: 'fields.contractAddress',
      tokenId: 'fields.tokenId',
      /** A link's image is optional: its editor says "Image URL (optional)". */
      imageUrl: 'fields.imageUrl',
      caption: 'showcase.fields.items.caption',
      linkUrl: 'showcase.fields.items.linkUrl',
    },
  },
} as const satisfies FieldLabels;
