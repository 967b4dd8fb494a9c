import ShopOutlined from '@ant-design/icons/ShopOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { ASSET_STORE_DEFAULTS } from './defaults';
import { ASSET_STORE_LABELS } from './labels';

/**
 * The asset store section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const ASSET_STORE_SECTION = defineSection({
  type: 'asset-store',
  title: 'catalog.assetStore.title',
  category: 'nft',
  description: 'catalog.assetStore.description',
  icon: ShopOutlined,
  defaults: ASSET_STORE_DEFAULTS,
  labels: ASSET_STORE_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.AssetStoreEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.AssetStoreRenderer)),
});
