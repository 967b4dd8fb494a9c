import { useState } from 'react';
import { Button, Flex, Grid, Layout, theme } from 'antd';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { Link, Outlet } from 'react-router';
import { ColorSchemeSwitch, Drawer, LanguageSwitch, SuitePageFrame } from '@suite/shared/react';
import { useShellCatalog } from '../i18n';
import { ShellRemote } from '../federation/shell-remote';
import { Navigation } from './navigation';

const PRODUCT_NAME = 'Site Builder';

/** The admin chrome: header with the account area, side navigation (a drawer on phones), content. */
export function AdminLayout() {
  const screens = Grid.useBreakpoint();
  // Until the first measurement `md` is undefined: lay out for a desktop rather than flash a drawer button.
  const isPhone = screens.md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { token } = theme.useToken();
  const { t } = useShellCatalog();
  return (
    <SuitePageFrame
      product={PRODUCT_NAME}
      sticky
      header={
        <>
          {isPhone && (
            <Button
              type="text"
              icon={<MenuOutlined aria-hidden />}
              aria-label={t('nav.open')}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            />
          )}
          {/* On a phone the header keeps the menu button and the account; the product's name, the
              language and the theme move into the navigation drawer, so nothing overlaps. */}
          {!isPhone && (
            <Link
              to="/admin/widget"
              style={{ fontWeight: 600, fontSize: 18, color: token.colorText, whiteSpace: 'nowrap' }}
            >
              {PRODUCT_NAME}
            </Link>
          )}
          <Flex justify="end" align="center" gap={4} style={{ marginInlineStart: 'auto', minWidth: 0 }}>
            {!isPhone && <LanguageSwitch />}
            {!isPhone && <ColorSchemeSwitch />}
            <ShellRemote id="mfe_auth/AccountArea" props={{ accountPath: '/u/account' }} variant="inline" />
          </Flex>
        </>
      }
    >
      <Layout>
        {!isPhone && (
          <Layout.Sider width={220} style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}>
            <Navigation />
          </Layout.Sider>
        )}
        <Layout.Content id="main" tabIndex={-1} style={{ minWidth: 0, outline: 'none' }}>
          <Outlet />
        </Layout.Content>
      </Layout>
      {isPhone && (
        <Drawer
          title={PRODUCT_NAME}
          placement="left"
          size={260}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          styles={{ body: { padding: 0 } }}
        >
          <Navigation onNavigate={() => setDrawerOpen(false)} />
          <Flex gap={4} style={{ padding: '8px 16px' }}>
            <LanguageSwitch />
            <ColorSchemeSwitch />
          </Flex>
        </Drawer>
      )}
    </SuitePageFrame>
  );
}
