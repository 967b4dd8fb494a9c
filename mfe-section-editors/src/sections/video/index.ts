import { lazyNamed } from '../section-module';
import { VIDEO_DEFAULTS } from './defaults';

/** The video section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const VIDEO_SECTION = {
  defaults: VIDEO_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.VideoEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.VideoRenderer)),
};
