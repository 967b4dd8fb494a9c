import { type CommerceSection } from '@suite/shared';
import type { WidgetKit } from '@suite/shared/widget';
import type { WidgetEditorKey } from '../../i18n';
import { PANEL_GROUPS, type EditorPanel, type MenuContext, type PanelGroup } from './editor-panel';

/**
 * An E-Commerce entry: one of mfe_commerce's sections, at its path below the editor's `commerce/`,
 * titled as the back office titles it, unless `title` words it otherwise.
 */
interface CommerceEntry {
  id: string;
  path: CommerceSection;
  title?: WidgetEditorKey;
}

/**
 * The E-Commerce entries (seed 001 §2). Two keep the editor's own words: Items, under the menu's
 * Products ("products (items, categories, collections)"), and Settings, "Ajustes" in Spanish.
 */
const COMMERCE_ENTRIES = [
  { id: 'commerce.dashboard', path: 'dashboard' },
  { id: 'commerce.notifications', path: 'notifications' },
  { id: 'commerce.settings', path: 'settings', title: 'menu.entries.commerce.settings' },
  { id: 'commerce.orders', path: 'orders' },
  { id: 'commerce.products.items', path: 'products', title: 'menu.entries.commerce.products.items' },
  { id: 'commerce.products.categories', path: 'categories' },
  { id: 'commerce.products.collections', path: 'collections' },
  { id: 'commerce.checkouts', path: 'checkouts' },
] as const satisfies readonly CommerceEntry[];
export type CommerceEntryId = (typeof COMMERCE_ENTRIES)[number]['id'];

/** The kits' names: product names, the same in every language. */
export const KIT_TITLES: Record<WidgetKit, string> = {
  NFT: 'NFT Kit',
  Swap: 'Swap Kit',
  Commerce: 'Commerce Kit',
  Full: 'Full Kit',
};

/**
 * An entry of the menu: a panel's id and its catalog key, or a commerce screen's id and either the
 * editor's key for it or its section, which the back office's titles name.
 */
export type MenuEntry =
  { id: string; title: WidgetEditorKey } | { id: string; commerceSection: CommerceSection };

/** A group of the menu; its title is the catalog's `menu.groups.{key}`. */
export interface MenuGroup {
  key: PanelGroup | 'commerce';
  entries: MenuEntry[];
}

/** Commerce is enabled for the kits that sell: Commerce and Full. */
function isCommerceEnabled(kit: WidgetKit): boolean {
  return kit === 'Commerce' || kit === 'Full';
}

/** E-Commerce is in the menu when commerce is enabled and the user is the owner or the editor is not embedded. */
export function isCommerceShown({ kit, isOwner, embedded }: MenuContext): boolean {
  return isCommerceEnabled(kit) && (isOwner || !embedded);
}

/**
 * The side menu (seed 001 §2, §6): the panels this widget and user see, by group in the groups'
 * order, then E-Commerce when it is shown. Groups left empty are dropped.
 */
export function editorMenu(panels: readonly EditorPanel[], context: MenuContext): MenuGroup[] {
  const shown = panels.filter((panel) => panel.visible(context));
  const groups: MenuGroup[] = PANEL_GROUPS.map((key) => ({
    key,
    entries: shown.filter((panel) => panel.group === key).map(({ id, title }) => ({ id, title })),
  }));
  if (isCommerceShown(context)) {
    groups.push({ key: 'commerce', entries: COMMERCE_ENTRIES.map(commerceMenuEntry) });
  }
  return groups.filter((group) => group.entries.length > 0);
}

function commerceMenuEntry(entry: CommerceEntry): MenuEntry {
  return entry.title === undefined
    ? { id: entry.id, commerceSection: entry.path }
    : { id: entry.id, title: entry.title };
}

export function menuIds(groups: readonly MenuGroup[]): string[] {
  return groups.flatMap((group) => group.entries.map((entry) => entry.id));
}

/**
 * The panel a `tab` query opens: one this widget and user see, else none (the caller opens its
 * default). A commerce id is not a panel: it is a path (see `commerceEntry`).
 */
export function panelOfTab<Panel extends EditorPanel>(
  tab: string | null,
  panels: readonly Panel[],
  context: MenuContext,
): Panel | undefined {
  return panels.find((panel) => panel.id === tab && panel.visible(context));
}

export function commerceEntry(id: string) {
  return COMMERCE_ENTRIES.find((entry) => entry.id === id);
}

/** The commerce entry a path below the editor's `commerce/` belongs to (`orders/12` → commerce.orders). */
export function commerceEntryOfPath(subPath: string): CommerceEntryId {
  const [first = ''] = subPath.split('/').filter(Boolean);
  const found = COMMERCE_ENTRIES.find((entry) => entry.path === first);
  // The back office's own root opens Products.
  return found?.id ?? 'commerce.products.items';
}
