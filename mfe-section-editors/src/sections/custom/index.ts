import { lazyNamed } from '../section-module';
import { CUSTOM_SECTION_DEFAULTS } from './defaults';

/** The custom section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const CUSTOM_SECTION = {
  defaults: CUSTOM_SECTION_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.CustomSectionEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.CustomSectionRenderer)),
};
