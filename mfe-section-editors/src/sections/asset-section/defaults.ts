import { DEFAULT_ITEM_CHAIN_ID, type AssetSectionConfig } from '@suite/shared';

export const ASSET_SECTION_DEFAULTS: AssetSectionConfig = {
  chainId: DEFAULT_ITEM_CHAIN_ID,
  contractAddress: '',
  tokenId: '',
  title: '',
  description: '',
  imageUrl: '',
  layout: 'horizontal',
  showContractDetails: true,
  showMetadataLink: false,
  showExplorerLink: true,
};
