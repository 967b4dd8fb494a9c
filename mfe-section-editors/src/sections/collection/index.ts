import { lazyNamed } from '../section-module';
import { COLLECTION_DEFAULTS } from './defaults';

/** The NFT collection section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const COLLECTION_SECTION = {
  defaults: COLLECTION_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.CollectionEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.CollectionRenderer)),
};
