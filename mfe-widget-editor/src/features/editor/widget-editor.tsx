import { useCallback, useEffect, useMemo, useState } from 'react';
import { App, Button, Card, Flex, Grid, Tag, Typography } from 'antd';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { Navigate, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Widget, WidgetConfig } from '@suite/shared/sections';
import { Drawer, PageFrame, Result } from '@suite/shared/react';
import { useWidgetMutations } from '../../api/widgets';
import { WidgetRemote } from '../../federation/remote-loader-context';
import { useWidgetEditorCatalog } from '../../i18n';
import { AppLink } from '../app-link';
import { widgetPaths } from '../widget-paths';
import { WidgetEditorContext, type WidgetEditorContextValue } from './editor-context';
import {
  commerceEntry,
  commerceEntryOfPath,
  editorMenu,
  KIT_TITLES,
  type EditorMenuId,
  selectedSection,
} from './editor-menu';
import { EditorMenuView } from './editor-menu-view';
import { SectionContent } from './section-content';

interface WidgetEditorProps {
  widget: Widget;
  embedded: boolean;
  reload: () => Promise<void>;
}

/** Closing or reloading the tab with unsaved changes asks the browser to warn (seed 001 §4). */
function useBeforeUnload(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when a value is returned.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/**
 * The editor of one widget: breadcrumbs, the side menu (a drawer on phones) and the selected section,
 * or one of mfe_commerce's screens below `commerce/`. Leaving a section with unsaved changes asks first.
 */
export function WidgetEditor({ widget, embedded, reload }: WidgetEditorProps) {
  const { modal } = App.useApp();
  const { t } = useWidgetEditorCatalog();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const screens = Grid.useBreakpoint();
  const isPhone = screens.md === false;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [dirty, setDirty] = useState(false);
  const { save } = useWidgetMutations();
  useBeforeUnload(dirty);

  const id = String(widget.id);
  // The API answers only the owner's widgets, so whoever has it open is its owner.
  const isOwner = true;
  const groups = useMemo(
    () => editorMenu({ kit: widget.kit, isOwner, embedded }),
    [widget.kit, isOwner, embedded],
  );
  const commerceShown = groups.some((group) => group.key === 'commerce');
  const commerceBase = widgetPaths.commerceBase(id);
  const inCommerce = location.pathname === commerceBase || location.pathname.startsWith(`${commerceBase}/`);
  const tab = search.get('tab');
  const section = selectedSection(tab, groups);
  const selected: EditorMenuId = inCommerce
    ? commerceEntryOfPath(location.pathname.slice(commerceBase.length))
    : section;

  const saveConfig = useCallback(
    (config: WidgetConfig) => save(widget.id, widget.version, config),
    [save, widget.id, widget.version],
  );
  const context = useMemo<WidgetEditorContextValue>(
    () => ({ widget, embedded, isOwner, saveConfig, reload, dirty, setDirty }),
    [widget, embedded, isOwner, saveConfig, reload, dirty],
  );

  function target(menuId: EditorMenuId): string {
    const commerce = commerceEntry(menuId);
    return commerce ? widgetPaths.commerce(id, commerce.path) : widgetPaths.section(id, menuId);
  }

  function go(menuId: EditorMenuId) {
    if (menuId === selected) {
      setDrawerOpen(false);
      return;
    }
    const to = target(menuId);
    if (!dirty) {
      setDrawerOpen(false);
      navigate(to);
      return;
    }
    modal.confirm({
      title: t('editor.leave.title'),
      content: t('editor.leave.content'),
      okText: t('editor.leave.ok'),
      cancelText: t('editor.leave.cancel'),
      okButtonProps: { danger: true },
      onOk: () => {
        setDirty(false);
        setDrawerOpen(false);
        navigate(to);
      },
    });
  }

  // `?tab=commerce.orders` selects a commerce screen: its place is a path.
  const tabCommerce = !inCommerce && tab ? commerceEntry(tab) : undefined;
  if (tabCommerce && commerceShown)
    return <Navigate replace to={widgetPaths.commerce(id, tabCommerce.path)} />;

  const title = t('editor.title', { id });
  const menu = <EditorMenuView groups={groups} selected={selected} onSelect={go} />;
  return (
    <WidgetEditorContext.Provider value={context}>
      <PageFrame
        title={title}
        breadcrumbs={[
          { key: 'admin', title: t('admin') },
          { key: 'widgets', title: <AppLink to={widgetPaths.list}>{t('list.title')}</AppLink> },
          { key: 'widget', title },
        ]}
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
          <div style={{ flex: 1, minWidth: 0 }}>
            <Routes>
              <Route
                path="commerce/*"
                element={
                  commerceShown ? (
                    <WidgetRemote id="mfe_commerce/CommerceApp" props={{ basePath: commerceBase }} />
                  ) : (
                    <Result status="info" title={t('editor.commerceDisabled')} />
                  )
                }
              />
              {/* Keyed by version: a save or a reload starts the section from the saved config. */}
              <Route
                path="*"
                element={<SectionContent key={`${section}:${widget.version}`} id={section} />}
              />
            </Routes>
          </div>
        </Flex>
      </PageFrame>
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
