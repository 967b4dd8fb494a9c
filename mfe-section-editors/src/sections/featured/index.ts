import { lazyNamed } from '../section-module';
import { FEATURED_DEFAULTS } from './defaults';

/** The featured section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const FEATURED_SECTION = {
  defaults: FEATURED_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.FeaturedEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.FeaturedRenderer)),
};
