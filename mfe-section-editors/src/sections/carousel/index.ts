import PicCenterOutlined from '@ant-design/icons/PicCenterOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { CAROUSEL_DEFAULTS } from './defaults';
import { CAROUSEL_LABELS } from './labels';

/**
 * The carousel section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const CAROUSEL_SECTION = defineSection({
  type: 'carousel',
  title: 'catalog.carousel.title',
  category: 'resources',
  description: 'catalog.carousel.description',
  icon: PicCenterOutlined,
  defaults: CAROUSEL_DEFAULTS,
  labels: CAROUSEL_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.CarouselEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.CarouselRenderer)),
});
