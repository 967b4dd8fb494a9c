import { lazyNamed } from '../section-module';
import { COLLECTIONS_DEFAULTS } from './defaults';

/** The collections section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const COLLECTIONS_SECTION = {
  defaults: COLLECTIONS_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.CollectionsEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.CollectionsRenderer)),
};
