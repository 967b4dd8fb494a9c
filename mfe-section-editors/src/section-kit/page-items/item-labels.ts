import type { FieldLabels } from '../field-labels';

/** A section's Items (NFT assets and collections): the item editor's words for its fields. */
export const PAGE_ITEM_LABELS = {
  item: 'fields.item',
  label: 'fields.items',
  fields: {
    type: 'items.fields.type',
    chainId: 'fields.chain',
    contractAddress: 'fields.contractAddress',
    tokenId: 'fields.tokenId',
    title: 'items.fields.title',
    subtitle: 'items.fields.subtitle',
    backgroundImageUrl: 'items.fields.backgroundImageUrl',
    variant: 'items.fields.variant',
    featured: 'items.fields.featured',
  },
} as const satisfies FieldLabels[string];
