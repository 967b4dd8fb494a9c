import { Menu, type MenuProps } from 'antd';
import { useWidgetEditorCatalog, type WidgetEditorT } from '../../i18n';
import type { EditorMenuId, MenuEntry, MenuGroup } from './editor-menu';

type MenuItems = NonNullable<MenuProps['items']>;

function entryItem(entry: MenuEntry, t: WidgetEditorT) {
  return { key: entry.id, label: t(`menu.entries.${entry.id}`) };
}

function groupItems(group: MenuGroup, t: WidgetEditorT): MenuItems {
  if (group.key !== 'commerce') return group.entries.map((entry) => entryItem(entry, t));
  // Products holds items, categories and collections (seed 001 §2).
  const products = group.entries.filter((entry) => entry.id.startsWith('commerce.products.'));
  const items: MenuItems = [];
  for (const entry of group.entries) {
    if (entry.id.startsWith('commerce.products.')) {
      if (entry === products[0]) {
        items.push({
          key: 'commerce.products',
          label: t('menu.products'),
          children: products.map((product) => entryItem(product, t)),
        });
      }
    } else items.push(entryItem(entry, t));
  }
  return items;
}

interface EditorMenuViewProps {
  groups: MenuGroup[];
  selected: EditorMenuId;
  onSelect: (id: EditorMenuId) => void;
}

/** The editor's side menu: its groups and their sections. */
export function EditorMenuView({ groups, selected, onSelect }: EditorMenuViewProps) {
  const { t } = useWidgetEditorCatalog();
  const ids = new Set<string>(groups.flatMap((group) => group.entries.map((entry) => entry.id)));
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
          children: groupItems(group, t),
        }))}
        onClick={({ key }) => {
          const entry = groups.flatMap((group) => group.entries).find((item) => item.id === key);
          if (entry && ids.has(key)) onSelect(entry.id);
        }}
      />
    </nav>
  );
}
