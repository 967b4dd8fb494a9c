import type { FieldLabels } from '../field-labels';
import { ACTION_LABELS } from '../section-parts/action-labels';

/** The stepper editor's words for its fields: its form and the preview's messages use them. */
export const STEPPER_LABELS = {
  steps: {
    item: 'Step',
    label: 'Steps',
    fields: {
      id: 'Step ID',
      label: 'Label',
      description: 'Description',
      content: 'Content',
      icon: 'Step icon',
      iconColor: 'Icon colour',
      actions: ACTION_LABELS,
    },
  },
  settings: { label: 'Settings', fields: {} },
} as const satisfies FieldLabels;
