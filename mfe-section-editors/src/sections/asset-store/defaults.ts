import {
  ASSET_STORE_DEFAULT_PAGE_SIZE,
  DEFAULT_ITEM_CHAIN_ID,
  type AssetStoreConfig,
  type AssetStoreSort,
} from '@suite/shared';

export const ASSET_STORE_DEFAULTS: AssetStoreConfig = {
  title: '',
  description: '',
  chainId: DEFAULT_ITEM_CHAIN_ID,
  contractAddress: '',
  tokenIds: [],
  sort: 'listed',
  itemsPerPage: ASSET_STORE_DEFAULT_PAGE_SIZE,
  showContractDetails: true,
  showExplorerLinks: true,
};

export const ASSET_STORE_SORT_LABELS: Record<AssetStoreSort, string> = {
  listed: 'As listed',
  'token-id-asc': 'Token ID, lowest first',
  'token-id-desc': 'Token ID, highest first',
};
