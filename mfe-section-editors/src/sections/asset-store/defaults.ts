// A new section's config lives beside its schema in @suite/shared, where the section registry
// (type → schema, defaults, version) joins them for the editors and the server alike.
import type { AssetStoreSort } from '@suite/shared/sections';
import type { SectionEditorsKey } from '../../i18n';

export { ASSET_STORE_DEFAULTS } from '@suite/shared/sections';

export const ASSET_STORE_SORT_LABELS: Record<AssetStoreSort, SectionEditorsKey> = {
  listed: 'assetStore.sorts.listed',
  'token-id-asc': 'assetStore.sorts.tokenIdAsc',
  'token-id-desc': 'assetStore.sorts.tokenIdDesc',
};
