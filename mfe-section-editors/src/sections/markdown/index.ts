import { lazyNamed } from '../section-module';
import { MARKDOWN_DEFAULTS } from './defaults';

/** The markdown section's line in the catalog: its defaults, and its editor and renderer in their own chunks. */
export const MARKDOWN_SECTION = {
  defaults: MARKDOWN_DEFAULTS,
  editor: lazyNamed(() => import('./editor').then((module) => module.MarkdownEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.MarkdownRenderer)),
};
