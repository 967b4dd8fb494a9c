import { COMMERCE_BASE_PATH } from '@suite/shared';
import { Menu, type MenuProps } from 'antd';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import InfoCircleOutlined from '@ant-design/icons/InfoCircleOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Link, useLocation } from 'react-router';
import { useShellCatalog } from '../i18n';

const SECTIONS = [
  { path: '/admin/widget', label: 'widgets', icon: <AppstoreOutlined aria-hidden /> },
  { path: COMMERCE_BASE_PATH, label: 'commerce', icon: <ShopOutlined aria-hidden /> },
  { path: '/u/account', label: 'account', icon: <UserOutlined aria-hidden /> },
  { path: '/admin/about', label: 'about', icon: <InfoCircleOutlined aria-hidden /> },
] as const;

/** The section a path belongs to: the longest matching prefix (`/u/account/commerce/x` → Commerce). */
function sectionOf(pathname: string): string | undefined {
  return SECTIONS.map((section) => section.path)
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
}

/** The side navigation: real links, so they work with the keyboard, in new tabs and for tests. */
export function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const selected = sectionOf(pathname);
  const { t } = useShellCatalog();
  const items: MenuProps['items'] = SECTIONS.map(({ path, label, icon }) => ({
    key: path,
    icon,
    label: <Link to={path}>{t(`nav.${label}`)}</Link>,
  }));
  return (
    <nav aria-label={t('nav.label')}>
      <Menu
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        items={items}
        onClick={onNavigate}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
