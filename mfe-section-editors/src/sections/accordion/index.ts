import { lazyNamed } from '../section-module';
import { ACCORDION_DEFAULTS } from './defaults';

/** The accordion section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const ACCORDION_SECTION = {
  defaults: ACCORDION_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.AccordionEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.AccordionRenderer)),
};
