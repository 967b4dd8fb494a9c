import { lazyNamed } from '../section-module';
import { TABS_DEFAULTS } from './defaults';

/** The tabs section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const TABS_SECTION = {
  defaults: TABS_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.TabsEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.TabsRenderer)),
};
