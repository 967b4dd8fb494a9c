import type { TabItem, TabsConfig } from '@suite/shared/sections';
import { moveItem, newItemId, nextItemName } from '../section-parts/list-items';
import { TAB_DEFAULTS } from './defaults';

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
