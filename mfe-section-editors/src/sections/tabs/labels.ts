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
      disabled: 'Disabled',
      wrapped: 'Wrap a long label',
    },
  },
  id: 'Section anchor',
  orientation: 'Orientation',
  variant: 'Variant',
  scrollButtons: 'Arrows',
  centered: 'Centered',
  indicatorColor: 'Indicator',
  textColor: 'Text',
  tabFontSize: 'Tab font size',
  contentFontSize: 'Content font size',
  padding: 'Padding',
  borderRadius: 'Border radius',
  elevation: 'Elevation',
  colors: {
    fields: {
      tabText: 'Tab text colour',
      selectedTabText: 'Selected tab text colour',
      indicator: 'Indicator colour',
      tabBackground: 'Tab bar background',
      contentText: 'Content text colour',
      contentBackground: 'Content background',
    },
  },
} as const satisfies FieldLabels;
