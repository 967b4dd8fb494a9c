import type { FieldLabels } from '../field-labels';

/** The showcase section editor's words for its fields: its form and the preview's messages use them. */
export const SHOWCASE_LABELS = {
  title: 'Title',
  subtitle: 'Subtitle',
  layout: 'Layout',
  columns: 'Columns',
  showCaptions: 'Show captions',
  items: {
    item: 'Item',
    label: 'Items',
    fields: {
      kind: 'Kind',
      url: 'Link URL',
      chainId: 'Chain',
      contractAddress: 'Contract address',
      tokenId: 'Token ID',
      /** A link's image is optional: its editor says "Image URL (optional)". */
      imageUrl: 'Image URL',
      caption: 'Caption',
      linkUrl: 'Link (optional)',
    },
  },
} as const satisfies FieldLabels;
