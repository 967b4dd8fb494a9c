import type { FieldLabels } from '../field-labels';

/** The fields of a button in an item's Actions (accordions, cards, steps). */
export const ACTION_LABELS = {
  item: 'common.actions.item',
  label: 'common.actions.list',
  fields: {
    label: 'common.actions.label',
    href: 'common.actions.href',
    variant: 'common.actions.variant',
    color: 'common.actions.color',
    size: 'common.actions.size',
    startIcon: 'common.actions.startIcon',
    endIcon: 'common.actions.endIcon',
    disabled: 'common.actions.disabled',
  },
} as const satisfies FieldLabels[string];
