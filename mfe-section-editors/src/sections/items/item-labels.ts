import type { FieldLabels } from '../field-labels';

/** A section's Items (NFT assets and collections): the item editor's words for its fields. */
export const PAGE_ITEM_LABELS = {
  item: 'Item',
  label: 'Items',
  fields: {
    type: 'Item type',
    chainId: 'Chain',
    contractAddress: 'Contract address',
    tokenId: 'Token ID',
    title: 'Item title',
    subtitle: 'Item subtitle',
    backgroundImageUrl: 'Background image URL',
    variant: 'Card variant',
    featured: 'Featured',
  },
} as const satisfies FieldLabels[string];
