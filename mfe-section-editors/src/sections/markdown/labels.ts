import type { FieldLabels } from '../../section-kit/field-labels';

/** The markdown section editor's words for its fields: its form and the preview's messages use them. */
export const MARKDOWN_LABELS = { source: 'fields.content' } as const satisfies FieldLabels;
