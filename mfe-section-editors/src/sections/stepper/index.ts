import { lazyNamed } from '../section-module';
import { STEPPER_DEFAULTS } from './defaults';

/** The stepper section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const STEPPER_SECTION = {
  defaults: STEPPER_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.StepperEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.StepperRenderer)),
};
