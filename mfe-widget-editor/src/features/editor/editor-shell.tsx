import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button, Card, Flex, Grid, Tag, Typography } from 'antd';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { useNavigate } from 'react-router';
import type { Widget, WidgetConfig } from '@suite/shared/widget';
import { confirmLeave, Drawer, useFeedback, useLeaveGuard } from '@suite/shared/react';
import { useWidgetMutations } from '../../api/widgets';
import { useWidgetEditorCatalog } from '../../i18n';
import { WidgetEditorContext, type BusyNotice, type WidgetEditorContextValue } from './editor-context';
import { EditorFrame } from './editor-frame';
import { KIT_TITLES, type MenuGroup } from './editor-menu';
import { EditorMenuView } from './editor-menu-view';

interface EditorShellProps {
  widget: Widget;
  embedded: boolean;
  isOwner: boolean;
  reload: () => Promise<void>;
  groups: MenuGroup[];
  /** The id of the panel or commerce entry on screen. */
  selected: string;
  /** Where a menu entry leads. */
  pathOf: (menuId: string) => string;
  /** The panel or commerce screen on screen. */
  children: ReactNode;
}

/**
 * The editor around its panels: the page's header (the widget's name, kit and unsaved state), the
 * side menu (a drawer on phones), and the editor's context (the widget, its save, the unsaved state).
 * Leaving a panel with unsaved changes asks first, whatever the way out: the side menu, the
 * breadcrumb, the shell's menus, Back and Forward (`useLeaveGuard`); closing or reloading the tab
 * makes the browser ask.
 */
export function EditorShell({
  widget,
  embedded,
  isOwner,
  reload,
  groups,
  selected,
  pathOf,
  children,
}: EditorShellProps) {
  const { modal } = useFeedback();
  const { t } = useWidgetEditorCatalog();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const isPhone = screens.md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState<BusyNotice | null>(null);
  // Work under way is guarded as unsaved changes are, and its question says what leaving leaves behind.
  const held = dirty || busy !== null;
  const { save } = useWidgetMutations();
  const leaveTexts = {
    title: busy?.title ?? t('editor.leave.title'),
    content: busy?.content ?? t('editor.leave.content'),
    leave: t('editor.leave.ok'),
    stay: t('editor.leave.cancel'),
  };
  const leave = () => {
    busy?.onLeave();
    setDirty(false);
    setBusy(null);
    setDrawerOpen(false);
  };
  const { guardsNavigation, confirmLeaving, allowLeave } = useLeaveGuard(held, leaveTexts, leave);

  const saveConfig = useCallback(
    (config: WidgetConfig) => save(widget.id, widget.version, config),
    [save, widget.id, widget.version],
  );
  const context = useMemo<WidgetEditorContextValue>(
    () => ({
      widget,
      embedded,
      isOwner,
      saveConfig,
      reload,
      dirty,
      setDirty,
      confirmLeaving,
      allowLeave,
      setBusy,
    }),
    [widget, embedded, isOwner, saveConfig, reload, dirty, confirmLeaving, allowLeave],
  );

  function go(menuId: string) {
    if (menuId === selected) {
      setDrawerOpen(false);
      return;
    }
    const to = pathOf(menuId);
    // With unsaved changes the drawer stays open until the user chooses Leave: the guard asks, or,
    // in a host whose router cannot block a navigation, the menu itself.
    if (!held) setDrawerOpen(false);
    if (!held || guardsNavigation) {
      void navigate(to);
      return;
    }
    confirmLeave(modal, leaveTexts, {
      onLeave: () => {
        leave();
        void navigate(to);
      },
    });
  }

  const menu = <EditorMenuView groups={groups} selected={selected} onSelect={go} />;
  return (
    <WidgetEditorContext.Provider value={context}>
      <EditorFrame
        widgetId={String(widget.id)}
        extra={
          <Flex align="center" gap={8} wrap>
            <Typography.Text strong>{widget.configParsed.name}</Typography.Text>
            <Tag>{KIT_TITLES[widget.kit]}</Tag>
            {dirty && <Tag color="warning">{t('editor.unsaved')}</Tag>}
            {isPhone && (
              <Button
                icon={<MenuOutlined aria-hidden />}
                aria-expanded={drawerOpen}
                onClick={() => setDrawerOpen(true)}
              >
                {t('editor.menu')}
              </Button>
            )}
          </Flex>
        }
      >
        <Flex gap={24} align="start">
          {!isPhone && (
            <Card
              size="small"
              style={{ width: 240, flex: 'none', position: 'sticky', top: 80 }}
              styles={{ body: { padding: 4 } }}
            >
              {menu}
            </Card>
          )}
          <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
        </Flex>
      </EditorFrame>
      {isPhone && (
        <Drawer
          title={t('menu.label')}
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          styles={{ body: { padding: 0 } }}
        >
          {menu}
        </Drawer>
      )}
    </WidgetEditorContext.Provider>
  );
}
