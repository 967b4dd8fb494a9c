import { lazyNamed } from '../section-module';
import { ASSET_SECTION_DEFAULTS } from './defaults';

/** The NFT asset section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const ASSET_SECTION = {
  defaults: ASSET_SECTION_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.AssetSectionEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.AssetSectionRenderer)),
};
