import BlockOutlined from '@ant-design/icons/BlockOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { COLLECTION_DEFAULTS } from './defaults';
import { COLLECTION_LABELS } from './labels';

/**
 * The NFT collection section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const COLLECTION_SECTION = defineSection({
  type: 'collection',
  title: 'catalog.collection.title',
  category: 'nft',
  description: 'catalog.collection.description',
  icon: BlockOutlined,
  defaults: COLLECTION_DEFAULTS,
  labels: COLLECTION_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.CollectionEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.CollectionRenderer)),
});
