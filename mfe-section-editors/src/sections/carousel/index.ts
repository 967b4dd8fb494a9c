import { lazyNamed } from '../section-module';
import { CAROUSEL_DEFAULTS } from './defaults';

/** The carousel section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const CAROUSEL_SECTION = {
  defaults: CAROUSEL_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.CarouselEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.CarouselRenderer)),
};
