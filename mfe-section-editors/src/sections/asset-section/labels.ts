import type { FieldLabels } from '../../section-kit/field-labels';

/** The NFT asset section editor's words for its fields: its form and the preview's messages use them. */
export const ASSET_SECTION_LABELS = {
  chainId: 'fields.chain',
  contractAddress: 'fields.contractAddress',
  tokenId: 'fields.tokenId',
  title: 'fields.title',
  description: 'fields.description',
  imageUrl: 'fields.imageUrl',
  layout: 'fields.layout',
  showContractDetails: 'fields.showTheContractDetails',
  showMetadataLink: 'assetSection.fields.showMetadataLink',
  showExplorerLink: 'fields.showALinkToTheExplorer',
} as const satisfies FieldLabels;
