import { lazyNamed } from '../section-module';
import { ASSET_STORE_DEFAULTS } from './defaults';

/** The asset store section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const ASSET_STORE_SECTION = {
  defaults: ASSET_STORE_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.AssetStoreEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.AssetStoreRenderer)),
};
