import { SECTION_CATEGORIES, type SectionCategory, type SectionType } from '@suite/shared/widget';
import { SECTION_CATALOG } from '../../catalog/section-catalog';
import type { SectionCatalogEntry } from '../../section-kit/section-module';
import type { SectionEditorsKey, SectionEditorsTranslate } from '../../i18n';

export const ALL_TAB = 'all';
/** A tab of the picker: All, or one category. */
export type PickerTab = typeof ALL_TAB | SectionCategory;

export interface PickerTabInfo {
  id: PickerTab;
  title: SectionEditorsKey;
}

/** The catalog lines on offer: every type, or only `types` (still in catalog order). */
export function offeredEntries(types?: readonly SectionType[]): SectionCatalogEntry[] {
  return types ? SECTION_CATALOG.filter((entry) => types.includes(entry.type)) : [...SECTION_CATALOG];
}

const CATEGORY_TITLES: Record<SectionCategory, SectionEditorsKey> = {
  cryptocurrency: 'picker.categories.cryptocurrency',
  nft: 'picker.categories.nft',
  web3: 'picker.categories.web3',
  resources: 'picker.categories.resources',
  'low-code': 'picker.categories.lowCode',
  'visual-components': 'picker.categories.visualComponents',
};

/** What the picker's tab and the catalog page call a category (a key of the catalog). */
export function categoryTitle(category: SectionCategory): SectionEditorsKey {
  return CATEGORY_TITLES[category];
}

/** All, then each category that offers at least one type. */
export function pickerTabs(offered: readonly SectionCatalogEntry[]): PickerTabInfo[] {
  return [
    { id: ALL_TAB, title: 'picker.all' },
    ...SECTION_CATEGORIES.filter((category) => offered.some((entry) => entry.category === category.id)).map(
      ({ id }) => ({ id, title: categoryTitle(id) }),
    ),
  ];
}

/**
 * The lines under a tab whose title, in the page's language, contains the query, ignoring case and
 * surrounding spaces.
 */
export function entriesUnderTab(
  offered: readonly SectionCatalogEntry[],
  tab: PickerTab,
  query: string,
  t: SectionEditorsTranslate,
): SectionCatalogEntry[] {
  const needle = query.trim().toLowerCase();
  return offered.filter(
    (entry) => (tab === ALL_TAB || entry.category === tab) && t(entry.title).toLowerCase().includes(needle),
  );
}
