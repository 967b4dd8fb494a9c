import type { FieldLabels } from '../field-labels';

/**
 * The code editor's words for its fields, one tab per language (the custom section's editor shows the
 * HTML and CSS ones): its tabs and the preview's messages use them.
 */
export const CODE_LABELS = {
  html: 'codePage.fields.html',
  js: 'codePage.fields.js',
  css: 'codePage.fields.css',
} as const satisfies FieldLabels;
