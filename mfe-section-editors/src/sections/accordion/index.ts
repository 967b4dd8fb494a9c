import BarsOutlined from '@ant-design/icons/BarsOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { ACCORDION_DEFAULTS } from './defaults';
import { ACCORDION_LABELS } from './labels';

/**
 * The accordion section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const ACCORDION_SECTION = defineSection({
  type: 'accordion',
  title: 'catalog.accordion.title',
  category: 'visual-components',
  description: 'catalog.accordion.description',
  icon: BarsOutlined,
  defaults: ACCORDION_DEFAULTS,
  labels: ACCORDION_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.AccordionEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.AccordionRenderer)),
});
