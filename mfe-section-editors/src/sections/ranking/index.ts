import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { RANKING_DEFAULTS } from './defaults';
import { RANKING_LABELS } from './labels';

/**
 * The ranking section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const RANKING_SECTION = defineSection({
  type: 'ranking',
  title: 'catalog.ranking.title',
  category: 'web3',
  description: 'catalog.ranking.description',
  icon: TrophyOutlined,
  defaults: RANKING_DEFAULTS,
  labels: RANKING_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.RankingEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.RankingRenderer)),
});
