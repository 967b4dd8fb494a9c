import type { FieldLabels } from '../../section-kit/field-labels';

/** The tabs editor's words for its fields: its form and the preview's messages use them. */
export const TABS_LABELS = {
  tabs: {
    item: 'tabs.fields.tabs.entry',
    label: 'tabs.fields.tabs.list',
    fields: {
      id: 'tabs.fields.tabs.id',
      label: 'fields.label',
      content: 'fields.content',
      icon: 'tabs.fields.tabs.icon',
      iconPosition: 'fields.iconPosition',
      sx: 'tabs.fields.tabs.sx',
      tabProps: 'tabs.fields.tabs.tabProps',
      disabled: 'fields.disabled',
      wrapped: 'tabs.fields.tabs.wrapped',
    },
  },
  id: 'tabs.fields.id',
  orientation: 'fields.orientation',
  variant: 'fields.variant',
  scrollButtons: 'tabs.fields.scrollButtons',
  centered: 'tabs.fields.centered',
  indicatorColor: 'tabs.fields.indicatorColor',
  textColor: 'tabs.fields.textColor',
  tabFontSize: 'tabs.fields.tabFontSize',
  contentFontSize: 'tabs.fields.contentFontSize',
  padding: 'fields.padding',
  borderRadius: 'fields.borderRadius',
  elevation: 'fields.elevation',
  colors: {
    fields: {
      tabText: 'tabs.fields.colors.tabText',
      selectedTabText: 'tabs.fields.colors.selectedTabText',
      indicator: 'tabs.fields.colors.indicator',
      tabBackground: 'tabs.fields.colors.tabBackground',
      contentText: 'tabs.fields.colors.contentText',
      contentBackground: 'tabs.fields.colors.contentBackground',
    },
  },
} as const satisfies FieldLabels;
