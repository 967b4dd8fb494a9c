import NotificationOutlined from '@ant-design/icons/NotificationOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { CALL_TO_ACTION_DEFAULTS } from './defaults';
import { CALL_TO_ACTION_LABELS } from './labels';

/**
 * The call-to-action section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const CALL_TO_ACTION_SECTION = defineSection({
  type: 'call-to-action',
  title: 'catalog.callToAction.title',
  category: 'resources',
  description: 'catalog.callToAction.description',
  icon: NotificationOutlined,
  defaults: CALL_TO_ACTION_DEFAULTS,
  labels: CALL_TO_ACTION_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.CallToActionEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.CallToActionRenderer)),
});
