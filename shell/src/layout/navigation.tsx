import { Menu, type MenuProps } from 'antd';
import { AppstoreOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';

const SECTIONS = [
  { path: '/admin/widget', label: 'Widgets', icon: <AppstoreOutlined /> },
  { path: '/u/account/commerce', label: 'Commerce', icon: <ShopOutlined /> },
  { path: '/u/account', label: 'Account', icon: <UserOutlined /> },
];

/** The section a path belongs to: the longest matching prefix (`/u/account/commerce/x` → Commerce). */
export function sectionOf(pathname: string): string | undefined {
  return SECTIONS.map((section) => section.path)
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
}

const ITEMS: MenuProps['items'] = SECTIONS.map(({ path, label, icon }) => ({
  key: path,
  icon,
  label: <Link to={path}>{label}</Link>,
}));

/** The side navigation: real links, so they work with the keyboard, in new tabs and for tests. */
export function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const selected = sectionOf(pathname);
  return (
    <nav aria-label="Main">
      <Menu
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        items={ITEMS}
        onClick={onNavigate}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
