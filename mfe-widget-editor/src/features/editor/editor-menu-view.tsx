import { Menu, type MenuProps } from 'antd';
import type { EditorMenuId, MenuGroup } from './editor-menu';

type MenuItems = NonNullable<MenuProps['items']>;

function groupItems(group: MenuGroup): MenuItems {
  if (group.key !== 'commerce') return group.entries.map((entry) => ({ key: entry.id, label: entry.title }));
  // Products holds items, categories and collections (seed 001 §2).
  const products = group.entries.filter((entry) => entry.id.startsWith('commerce.products.'));
  const items: MenuItems = [];
  for (const entry of group.entries) {
    if (entry.id.startsWith('commerce.products.')) {
      if (entry === products[0]) {
        items.push({
          key: 'commerce.products',
          label: 'Products',
          children: products.map((product) => ({ key: product.id, label: product.title })),
        });
      }
    } else items.push({ key: entry.id, label: entry.title });
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
  const ids = new Set<string>(groups.flatMap((group) => group.entries.map((entry) => entry.id)));
  return (
    <nav aria-label="Widget editor">
      <Menu
        mode="inline"
        selectedKeys={[selected]}
        defaultOpenKeys={['commerce.products']}
        style={{ borderInlineEnd: 0 }}
        items={groups.map((group) => ({
          type: 'group',
          key: group.key,
          label: group.title,
          children: groupItems(group),
        }))}
        onClick={({ key }) => {
          const entry = groups.flatMap((group) => group.entries).find((item) => item.id === key);
          if (entry && ids.has(key)) onSelect(entry.id);
        }}
      />
    </nav>
  );
}
