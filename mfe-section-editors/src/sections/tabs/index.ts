import FolderOutlined from '@ant-design/icons/FolderOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { TABS_DEFAULTS } from './defaults';
import { TABS_LABELS } from './labels';

/**
 * The tabs section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const TABS_SECTION = defineSection({
  type: 'tabs',
  title: 'catalog.tabs.title',
  category: 'visual-components',
  description: 'catalog.tabs.description',
  icon: FolderOutlined,
  defaults: TABS_DEFAULTS,
  labels: TABS_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.TabsEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.TabsRenderer)),
});
