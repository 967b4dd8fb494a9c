import { DEFAULT_ITEM_CHAIN_ID, type CollectionSectionConfig } from '@suite/shared';

export const COLLECTION_DEFAULTS: CollectionSectionConfig = {
  chainId: DEFAULT_ITEM_CHAIN_ID,
  contractAddress: '',
  title: '',
  description: '',
  imageUrl: '',
  bannerImageUrl: '',
  layout: 'banner',
  showContractDetails: true,
  showExplorerLink: true,
};
