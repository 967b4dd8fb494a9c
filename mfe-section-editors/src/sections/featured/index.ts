import StarOutlined from '@ant-design/icons/StarOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { FEATURED_DEFAULTS } from './defaults';
import { FEATURED_LABELS } from './labels';

/**
 * The featured section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const FEATURED_SECTION = defineSection({
  type: 'featured',
  title: 'catalog.featured.title',
  category: 'nft',
  description: 'catalog.featured.description',
  icon: StarOutlined,
  defaults: FEATURED_DEFAULTS,
  labels: FEATURED_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.FeaturedEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.FeaturedRenderer)),
});
