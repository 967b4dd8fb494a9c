import { lazyNamed } from '../section-module';
import { COMMERCE_DEFAULTS } from './defaults';

/** The commerce section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const COMMERCE_SECTION = {
  defaults: COMMERCE_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.CommerceEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.CommerceRenderer)),
};
