import { lazyNamed } from '../section-module';
import { CARDS_DEFAULTS } from './defaults';

/** The cards section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const CARD_SECTION = {
  defaults: CARDS_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.CardsEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.CardsRenderer)),
};
