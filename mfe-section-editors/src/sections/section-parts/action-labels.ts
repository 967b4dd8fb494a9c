import type { FieldLabels } from '../field-labels';

/** The fields of a button in an item's Actions (accordions, cards, steps). */
export const ACTION_LABELS = {
  item: 'Action',
  label: 'Actions',
  fields: {
    label: 'Action label',
    href: 'Action link',
    variant: 'Action variant',
    color: 'Action colour',
    size: 'Action size',
    startIcon: 'Start icon',
    endIcon: 'End icon',
    disabled: 'Disabled',
  },
} as const satisfies FieldLabels[string];
