import { lazyNamed } from '../section-module';
import { CODE_PAGE_DEFAULTS } from './defaults';

/** The code page section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const CODE_PAGE_SECTION = {
  defaults: CODE_PAGE_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.CodePageEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.CodePageRenderer)),
};
