import type { FieldLabels } from '../field-labels';

/** The asset store editor's words for its fields: its form and the preview's messages use them. */
export const ASSET_STORE_LABELS = {
  title: 'Title',
  description: 'Description',
  chainId: 'Chain',
  contractAddress: 'Contract address',
  tokenIds: 'Token IDs',
  sort: 'Order',
  itemsPerPage: 'NFTs per page',
  showContractDetails: "Show the collection's contract details",
  showExplorerLinks: 'Link each NFT to the explorer',
  listings: {
    item: 'Listing',
    label: 'For sale',
    fields: { tokenId: 'Token to sell', checkoutId: 'Checkout' },
  },
} as const satisfies FieldLabels;
