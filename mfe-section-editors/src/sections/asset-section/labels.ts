import type { FieldLabels } from '../field-labels';

/** The NFT asset section editor's words for its fields: its form and the preview's messages use them. */
export const ASSET_SECTION_LABELS = {
  chainId: 'Chain',
  contractAddress: 'Contract address',
  tokenId: 'Token ID',
  title: 'Title',
  description: 'Description',
  imageUrl: 'Image URL',
  layout: 'Layout',
  showContractDetails: 'Show the contract details',
  showMetadataLink: 'Show the metadata address',
  showExplorerLink: 'Show a link to the explorer',
} as const satisfies FieldLabels;
