import type { FieldLabels } from '../field-labels';

/** The NFT collection section editor's words for its fields: its form and the preview's messages use them. */
export const COLLECTION_LABELS = {
  chainId: 'Chain',
  contractAddress: 'Contract address',
  title: 'Title',
  description: 'Description',
  imageUrl: 'Image URL',
  bannerImageUrl: 'Banner image URL',
  layout: 'Layout',
  showContractDetails: 'Show the contract details',
  showExplorerLink: 'Show a link to the explorer',
} as const satisfies FieldLabels;
