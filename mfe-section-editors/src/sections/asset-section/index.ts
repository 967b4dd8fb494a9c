import PictureOutlined from '@ant-design/icons/PictureOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { ASSET_SECTION_DEFAULTS } from './defaults';
import { ASSET_SECTION_LABELS } from './labels';

/**
 * The NFT asset section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const ASSET_SECTION = defineSection({
  type: 'asset-section',
  title: 'catalog.assetSection.title',
  category: 'nft',
  description: 'catalog.assetSection.description',
  icon: PictureOutlined,
  defaults: ASSET_SECTION_DEFAULTS,
  labels: ASSET_SECTION_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.AssetSectionEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.AssetSectionRenderer)),
});
