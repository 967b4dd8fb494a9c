import { lazyNamed } from '../section-module';
import { CALL_TO_ACTION_DEFAULTS } from './defaults';

/** The call-to-action section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const CALL_TO_ACTION_SECTION = {
  defaults: CALL_TO_ACTION_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.CallToActionEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.CallToActionRenderer)),
};
