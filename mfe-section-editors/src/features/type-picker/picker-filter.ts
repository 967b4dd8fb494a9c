import { SECTION_CATEGORIES, type SectionCategory, type SectionType } from '@suite/shared';
import { SECTION_CATALOG, type SectionCatalogEntry } from '../../catalog/section-catalog';

export const ALL_TAB = 'all';
/** A tab of the picker: All, or one category. */
export type PickerTab = typeof ALL_TAB | SectionCategory;

export interface PickerTabInfo {
  id: PickerTab;
  title: string;
}

/** The catalog lines on offer: every type, or only `types` (still in catalog order). */
export function offeredEntries(types?: readonly SectionType[]): SectionCatalogEntry[] {
  return types ? SECTION_CATALOG.filter((entry) => types.includes(entry.type)) : [...SECTION_CATALOG];
}

/** All, then each category that offers at least one type. */
export function pickerTabs(offered: readonly SectionCatalogEntry[]): PickerTabInfo[] {
  return [
    { id: ALL_TAB, title: 'All' },
    ...SECTION_CATEGORIES.filter((category) => offered.some((entry) => entry.category === category.id)),
  ];
}

/** The lines under a tab whose title contains the query, ignoring case and surrounding spaces. */
export function entriesUnderTab(
  offered: readonly SectionCatalogEntry[],
  tab: PickerTab,
  query: string,
): SectionCatalogEntry[] {
  const needle = query.trim().toLowerCase();
  return offered.filter(
    (entry) => (tab === ALL_TAB || entry.category === tab) && entry.title.toLowerCase().includes(needle),
  );
}
