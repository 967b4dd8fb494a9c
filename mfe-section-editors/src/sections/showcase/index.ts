import LayoutOutlined from '@ant-design/icons/LayoutOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { SHOWCASE_DEFAULTS } from './defaults';
import { SHOWCASE_LABELS } from './labels';

/**
 * The showcase section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const SHOWCASE_SECTION = defineSection({
  type: 'showcase',
  title: 'catalog.showcase.title',
  category: 'resources',
  description: 'catalog.showcase.description',
  icon: LayoutOutlined,
  defaults: SHOWCASE_DEFAULTS,
  labels: SHOWCASE_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.ShowcaseEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.ShowcaseRenderer)),
});
