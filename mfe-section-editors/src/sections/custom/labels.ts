import type { FieldLabels } from '../field-labels';
import { CODE_PAGE_LABELS } from '../code-page/labels';

/** The custom section editor's words for its fields (the code editor's HTML and CSS tabs). */
export const CUSTOM_SECTION_LABELS = {
  html: CODE_PAGE_LABELS.html,
  css: CODE_PAGE_LABELS.css,
} as const satisfies FieldLabels;
