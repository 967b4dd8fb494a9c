import type { FieldLabels } from '../field-labels';

/** The tabs editor's words for its fields: its form and the preview's messages use them. */
export const TABS_LABELS = {
  tabs: {
    item: 'Tab',
    label: 'Tabs',
    fields: {
      id: 'Tab ID',
      label: 'Label',
      content: 'Content',
      icon: 'Icon',
      iconPosition: 'Icon position',
      sx: 'Tab style',
      tabProps: 'Tab attributes',
    },
  },
} as const satisfies FieldLabels;
