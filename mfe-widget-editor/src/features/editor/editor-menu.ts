import type { WidgetKit } from '@suite/shared/sections';

/** The editor's own sections (seed 001 §2), by their menu ids. */
export const EDITOR_SECTION_IDS = [
  'general',
  'powered.by',
  'apiKey',
  'history',
  'theme',
  'components',
  'marketplace-fees',
  'swap-fees',
  'data.collections',
  'data.tokens',
  'data.networks',
  'data.rankings',
  'create.contracts',
  'manage.contracts',
  'contract.forms',
] as const;
export type EditorSectionId = (typeof EDITOR_SECTION_IDS)[number];

/** The E-Commerce entries: mfe_commerce's screens, each at a path below the editor's `commerce/`. */
export const COMMERCE_ENTRIES = [
  { id: 'commerce.dashboard', path: 'dashboard' },
  { id: 'commerce.notifications', path: 'notifications' },
  { id: 'commerce.settings', path: 'settings' },
  { id: 'commerce.orders', path: 'orders' },
  { id: 'commerce.products.items', path: 'products' },
  { id: 'commerce.products.categories', path: 'categories' },
  { id: 'commerce.products.collections', path: 'collections' },
  { id: 'commerce.checkouts', path: 'checkouts' },
] as const;
export type CommerceEntryId = (typeof COMMERCE_ENTRIES)[number]['id'];
export type EditorMenuId = EditorSectionId | CommerceEntryId;

/** The kits' names: product names, the same in every language. */
export const KIT_TITLES: Record<WidgetKit, string> = {
  NFT: 'NFT Kit',
  Swap: 'Swap Kit',
  Commerce: 'Commerce Kit',
  Full: 'Full Kit',
};

export const DEFAULT_SECTION: EditorSectionId = 'general';

/** An entry of the menu; its title is the catalog's `menu.entries.{id}`. */
export interface MenuEntry {
  id: EditorMenuId;
}

/** A group of the menu; its title is the catalog's `menu.groups.{key}`. */
export interface MenuGroup {
  key: 'settings' | 'layout' | 'fees' | 'data' | 'dex-contracts' | 'commerce';
  entries: MenuEntry[];
}

export interface MenuContext {
  kit: WidgetKit;
  /** The signed-in user owns the widget. */
  isOwner: boolean;
  /** The editor is embedded in a site rather than the admin. */
  embedded: boolean;
}

/** Commerce is enabled for the kits that sell: Commerce and Full. */
export function isCommerceEnabled(kit: WidgetKit): boolean {
  return kit === 'Commerce' || kit === 'Full';
}

function section(id: EditorSectionId): MenuEntry {
  return { id };
}

/**
 * The side menu (seed 001 §2, §6): powered.by and apiKey for the owner only and never when embedded;
 * Fees, Data and DexContracts hidden when embedded; no marketplace fees nor collections for the Swap
 * Kit, no swap fees for the NFT Kit; Rankings (the leaderboards of ranking sections) in Data for every kit; E-Commerce when commerce is enabled and the user is the owner
 * or the editor is not embedded. Groups left empty are dropped.
 */
export function editorMenu({ kit, isOwner, embedded }: MenuContext): MenuGroup[] {
  const groups: MenuGroup[] = [
    {
      key: 'settings',
      entries: [
        section('general'),
        ...(isOwner && !embedded ? [section('powered.by'), section('apiKey')] : []),
        // Not in the seed's menu: the saved versions, to preview, compare and restore.
        section('history'),
      ],
    },
    { key: 'layout', entries: [section('theme'), section('components')] },
  ];
  if (!embedded) {
    groups.push(
      {
        key: 'fees',
        entries: [
          ...(kit === 'Swap' ? [] : [section('marketplace-fees')]),
          ...(kit === 'NFT' ? [] : [section('swap-fees')]),
        ],
      },
      {
        key: 'data',
        entries: [
          ...(kit === 'Swap' ? [] : [section('data.collections')]),
          section('data.tokens'),
          section('data.networks'),
          section('data.rankings'),
        ],
      },
      {
        key: 'dex-contracts',
        entries: [section('create.contracts'), section('manage.contracts'), section('contract.forms')],
      },
    );
  }
  if (isCommerceEnabled(kit) && (isOwner || !embedded)) {
    groups.push({
      key: 'commerce',
      entries: COMMERCE_ENTRIES.map(({ id }) => ({ id })),
    });
  }
  return groups.filter((group) => group.entries.length > 0);
}

export function menuIds(groups: readonly MenuGroup[]): EditorMenuId[] {
  return groups.flatMap((group) => group.entries.map((entry) => entry.id));
}

export function isEditorSectionId(value: string): value is EditorSectionId {
  return EDITOR_SECTION_IDS.some((id) => id === value);
}

export function commerceEntry(id: string) {
  return COMMERCE_ENTRIES.find((entry) => entry.id === id);
}

/**
 * The section a `tab` query selects: one of the menu's own sections, else the default (general).
 * A commerce id is not a section: it is a path (see `commercePath`).
 */
export function selectedSection(tab: string | null, groups: readonly MenuGroup[]): EditorSectionId {
  const ids = menuIds(groups);
  if (tab && isEditorSectionId(tab) && ids.includes(tab)) return tab;
  return DEFAULT_SECTION;
}

/** The commerce entry a path below the editor's `commerce/` belongs to (`orders/12` → commerce.orders). */
export function commerceEntryOfPath(subPath: string): CommerceEntryId {
  const [first = ''] = subPath.split('/').filter(Boolean);
  const found = COMMERCE_ENTRIES.find((entry) => entry.path === first);
  // The back office's own root opens Products.
  return found?.id ?? 'commerce.products.items';
}
