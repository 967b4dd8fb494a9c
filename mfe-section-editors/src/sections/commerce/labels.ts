import type { FieldLabels } from '../../section-kit/field-labels';

/**
 * The commerce editor's words for its fields: the picked checkout, product or collection is "the
 * selection" whatever the type (its own label changes with the type).
 */
export const COMMERCE_LABELS = {
  content: { fields: { type: 'commerce.fields.content.type', id: 'commerce.fields.content.id' } },
} as const satisfies FieldLabels;
