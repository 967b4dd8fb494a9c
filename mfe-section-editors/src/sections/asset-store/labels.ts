import type { FieldLabels } from '../../section-kit/field-labels';

/** The asset store editor's words for its fields: its form and the preview's messages use them. */
export const ASSET_STORE_LABELS = {
  title: 'fields.title',
  description: 'fields.description',
  chainId: 'fields.chain',
  contractAddress: 'fields.contractAddress',
  tokenIds: 'assetStore.fields.tokenIds',
  sort: 'assetStore.fields.sort',
  itemsPerPage: 'assetStore.fields.itemsPerPage',
  showContractDetails: 'assetStore.fields.showContractDetails',
  showExplorerLinks: 'assetStore.fields.showExplorerLinks',
  listings: {
    item: 'assetStore.fields.listings.entry',
    label: 'assetStore.fields.listings.list',
    fields: {
      tokenId: 'assetStore.fields.listings.tokenId',
      checkoutId: 'assetStore.fields.listings.checkoutId',
    },
  },
} as const satisfies FieldLabels;
