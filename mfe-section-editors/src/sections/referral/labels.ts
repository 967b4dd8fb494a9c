import type { FieldLabels } from '../../section-kit/field-labels';

/** The referral section editor's words for its fields: its form and the preview's messages use them. */
export const REFERRAL_LABELS = {
  title: 'fields.title',
  subtitle: 'fields.subtitle',
  showStats: 'referral.fields.showStats',
} as const satisfies FieldLabels;
