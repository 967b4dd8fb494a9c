import type { FieldLabels } from '../../section-kit/field-labels';
import { CODE_LABELS } from '../../section-kit/code/code-labels';

/** The custom section editor's words for its fields (the code editor's HTML and CSS tabs). */
export const CUSTOM_SECTION_LABELS = {
  html: CODE_LABELS.html,
  css: CODE_LABELS.css,
} as const satisfies FieldLabels;
