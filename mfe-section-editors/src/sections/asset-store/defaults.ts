// A new section's config lives beside its schema in @suite/shared, where the section registry
// (type → schema, defaults, version) joins them for the editors and the server alike.
import type { AssetStoreSort } from '@suite/shared';

export { ASSET_STORE_DEFAULTS } from '@suite/shared';

export const ASSET_STORE_SORT_LABELS: Record<AssetStoreSort, string> = {
  listed: 'As listed',
  'token-id-asc': 'Token ID, lowest first',
  'token-id-desc': 'Token ID, highest first',
};
