import type { TabItem, TabsConfig } from '@suite/shared/sections';
import { moveItem, newItemId, nextItemName } from '../../section-kit/lists/list-items';
import { TAB_DEFAULTS } from './defaults';
import { FORM_CHANGE } from '../../section-kit/editor/editor-form';
import type { CollapsibleList } from '../../section-kit/lists/collapsible-list-editor';

/** A new tab: a generated id and the name 'Tab N'. */
function createTab(tabs: readonly TabItem[]): TabItem {
  return {
    ...TAB_DEFAULTS,
    id: newItemId('tab', tabs),
    label: nextItemName(
      'Tab',
      tabs.map((tab) => tab.label),
    ),
  };
}

export function addTab(config: TabsConfig): TabsConfig {
  return { ...config, tabs: [...config.tabs, createTab(config.tabs)] };
}

/** Removes the tab at `index`, unless it is the last one left. */
export function removeTab(config: TabsConfig, index: number): TabsConfig {
  if (config.tabs.length <= 1) return config;
  return { ...config, tabs: config.tabs.filter((_, at) => at !== index) };
}

export function moveTab(config: TabsConfig, from: number, to: number): TabsConfig {
  return { ...config, tabs: moveItem(config.tabs, from, to) };
}

/** The section's tabs as a list: by label, at least one kept. */
export const TAB_LIST: CollapsibleList<TabsConfig> = {
  name: 'tabs',
  titleField: (index) => `tabs.${index}.label`,
  fallbackName: (index) => `Tab ${index + 1}`,
  add: addTab,
  move: moveTab,
  remove: removeTab,
  apply: (form, next) => form.setValue('tabs', next.tabs, FORM_CHANGE),
};
