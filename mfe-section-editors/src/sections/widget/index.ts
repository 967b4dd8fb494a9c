import { lazyNamed } from '../section-module';
import { WIDGET_SECTION_DEFAULTS } from './defaults';

/** The widget section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const WIDGET_SECTION = {
  defaults: WIDGET_SECTION_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.WidgetSectionEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.WidgetSectionRenderer)),
};
