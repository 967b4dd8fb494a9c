import { lazyNamed } from '../section-module';
import { SHOWCASE_DEFAULTS } from './defaults';

/** The showcase section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const SHOWCASE_SECTION = {
  defaults: SHOWCASE_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.ShowcaseEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.ShowcaseRenderer)),
};
