import type { TabItem, TabsConfig } from '@suite/shared';

/** A new tab's look before the owner changes it. */
export const TAB_DEFAULTS: Omit<TabItem, 'id' | 'label'> = {
  content: '',
  iconPosition: 'start',
  disabled: false,
  wrapped: false,
};

/**
 * A new tabs section starts with two tabs (seed 000 §4), and the seed's sizes (§9): tab font 14,
 * content font 16, padding 16, radius 4.
 */
export const TABS_DEFAULTS: TabsConfig = {
  id: '',
  tabs: [
    { id: 'tab-1', label: 'Tab 1', ...TAB_DEFAULTS },
    { id: 'tab-2', label: 'Tab 2', ...TAB_DEFAULTS },
  ],
  orientation: 'horizontal',
  variant: 'standard',
  indicatorColor: 'primary',
  textColor: 'primary',
  centered: false,
  scrollButtons: 'auto',
  borderRadius: 4,
  elevation: 0,
  padding: 16,
  tabFontSize: 14,
  contentFontSize: 16,
  colors: {},
};
