import type { TabItem, TabsConfig } from '@suite/shared';
import { moveItem, newItemId, nextItemName } from '../section-parts/list-items';
import { TAB_DEFAULTS } from './defaults';

/** Why the last tab cannot be removed (seed 000 §4: at least one must remain). */
export const LAST_TAB_REASON = 'A tabs section keeps at least one tab';

/** A new tab: a generated id and the name 'Tab N'. */
export function createTab(tabs: readonly TabItem[]): TabItem {
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
