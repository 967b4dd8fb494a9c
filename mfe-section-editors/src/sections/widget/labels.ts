import type { FieldLabels } from '../../section-kit/field-labels';

/** The widget section editor's words for its fields: its form and the preview's messages use them. */
export const WIDGET_SECTION_LABELS = { widgetId: 'widget.fields.widgetId' } as const satisfies FieldLabels;
