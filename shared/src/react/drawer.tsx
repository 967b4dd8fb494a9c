import { lazy, Suspense, useState, type ComponentProps, type ComponentType } from 'react';
import { Button, Flex, theme, Typography } from 'antd';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import type AntdDrawer from 'antd/es/drawer';
import { useSharedCatalog } from './i18n/shared-catalog';

export type DrawerProps = ComponentProps<typeof AntdDrawer>;

/**
 * When antd's Drawer cannot be loaded (offline): the same panel, drawn plainly, so the button that
 * opened it still does what it says.
 */
function PlainDrawer({ open, title, onClose, children, placement }: DrawerProps) {
  const { token } = theme.useToken();
  const { t } = useSharedCatalog();
  if (!open) return null;
  return (
    <Flex
      vertical
      role="dialog"
      aria-modal="true"
      aria-label={typeof title === 'string' ? title : undefined}
      style={{
        position: 'fixed',
        insetBlock: 0,
        [placement === 'right' ? 'insetInlineEnd' : 'insetInlineStart']: 0,
        width: 'min(320px, 100vw)',
        background: token.colorBgElevated,
        boxShadow: token.boxShadowSecondary,
        zIndex: token.zIndexPopupBase,
        overflow: 'auto',
      }}
    >
      <Flex align="center" justify="space-between" style={{ padding: '12px 16px' }}>
        <Typography.Text strong>{title}</Typography.Text>
        <Button
          type="text"
          icon={<CloseOutlined aria-hidden />}
          aria-label={t('drawer.close')}
          onClick={(event) => onClose?.(event)}
        />
      </Flex>
      {children}
    </Flex>
  );
}

const LoadedDrawer = lazy<ComponentType<DrawerProps>>(() =>
  import('antd/es/drawer').catch(() => ({ default: PlainDrawer })),
);

/**
 * antd's Drawer, loaded the first time it opens: the phones' navigation, which a desktop never shows,
 * stays out of every route's first load (ADR 0013). The same props.
 */
export function Drawer(props: DrawerProps) {
  const [opened, setOpened] = useState(Boolean(props.open));
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LoadedDrawer {...props} />
    </Suspense>
  );
}
