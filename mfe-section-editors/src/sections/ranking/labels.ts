import type { FieldLabels } from '../../section-kit/field-labels';

/** The ranking editor's words for its fields: its form and the preview's messages use them. */
export const RANKING_LABELS = {
  title: 'fields.title',
  rankingId: 'ranking.fields.rankingId',
} as const satisfies FieldLabels;
