import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { CARDS_DEFAULTS } from './defaults';
import { CARD_LABELS } from './labels';

/**
 * The cards section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const CARD_SECTION = defineSection({
  type: 'card',
  title: 'catalog.card.title',
  category: 'visual-components',
  description: 'catalog.card.description',
  icon: IdcardOutlined,
  defaults: CARDS_DEFAULTS,
  labels: CARD_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.CardsEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.CardsRenderer)),
});
