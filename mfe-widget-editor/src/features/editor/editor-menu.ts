import type { WidgetKit } from '@suite/shared';

/** The editor's own sections (seed 001 §2), by their menu ids. */
export const EDITOR_SECTION_IDS = [
  'general',
  'powered.by',
  'apiKey',
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
  { id: 'commerce.dashboard', title: 'Dashboard', path: 'dashboard' },
  { id: 'commerce.notifications', title: 'Notifications', path: 'notifications' },
  { id: 'commerce.settings', title: 'Settings', path: 'settings' },
  { id: 'commerce.orders', title: 'Orders', path: 'orders' },
  { id: 'commerce.products.items', title: 'Items', path: 'products' },
  { id: 'commerce.products.categories', title: 'Categories', path: 'categories' },
  { id: 'commerce.products.collections', title: 'Collections', path: 'collections' },
  { id: 'commerce.checkouts', title: 'Checkouts', path: 'checkouts' },
] as const;
export type CommerceEntryId = (typeof COMMERCE_ENTRIES)[number]['id'];
export type EditorMenuId = EditorSectionId | CommerceEntryId;

export const KIT_TITLES: Record<WidgetKit, string> = {
  NFT: 'NFT Kit',
  Swap: 'Swap Kit',
  Commerce: 'Commerce Kit',
  Full: 'Full Kit',
};

export const DEFAULT_SECTION: EditorSectionId = 'general';

export const SECTION_TITLES: Record<EditorSectionId, string> = {
  general: 'General',
  'powered.by': 'Powered by',
  apiKey: 'API key',
  theme: 'Theme',
  components: 'Components',
  'marketplace-fees': 'Marketplace fees',
  'swap-fees': 'Swap fees',
  'data.collections': 'Collections',
  'data.tokens': 'Tokens',
  'data.networks': 'Networks',
  'data.rankings': 'Rankings',
  'create.contracts': 'Create contracts',
  'manage.contracts': 'Manage contracts',
  'contract.forms': 'Contract forms',
};

export interface MenuEntry {
  id: EditorMenuId;
  title: string;
}

export interface MenuGroup {
  key: 'settings' | 'layout' | 'fees' | 'data' | 'dex-contracts' | 'commerce';
  title: string;
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
  return { id, title: SECTION_TITLES[id] };
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
      title: 'Settings',
      entries: [
        section('general'),
        ...(isOwner && !embedded ? [section('powered.by'), section('apiKey')] : []),
      ],
    },
    { key: 'layout', title: 'Layout', entries: [section('theme'), section('components')] },
  ];
  if (!embedded) {
    groups.push(
      {
        key: 'fees',
        title: 'Fees',
        entries: [
          ...(kit === 'Swap' ? [] : [section('marketplace-fees')]),
          ...(kit === 'NFT' ? [] : [section('swap-fees')]),
        ],
      },
      {
        key: 'data',
        title: 'Data',
        entries: [
          ...(kit === 'Swap' ? [] : [section('data.collections')]),
          section('data.tokens'),
          section('data.networks'),
          section('data.rankings'),
        ],
      },
      {
        key: 'dex-contracts',
        title: 'DexContracts',
        entries: [section('create.contracts'), section('manage.contracts'), section('contract.forms')],
      },
    );
  }
  if (isCommerceEnabled(kit) && (isOwner || !embedded)) {
    groups.push({
      key: 'commerce',
      title: 'E-Commerce',
      entries: COMMERCE_ENTRIES.map(({ id, title }) => ({ id, title })),
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
