import Html5Outlined from '@ant-design/icons/Html5Outlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { CUSTOM_SECTION_DEFAULTS } from './defaults';
import { CUSTOM_SECTION_LABELS } from './labels';

/**
 * The custom section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const CUSTOM_SECTION = defineSection({
  type: 'custom',
  title: 'catalog.custom.title',
  category: 'low-code',
  description: 'catalog.custom.description',
  icon: Html5Outlined,
  defaults: CUSTOM_SECTION_DEFAULTS,
  labels: CUSTOM_SECTION_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.CustomSectionEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.CustomSectionRenderer)),
});
