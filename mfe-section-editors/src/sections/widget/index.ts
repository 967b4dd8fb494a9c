import AppstoreAddOutlined from '@ant-design/icons/AppstoreAddOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { WIDGET_SECTION_DEFAULTS } from './defaults';
import { WIDGET_SECTION_LABELS } from './labels';

/**
 * The widget section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const WIDGET_SECTION = defineSection({
  type: 'widget',
  title: 'catalog.widget.title',
  category: 'web3',
  description: 'catalog.widget.description',
  icon: AppstoreAddOutlined,
  defaults: WIDGET_SECTION_DEFAULTS,
  labels: WIDGET_SECTION_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.WidgetSectionEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.WidgetSectionRenderer)),
});
