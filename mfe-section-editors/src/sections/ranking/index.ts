import { lazyNamed } from '../section-module';
import { RANKING_DEFAULTS } from './defaults';

/** The ranking section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const RANKING_SECTION = {
  defaults: RANKING_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.RankingEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.RankingRenderer)),
};
