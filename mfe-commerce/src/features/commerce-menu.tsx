import { Menu } from 'antd';
import { useLocation } from 'react-router';
import { AppLink } from './app-link';
import { useCommerceBasePath } from './commerce-base-path';
import { COMMERCE_SECTIONS, joinPath } from './commerce-paths';

/** The back office's own navigation between its sections. */
export function CommerceMenu() {
  const basePath = useCommerceBasePath();
  const { pathname } = useLocation();
  const current = COMMERCE_SECTIONS.filter(({ path }) => pathname.startsWith(joinPath(basePath, path)))[0];
  return (
    <nav aria-label="Commerce">
      <Menu
        mode="horizontal"
        selectedKeys={[current?.path ?? '']}
        items={COMMERCE_SECTIONS.map(({ path, title }) => ({
          key: path,
          label: <AppLink to={joinPath(basePath, path)}>{title}</AppLink>,
        }))}
        style={{ background: 'transparent' }}
      />
    </nav>
  );
}
