import { Menu, type MenuProps } from 'antd';
import { type CommerceSection } from '@suite/shared';
import { useCommerceSectionTitle } from '@suite/shared/react';
import { useWidgetEditorCatalog, type WidgetEditorT } from '../../i18n';
import type { MenuEntry, MenuGroup } from './editor-menu';

type MenuItems = NonNullable<MenuProps['items']>;

/** The menu's words: the editor's catalog, and the back office's titles of its sections. */
interface MenuWords {
  t: WidgetEditorT;
  commerceTitle: (section: CommerceSection) => string;
}

function entryItem(entry: MenuEntry, { t, commerceTitle }: MenuWords) {
  return {
    key: entry.id,
    label: 'title' in entry ? t(entry.title) : commerceTitle(entry.commerceSection),
  };
}

function groupItems(group: MenuGroup, words: MenuWords): MenuItems {
  const { t } = words;
  if (group.key !== 'commerce') return group.entries.map((entry) => entryItem(entry, words));
  // Products holds items, categories and collections (seed 001 §2).
  const products = group.entries.filter((entry) => entry.id.startsWith('commerce.products.'));
  const items: MenuItems = [];
  for (const entry of group.entries) {
    if (entry.id.startsWith('commerce.products.')) {
      if (entry === products[0]) {
        items.push({
          key: 'commerce.products',
          label: t('menu.products'),
          children: products.map((product) => entryItem(product, words)),
        });
      }
    } else items.push(entryItem(entry, words));
  }
  return items;
}

interface EditorMenuViewProps {
  groups: MenuGroup[];
  /** The id of the panel or commerce entry on screen. */
  selected: string;
  onSelect: (id: string) => void;
}

/** The editor's side menu: its groups and their panels (and the commerce screens). */
export function EditorMenuView({ groups, selected, onSelect }: EditorMenuViewProps) {
  const { t } = useWidgetEditorCatalog();
  const commerceTitle = useCommerceSectionTitle();
  const words: MenuWords = { t, commerceTitle };
  return (
    <nav aria-label={t('menu.label')}>
      <Menu
        mode="inline"
        selectedKeys={[selected]}
        defaultOpenKeys={['commerce.products']}
        style={{ borderInlineEnd: 0 }}
        items={groups.map((group) => ({
          type: 'group',
          key: group.key,
          label: t(`menu.groups.${group.key}`),
          children: groupItems(group, words),
        }))}
        onClick={({ key }) => {
          const entry = groups.flatMap((group) => group.entries).find((item) => item.id === key);
          if (entry) onSelect(entry.id);
        }}
      />
    </nav>
  );
}
