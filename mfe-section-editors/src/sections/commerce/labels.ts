import type { FieldLabels } from '../field-labels';

/**
 * The commerce editor's words for its fields: the picked checkout, product or collection is "the
 * selection" whatever the type (its own label changes with the type).
 */
export const COMMERCE_LABELS = {
  content: { fields: { type: 'Type', id: 'Selection' } },
} as const satisfies FieldLabels;
