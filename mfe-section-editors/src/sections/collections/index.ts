import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { COLLECTIONS_DEFAULTS } from './defaults';
import { COLLECTIONS_LABELS } from './labels';

/**
 * The collections section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const COLLECTIONS_SECTION = defineSection({
  type: 'collections',
  title: 'catalog.collections.title',
  category: 'nft',
  description: 'catalog.collections.description',
  icon: AppstoreOutlined,
  defaults: COLLECTIONS_DEFAULTS,
  labels: COLLECTIONS_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.CollectionsEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.CollectionsRenderer)),
});
