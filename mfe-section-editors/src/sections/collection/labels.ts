import type { FieldLabels } from '../../section-kit/field-labels';

/** The NFT collection section editor's words for its fields: its form and the preview's messages use them. */
export const COLLECTION_LABELS = {
  chainId: 'fields.chain',
  contractAddress: 'fields.contractAddress',
  title: 'fields.title',
  description: 'fields.description',
  imageUrl: 'fields.imageUrl',
  bannerImageUrl: 'collection.fields.bannerImageUrl',
  layout: 'fields.layout',
  showContractDetails: 'fields.showTheContractDetails',
  showExplorerLink: 'fields.showALinkToTheExplorer',
} as const satisfies FieldLabels;
